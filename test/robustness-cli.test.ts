import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_INPUT_CHARS } from '../src/core/spec/limits.ts';
import { runCli } from './run-cli.ts';

// Issue 8, CLI: what cli-robustness.test.ts does not cover. A huge file, invalid UTF-8, an alias
// bomb, and garbage given to `link --decode`: one clear line on stderr (or the located diagnostic
// on stdout for `lint`), the documented exit code, never a stack trace.
const dir = mkdtempSync(join(tmpdir(), 'kops-hooks-robust-'));
// Its files go when the file's tests are done (a run left about 5 MB behind).
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const huge = join(dir, 'huge.yaml');
writeFileSync(huge, `hooks:\n- name: a\n${'#'.repeat(1023)}\n`.repeat(Math.ceil((MAX_INPUT_CHARS + 1024 * 1024) / 1041)));
const badUtf8 = join(dir, 'latin1.yaml');
writeFileSync(badUtf8, Buffer.concat([Buffer.from('hooks:\n- name: caf'), Buffer.from([0xe9]), Buffer.from('\n')]));
const bomb = join(dir, 'bomb.yaml');
const levels = ['a: &a [x,x,x,x,x,x,x,x,x]'];
for (let i = 1; i < 10; i++) levels.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9).fill(`*${String.fromCharCode(96 + i)}`).join(',')}]`);
writeFileSync(bomb, `${levels.join('\n')}\nhooks: *j\n`);

const noStack = (s: string): void => expect(s).not.toMatch(/\n\s+at |Error:|node:internal/);

describe('kops-hooks on hostile files', () => {
  it('render of a file over the input limit: the located input-too-large line, exit 1, quickly', () => {
    const t0 = Date.now();
    const run = runCli(['render', huge]);
    expect(Date.now() - t0).toBeLessThan(15_000);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(new RegExp(`^${huge.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:1:1: error input-too-large: The input is 5\\.\\d MB \\(\\d+ characters\\); the limit is ${(MAX_INPUT_CHARS / 1048576).toFixed(1)} MB\\.`));
    noStack(run.stderr);
  });

  it.each(['render', 'lint', 'link'])('%s of invalid UTF-8: one line naming the offset, exit 2', (command) => {
    expect(runCli([command, badUtf8])).toEqual({
      status: 2, stdout: '', stderr: `kops-hooks ${command}: ${badUtf8} is not a YAML text file (invalid UTF-8 at byte 18)\n`,
    });
  });

  it('lint of an alias bomb: the located alias-limit error, exit 1', () => {
    const run = runCli(['lint', bomb, '--format', 'json']);
    expect(run.status).toBe(1);
    const out = JSON.parse(run.stdout) as { diagnostics: Array<{ code: string; range: { start: { line: number; column: number } } }> };
    expect(out.diagnostics.filter((d) => d.code === 'alias-limit').map((d) => d.range.start)).toEqual([{ line: 6, column: 8 }]);
    noStack(run.stderr);
  });
});

describe('kops-hooks link --decode with garbage', () => {
  it.each([
    ['random text', 'garbage!!', 'not-a-permalink'],
    ['a cut-off link', 'https://example.org/#v1.AAAA', 'truncated'],
    ['bad base64', '#v1.@@@@', 'bad-base64'],
    ['a future version', '#v9.AAAA', 'future-version'],
    ['32 kB of junk', `#v1.${'A'.repeat(32_768)}`, null],
  ])('%s: one line on stderr, nothing on stdout, exit 1', (_what, link, code) => {
    const run = runCli(['link', '--decode', link]);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n')).toHaveLength(2);
    expect(run.stderr).toMatch(code ? new RegExp(`^kops-hooks link: cannot decode the link \\(${code}\\): .+\\n$`) : /^kops-hooks link: cannot decode the link \([a-z-]+\): .+\n$/);
    noStack(run.stderr);
  });

  it('garbage on stdin: the same single line', () => {
    const run = runCli(['link', '--decode', '-'], '\u0000\u0001\u00ff binary');
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^kops-hooks link: cannot decode the link \([a-z-]+\): [^\n]+\n$/);
  });
});
