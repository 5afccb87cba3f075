import { execFileSync, spawn } from 'node:child_process';
import { copyWorkingTree } from '../scripts/copy-tree.ts';
import { NPM } from '../scripts/pack-and-install.ts';

/**
 * Commits the checkout as it is now (tracked files and new ones, not ignored ones) into a fresh
 * repository at `dir`, and returns its `git+file://` address: what a git URL of this project
 * would serve, uncommitted edits included, so that a test installs the code under test.
 */
export function snapshotRepository(dir: string): string {
  copyWorkingTree(dir);
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.invalid', ...args], { cwd: dir, stdio: 'pipe' });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '--no-verify', '-m', 'snapshot');
  return `git+file://${dir}`;
}

/** The result of one `npm install`, with everything it printed. */
export interface NpmRun {
  status: number | null;
  output: string;
}

/**
 * Runs npm with `args` in `cwd`, its global prefix set to `prefix` through the environment, as
 * pre-commit sets it for its node environments. Asynchronous, so that two installs can overlap.
 */
export function npmWithPrefix(args: string[], cwd: string, prefix: string): Promise<NpmRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, NPM_CONFIG_PREFIX: prefix, npm_config_prefix: prefix };
  // Settings of an outer `npm test` would reach the inner npm and its scripts.
  delete env.npm_config_global;
  delete env.npm_config_local_prefix;
  return new Promise((done, fail) => {
    const child = spawn(NPM, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('close', (status) => done({ status, output }));
  });
}
