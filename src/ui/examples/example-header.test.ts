import { describe, expect, it } from 'vitest';
import { exampleHeader } from './example-header.ts';
import { EXAMPLES } from './catalog.ts';

describe('exampleHeader', () => {
  it('reads the leading comment fields and ignores others', () => {
    const text = '# title: T\n# repo: x/y\n# description: D\n# kops-version: 1.10.1\n# source: S\nkind: Cluster\n# title: late\n';
    expect(exampleHeader(text, 'id')).toEqual({ title: 'T', description: 'D', kopsVersion: '1.10.1', source: 'S' });
  });

  it('falls back to the id without a header', () => {
    expect(exampleHeader('hooks: []\n', 'my-id')).toEqual({ title: 'my-id', description: '' });
  });
});

describe('the gallery', () => {
  it('has at least 8 examples, each with a title, a description and a known kops version', () => {
    expect(EXAMPLES.length).toBeGreaterThanOrEqual(8);
    for (const e of EXAMPLES) {
      expect(e.title, e.id).not.toBe(e.id);
      expect(e.description, e.id).not.toBe('');
      expect(e.kopsVersion, e.id).toMatch(/^1\.\d+\.\d+$/);
    }
  });

  it('starts with the request story in three steps', () => {
    expect(EXAMPLES.slice(0, 3).map((e) => e.id)).toEqual(['01-swap-request', '02-swap-fixed', '03-swap-kops-1-10']);
  });

  it('names the source of every real spec', () => {
    const wild = EXAMPLES.filter((e) => e.id.includes('-wild-'));
    expect(wild.length).toBe(3);
    for (const e of wild) expect(e.source, e.id).toMatch(/\/.*via \/work\/shared\/wild/);
  });
});
