import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HELP } from '../src/cli/help.ts';
import { runCli } from './run-cli.ts';

describe('kops-hooks entry point', () => {
  it('prints the help with --help and exits 0', () => {
    const run = runCli(['--help']);
    expect(run).toEqual({ status: 0, stdout: HELP, stderr: '' });
    for (const command of ['render', 'lint', 'link', 'link --decode', 'diff', 'graph', 'docs']) expect(HELP).toContain(`kops-hooks ${command}`);
  });

  it('prints its version with --version and -V, from package.json', () => {
    const { version } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../package.json'), 'utf8')) as { version: string };
    for (const flag of ['--version', '-V']) expect(runCli([flag])).toEqual({ status: 0, stdout: `kops-hooks ${version}\n`, stderr: '' });
  });

  it('prints the help on stdout and exits 2 without a command', () => {
    expect(runCli([])).toEqual({ status: 2, stdout: HELP, stderr: '' });
  });

  it('rejects an unknown command with one line and exit 2', () => {
    expect(runCli(['rendr', 'x.yaml'])).toEqual({
      status: 2,
      stdout: '',
      stderr: 'kops-hooks: unknown command "rendr" (expected render, lint, link, diff, graph or docs; see --help)\n',
    });
  });
});
