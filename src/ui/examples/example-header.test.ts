import { describe, expect, it } from 'vitest';
import { exampleHeader } from './example-header.ts';
import { EXAMPLES } from './catalog.ts';
import { EXAMPLE_TEXTS } from './example-texts.ts';

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
    for (const e of wild) {
      const text = EXAMPLE_TEXTS.get(e.id) ?? '';
      // Upstream repository, path and commit only: the same three as the file's `# repo:`,
      // `# path:` and `# commit:` lines (never where a copy of it sat on someone's disk).
      const [, repo, path, commit] = /^([\w.-]+\/[\w.-]+), ([^,]+), commit ([0-9a-f]{8})$/.exec(exampleHeader(text, e.id).source ?? '') ?? [];
      expect(repo, e.id).toBe(/^# repo: (.*)$/m.exec(text)?.[1]);
      expect(/^# path: (.*)$/m.exec(text)?.[1]?.startsWith(path ?? '?'), e.id).toBe(true);
      expect(/^# commit: ([0-9a-f]{40})/m.exec(text)?.[1]?.startsWith(commit ?? '?'), e.id).toBe(true);
    }
  });
});
