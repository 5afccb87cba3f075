import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHARED as SHARED_FOLDER } from './corpus.ts';

/**
 * Tracked files must not say where the checkout sat on the machine that wrote them (an example
 * once cited its source as "(via <that machine's shared folder>)", and every user saw it). The
 * folder that holds the checkout is computed here, so the test means the same on any machine.
 */
const ROOT = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const PARENT = dirname(ROOT);
// A checkout directly under / or a temporary folder (a CI clone in /tmp) has no folder of its own
// around it, and "/tmp/" is in rule examples: then the root itself is the needle.
const GENERIC = new Set([sep, tmpdir() + sep, '/tmp/', '/var/tmp/']);
const NEEDLE = (GENERIC.has(PARENT.endsWith(sep) ? PARENT : PARENT + sep) ? ROOT : PARENT) + sep;
/** Where ../shared is on this machine (CI may put it elsewhere and say so in SHARED_DIR). */
const SHARED = SHARED_FOLDER.dir + sep;
/** The lock file records registry URLs and integrity hashes, never local paths, and is large. */
const SKIPPED = new Set(['package-lock.json']);

/** `file:line` of every line in `files` that contains `needle`; binary files are skipped. */
export function linesWithPath(files: ReadonlyMap<string, Buffer>, needle: string): string[] {
  const found: string[] = [];
  for (const [name, bytes] of files) {
    if (bytes.includes(0)) continue;
    bytes.toString('utf8').split('\n').forEach((line, i) => {
      if (line.includes(needle)) found.push(`${name}:${i + 1}`);
    });
  }
  return found;
}

describe('no path of this machine in tracked files', () => {
  it('finds a planted path (the check can fail)', () => {
    const files = new Map([
      ['a.yaml', Buffer.from(`# source: x (via ${NEEDLE}shared/wild/05)\n`)],
      ['b.png', Buffer.from([0x89, 0x50, 0, ...Buffer.from(NEEDLE)])],
      ['c.md', Buffer.from('../shared/wild/README.md\n')],
    ]);
    expect(linesWithPath(files, NEEDLE)).toEqual(['a.yaml:1']);
  });

  it(`no tracked file contains the folder that holds the checkout, or the shared folder's path`, () => {
    const names = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter((n) => n && !SKIPPED.has(n));
    expect(names.length).toBeGreaterThan(100);
    const files = new Map(names.map((n) => [n, readFileSync(join(ROOT, n))] as const));
    expect(linesWithPath(files, NEEDLE)).toEqual([]);
    expect(linesWithPath(files, SHARED)).toEqual([]);
  });
});
