import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { escapePath } from './escape-path.ts';

const TABLE: Array<[string, string | null]> = [
  ['/', '-'],
  ['/swap1', 'swap1'],
  ['//swap1//', 'swap1'],
  ['/var/lib/swap.img', 'var-lib-swap.img'],
  ['/a/./b', 'a-b'],
  ['/a/../b', null],
  ['/x/..', null],
  ['foo/bar', 'foo-bar'],
  ['./x', 'x'],
  ['/with space', 'with\\x20space'],
  ['/ünï', '\\xc3\\xbcn\\xc3\\xaf'],
  ['/-dash', '\\x2ddash'],
  ['/.hidden', '\\x2ehidden'],
  ['/a/.b', 'a-.b'],
  ['/a.b/c_d:e', 'a.b-c_d:e'],
  ['/tab\tx', 'tab\\x09x'],
  ['/a\\b', 'a\\x5cb'],
  ['/a/b/', 'a-b'],
  ['/mnt/data-disk', 'mnt-data\\x2ddisk'],
  ['/@x+y%', '\\x40x\\x2by\\x25'],
  ['/swapfile', 'swapfile'],
  ['', '-'],
];

function systemdEscape(path: string): string | null {
  try {
    return execFileSync('systemd-escape', ['--path', '--', path], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trimEnd();
  } catch {
    return null;
  }
}

describe('escapePath (systemd-escape --path)', () => {
  it.each(TABLE)('escapes %j as %j', (path, want) => {
    expect(escapePath(path)).toBe(want);
  });

  it('agrees with the real systemd-escape binary on the whole table', () => {
    for (const [path] of TABLE) expect([path, escapePath(path)]).toEqual([path, systemdEscape(path)]);
  });
});
