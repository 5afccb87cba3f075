import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { corpus, sharedFolder } from './corpus.ts';
import { corpusVerdict, type CorpusSuite } from './corpus-reporter.ts';

// The helper for external corpora (test/corpus.ts) and its global check (test/corpus-reporter.ts).
const ROOT = resolve(import.meta.dirname, '..');
const tmp = mkdtempSync(join(tmpdir(), 'corpus-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A folder `name` in tmp holding `files` (path → text). */
function folder(name: string, files: Record<string, string> = {}): string {
  const dir = join(tmp, name);
  mkdirSync(dir, { recursive: true });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('corpus: present, absent or broken', () => {
  const wild = { id: 'w', title: 'w', path: 'wild', ext: '.yaml' };
  const docs = { id: 'd', title: 'd', path: '', names: ['A.md', 'B.md'] };

  it('present: its files, sorted, and read by name', () => {
    const shared = folder('present', { 'wild/b.yaml': 'b', 'wild/a.yaml': 'a', 'wild/README.md': 'r', 'A.md': 'x', 'B.md': 'y' });
    const c = corpus(wild, sharedFolder(undefined, shared));
    expect([c.state, c.reason, c.files().map((f) => [f.name, f.text])]).toEqual(['present', '', [['a.yaml', 'a'], ['b.yaml', 'b']]]);
    expect(corpus(docs, sharedFolder(undefined, shared)).read('B.md')).toBe('y');
  });

  it('absent: nothing beside the repository, or a shared folder without it; no files, and read throws', () => {
    const none = corpus(wild, sharedFolder(undefined, join(tmp, 'nothing')));
    expect([none.state, none.reason, none.files()]).toEqual(['absent', `no shared folder beside the repository (${join(tmp, 'nothing')}), and SHARED_DIR is not set`, []]);
    expect(() => none.read('a.yaml')).toThrow(/is absent/);
    const other = folder('unrelated', { 'notes.txt': 'not ours', 'wild/x.txt': '' });
    expect(corpus(wild, sharedFolder(undefined, other)).state).toBe('absent');
    expect(corpus(docs, sharedFolder(undefined, other)).reason).toBe(`${other} has no A.md, B.md, and SHARED_DIR is not set`);
  });

  it('broken: SHARED_DIR names a folder without it, or part of a fixed set is missing', () => {
    const declared = corpus(wild, sharedFolder(join(tmp, 'nothing'), '/unused'));
    expect([declared.state, declared.reason]).toEqual(['broken', `SHARED_DIR=${join(tmp, 'nothing')} is set, but ${join(tmp, 'nothing', 'wild')} has no *.yaml files`]);
    const partial = corpus(docs, sharedFolder(undefined, folder('partial', { 'A.md': 'x' })));
    expect([partial.state, partial.reason, partial.files()]).toEqual(['broken', `${join(tmp, 'partial')} has only A.md of A.md, B.md`, []]);
  });
});

describe('corpusVerdict: the global check', () => {
  const suite = (state: CorpusSuite['corpusState'], tests: CorpusSuite['tests'], name = 'test/x.test.ts > x'): CorpusSuite => ({
    corpus: 'w', corpusTitle: '../shared/wild', corpusState: state, corpusReason: state === 'present' ? '' : 'why', name, tests,
  });
  const passed = (name: string) => ({ name, state: 'passed' as const });
  const skipped = (name: string) => ({ name, state: 'skipped' as const });

  it('says nothing in a run without corpus suites', () => {
    expect(corpusVerdict([])).toEqual({ lines: [], failed: false });
  });

  it('absent: names each skipped suite and why, and passes', () => {
    expect(corpusVerdict([suite('absent', [skipped('reads'), skipped('a')]), suite('absent', [skipped('reads')], 'test/y.test.ts > y')])).toEqual({
      failed: false,
      lines: [
        'External corpora (test/corpus.ts):',
        '  skipped ../shared/wild: why. 2 suites did not run:',
        '    test/x.test.ts > x (2 tests skipped)',
        '    test/y.test.ts > y (1 test skipped)',
      ],
    });
  });

  it('present and run in full: one line, and passes', () => {
    expect(corpusVerdict([suite('present', [passed('reads'), passed('a'), { name: 'b', state: 'failed' }])])).toEqual({
      failed: false, lines: ['External corpora (test/corpus.ts):', '  ran ../shared/wild: 1 suite, 3 tests'],
    });
  });

  it('present but a test skipped, or a suite with no test of the corpus: fails, naming them', () => {
    const v = corpusVerdict([suite('present', [passed('reads'), skipped('a.yaml parses')]), suite('present', [passed('reads')], 'test/y.test.ts > y')]);
    expect(v).toEqual({
      failed: true,
      lines: [
        'External corpora (test/corpus.ts):',
        '  FAILED ../shared/wild is there, but not every test of it ran:',
        '    test/x.test.ts > x: did not run a.yaml parses',
        '    test/y.test.ts > y: has no test of the corpus',
      ],
    });
  });

  it('present in a run filtered by test name: tells, does not fail', () => {
    const v = corpusVerdict([suite('present', [passed('reads'), skipped('a')])], true);
    expect([v.failed, v.lines[1]]).toEqual([false, '  filtered ../shared/wild is there, but not every test of it ran (a test name filter is set):']);
  });

  it('broken: fails', () => {
    expect(corpusVerdict([suite('broken', [{ name: 'reads', state: 'failed' }])]).failed).toBe(true);
  });
});

/** Runs the sample corpus test (test/fixtures/corpus-check) in a Vitest of its own, with `env`. */
function sample(env: Record<string, string>): Promise<{ status: number | null; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'test/fixtures/corpus-check/vitest.config.ts'], {
      cwd: ROOT, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmp, NO_COLOR: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (b: Buffer) => (output += b.toString()));
    child.stderr.on('data', (b: Buffer) => (output += b.toString()));
    child.on('error', fail);
    child.on('close', (status) => done({ status, output }));
  });
}

describe('the check in a real run (a Vitest of its own over test/fixtures/corpus-check)', () => {
  const shared = folder('sample-run', { 'sample/a.txt': 'hello\n', 'sample/b.txt': 'hello\n' });
  const nothing = join(tmp, 'no-such-folder');
  const runs = Promise.all([
    sample({ SAMPLE_BESIDE: nothing }),
    sample({ SAMPLE_BESIDE: shared }),
    sample({ SAMPLE_BESIDE: shared, SAMPLE_SKIP: 'b.txt' }),
    sample({ SAMPLE_SHARED_DIR: nothing }),
  ]);

  it('absent: the project\'s own test passes, the corpus suite is named with the reason, and the run passes', async () => {
    const { status, output } = (await runs)[0];
    expect(output).toMatch(/Tests {2}1 passed \| 1 skipped \(2\)/);
    expect(output).toContain(`  skipped the sample corpus: no shared folder beside the repository (${nothing}), and SHARED_DIR is not set. 1 suite did not run:\n    test/fixtures/corpus-check/sample.corpus.ts > every sample file (1 test skipped)\n`);
    expect(status).toBe(0);
  });

  it('present: every test runs, and the run passes', async () => {
    const { status, output } = (await runs)[1];
    expect(output).toMatch(/Tests {2}4 passed \(4\)/);
    expect(output).toContain('  ran the sample corpus: 1 suite, 3 tests\n');
    expect(status).toBe(0);
  });

  it('present but a test of it did not run: every test that ran passed, and the run fails all the same', async () => {
    const { status, output } = (await runs)[2];
    expect(output).toMatch(/Tests {2}3 passed \| 1 skipped \(4\)/);
    expect(output).toContain('  FAILED the sample corpus is there, but not every test of it ran:\n    test/fixtures/corpus-check/sample.corpus.ts > every sample file: did not run b.txt says hello\n');
    expect(status).toBe(1);
  });

  it('asked for with SHARED_DIR but not there: the run fails, saying what is missing', async () => {
    const { status, output } = (await runs)[3];
    expect(output).toContain(`  FAILED the sample corpus: SHARED_DIR=${nothing} is set, but ${join(nothing, 'sample')} has no *.txt files. 1 suite cannot run:\n`);
    expect(status).toBe(1);
  });
});
