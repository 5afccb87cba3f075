import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

/** Result of one run of the real `kops-hooks` binary. */
export interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

const BIN = resolve(import.meta.dirname, '../bin/kops-hooks.mjs');

/** Runs `bin/kops-hooks.mjs` as a user would, with optional stdin, from the repository root. */
export function runCli(args: string[], input?: string | Buffer): CliRun {
  const run = spawnSync(process.execPath, [BIN, ...args], {
    cwd: resolve(import.meta.dirname, '..'),
    input,
    encoding: 'utf8',
    timeout: 30_000,
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}
