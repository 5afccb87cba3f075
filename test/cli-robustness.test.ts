import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.ts';

// Hostile or mistaken invocations: each gives exactly one clear line on stderr, nothing on
// stdout, exit code 2, and never a stack trace.
const dir = mkdtempSync(join(tmpdir(), 'kops-hooks-cli-'));
// Its files go when the file's tests are done (a run left about 5 MB behind).
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const binary = join(dir, 'image.bin');
writeFileSync(binary, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0xff, 0xfe]));
const nul = join(dir, 'nul.yaml');
writeFileSync(nul, 'hooks:\0\n');
const empty = join(dir, 'empty.yaml');
writeFileSync(empty, '');
const blank = join(dir, 'blank.yaml');
writeFileSync(blank, '\n   \n');

describe.each(['render', 'lint', 'link'])('kops-hooks %s with bad input', (command) => {
  it.each([
    ['an unknown flag', [command, empty, '--colour'], `kops-hooks ${command}: unknown option "--colour" (see kops-hooks --help)\n`],
    ['a flag without its value', [command, empty, '--kops-version'], `kops-hooks ${command}: option --kops-version needs a value (see kops-hooks --help)\n`],
    ['a missing file', [command, join(dir, 'nope.yaml')], `kops-hooks ${command}: cannot read ${join(dir, 'nope.yaml')}: no such file\n`],
    ['a directory', [command, dir], `kops-hooks ${command}: cannot read ${dir}: is a directory, not a YAML file\n`],
    ['binary input', [command, binary], `kops-hooks ${command}: ${binary} is not a YAML text file (invalid UTF-8 at byte 0)\n`],
    ['a NUL byte in UTF-8 text', [command, nul], `kops-hooks ${command}: ${nul} is not a YAML text file (a NUL byte at offset 6)\n`],
    ['an empty file', [command, empty], `kops-hooks ${command}: ${empty} is empty: nothing to ${command}\n`],
    ['a blank file', [command, blank], `kops-hooks ${command}: ${blank} is empty: nothing to ${command}\n`],
  ])('%s', (_what, args, stderr) => {
    expect(runCli(args)).toEqual({ status: 2, stdout: '', stderr });
  });

  it('stdin closed before any data', () => {
    expect(runCli([command, '-'], '')).toEqual({ status: 2, stdout: '', stderr: `kops-hooks ${command}: <stdin> is empty: nothing to ${command}\n` });
  });
});
