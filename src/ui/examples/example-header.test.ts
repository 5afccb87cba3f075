import { describe, expect, it } from 'vitest';
import { exampleHeader } from './example-header.ts';
import { EXAMPLES } from './catalog.ts';
import { EXAMPLE_DESCRIPTIONS } from './example-descriptions.ts';
import { EXAMPLE_TEXTS } from './example-texts.ts';

describe('exampleHeader', () => {
  it('reads the leading comment fields and ignores others', () => {
    const text = '# title: T\n# repo: x/y\n# description: D\n# kops-version: 1.10.1\n# source: S\nkind: Cluster\n# title: late\n';
    expect(exampleHeader(text, 'id')).toEqual({ title: 'T', description: 'D', kopsVersion: '1.10.1', source: 'S' });
  });

  it('reads a field over the lines that go on with "#" and two or more spaces', () => {
    const text = '# title: A long\n#   title\n# description: D one\n#       two\n# repo: x/y\n#   (ignored with its field)\n# source: S\n#\nhooks: []\n';
    expect(exampleHeader(text, 'id')).toEqual({ title: 'A long title', description: 'D one two', source: 'S' });
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
      expect(EXAMPLE_DESCRIPTIONS.get(e.id), e.id).not.toBe('');
      expect(e.kopsVersion, e.id).toMatch(/^1\.\d+\.\d+$/);
    }
  });

  it('has no comment line in its headers that runs off a laptop editor (64 columns: half of a 1,280 px window), and keeps each field whole', () => {
    for (const e of EXAMPLES) {
      const text = EXAMPLE_TEXTS.get(e.id) ?? '';
      expect(text, e.id).not.toBe('');
      const header = text.split('\n').filter((_, i, lines) => lines.slice(0, i + 1).every((l) => l.startsWith('#')));
      expect(header.filter((l) => l.length > 64), e.id).toEqual([]);
    }
    // A wrapped description reads as the one line it was.
    expect(EXAMPLE_DESCRIPTIONS.get('02-swap-fixed')).toBe(
      'With useRawManifest (kops 1.11+) the manifest is the whole unit file, unmodified, and kops 1.11+ keeps the .swap name. requires moves into the manifest\'s [Unit] (kops forbids it with a raw manifest), and the swap file is made by a raw oneshot that can use ConditionPathExists= and DefaultDependencies=no, [Unit] settings the request asked for. Without DefaultDependencies=no the oneshot waits for sysinit.target, which waits for swap.target, which waits for the swap: an ordering cycle, and systemd drops a job at every reboot (see Boot order).',
    );
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
