import { describe, expect, it } from 'vitest';
import { commandLine } from './command-line.ts';

describe('commandLine (systemd 252 exec splitting)', () => {
  it.each([
    ['/bin/sh -c "echo a && b" x', ['/bin/sh', '-c', 'echo a && b', 'x'], false, []],
    ["/bin/echo 'a b'c", ['/bin/echo', 'a bc'], false, []],
    // systemd 252 logs "Ignoring unknown escape sequences" for `\ ` and keeps it (probed).
    ['/bin/echo a\\ b', ['/bin/echo', 'a\\ b'], false, ['\\ ']],
    ['/bin/sed "s/a\\/b/c/"', ['/bin/sed', 's/a\\/b/c/'], false, ['\\/']],
    ['/bin/echo "open', ['/bin/echo'], true, []],
    ['/bin/echo \\x41\\t', ['/bin/echo', '??'], false, []],
    ['', [], false, []],
  ])('%s', (line, words, unbalanced, unknownEscapes) => {
    expect(commandLine(line)).toEqual({ words, unbalanced, unknownEscapes });
  });
});
