import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/**
 * Copies the checkout as it is now into `dir`: tracked files and new ones, not ignored ones
 * (no node_modules/, dist/, dist-cli/), uncommitted edits included. What a clone of this
 * working tree would hold, for a test that must not touch the checkout itself.
 */
export function copyWorkingTree(dir: string): void {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  for (const file of new Set(listed.split('\0'))) {
    const from = join(ROOT, file);
    // A tracked file deleted in the working tree is listed all the same.
    if (file === '' || !existsSync(from) || !lstatSync(from).isFile()) continue;
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(from, join(dir, file));
  }
}

/**
 * Gives the copy in `dir` the checkout's installed packages: a node_modules/ of its own whose
 * entries link to the checkout's (`.bin` included), so that tools run as after `npm ci`, while
 * what they write there (`.cache`, `.vite-temp`) stays in the copy.
 */
export function linkNodeModules(dir: string): void {
  const own = join(dir, 'node_modules');
  mkdirSync(own, { recursive: true });
  for (const entry of readdirSync(join(ROOT, 'node_modules'))) {
    if (entry.startsWith('.') && entry !== '.bin') continue;
    symlinkSync(join(ROOT, 'node_modules', entry), join(own, entry));
  }
}
