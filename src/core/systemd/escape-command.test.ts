import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeArg, escapeCommand, unquoteCommand } from './escape-command.ts';

describe('escapeCommand (kops pkg/systemd/escaping.go)', () => {
  it.each([
    ['abcXYZ019', 'abcXYZ019'],
    ['!#$%&()*+,-./:;<>=?@[]^_`{|}~', '!#$%&()*+,-./:;<>=?@[]^_`{|}~'],
    ['a b', '"a b"'],
    ['say "hi"', '"say \\"hi\\""'],
    ["it's", "it\\'s"],
    ['C:\\dir', 'C:\\\\dir'],
    ['a\tb', 'a\\x09b'],
    ['line\nnext', 'line\\x0anext'],
    ['é', '\\xc3\\xa9'],
    ['日本', '\\xe6\\x97\\xa5\\xe6\\x9c\\xac'],
    ['😀', '\\xf0\\x9f\\x98\\x80'],
    ['\x7f', '\\x7f'],
    ['', ''],
  ])('escapes %j as %j', (arg, want) => {
    expect(escapeArg(arg)).toBe(want);
  });

  it('joins with single spaces, so an empty argument leaves a double space and vanishes', () => {
    expect(escapeCommand(['echo', '', 'x'])).toBe('echo  x');
    expect(unquoteCommand(escapeCommand(['echo', '', 'x']))).toEqual(['echo', 'x']);
  });

  it('matches the table of kops pkg/systemd/escaping_test.go', () => {
    expect(escapeCommand(['a', '(b)', '\\c', '\\\\d', '"', "\\'", ' '])).toBe(String.raw`a (b) \\c \\\\d \" \\\' " "`);
    expect(escapeCommand(['/usr/bin/docker', 'pull', 'busybox:latest'])).toBe('/usr/bin/docker pull busybox:latest');
  });

  it('unquoteCommand rejects unterminated quotes and bad escapes', () => {
    expect(unquoteCommand('"abc')).toBeNull();
    expect(unquoteCommand('a\\q')).toBeNull();
    expect(unquoteCommand('a\\x4')).toBeNull();
    expect(unquoteCommand("'a b' c")).toEqual(['a b', 'c']);
  });

  it('is reversible by a systemd-style unquote (empty arguments vanish)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary' }), { maxLength: 6 }), (argv) => {
        const wellFormed = argv.map((a) => a.replace(/[\ud800-\udfff]/g, '\ufffd'));
        expect(unquoteCommand(escapeCommand(wellFormed))).toEqual(wellFormed.filter((a) => a !== ''));
      }),
      { numRuns: 10_000 },
    );
  });
});

describe('escapeArg fast path', () => {
  // The byte-wise algorithm, as kops writes it, without the shortcut for arguments that need no escaping.
  const PASS = '!#$%&()*+,-./:;<>=?@[]^_`{|}~';
  function reference(arg: string): string {
    let out = '';
    let quote = false;
    for (const b of new TextEncoder().encode(arg)) {
      const c = String.fromCharCode(b);
      if (/[A-Za-z0-9]/.test(c) || PASS.includes(c)) out += c;
      else if (b === 32) {
        quote = true;
        out += ' ';
      } else if (b === 34) out += '\\"';
      else if (b === 39) out += "\\'";
      else if (b === 92) out += '\\\\';
      else out += '\\x' + b.toString(16).padStart(2, '0');
    }
    return quote ? `"${out}"` : out;
  }
  const ascii = Array.from({ length: 128 }, (_, i) => String.fromCharCode(i));

  it('gives the byte-wise result for every ASCII character', () => {
    for (const c of ascii) expect(escapeArg(`a${c}b`)).toBe(reference(`a${c}b`));
  });

  it('gives the byte-wise result for any mix of passing and escaped characters', () => {
    const char = fc.constantFrom(...ascii, 'é', '日', '\u2028');
    fc.assert(fc.property(fc.array(char, { maxLength: 12 }).map((cs) => cs.join('')), (s) => escapeArg(s) === reference(s)), { numRuns: 2000 });
  });
});
