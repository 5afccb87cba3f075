import { describe, expect, it } from 'vitest';
import { yamlTokens } from './yaml-tokens.ts';

/** Each line as `kind:text` pieces (text pieces as they are). */
const shown = (text: string): string[][] => yamlTokens(text).map((line) => line.map((t) => (t.kind === 'text' ? t.text : `${t.kind}:${t.text}`)));

describe('yamlTokens', () => {
  it('colours keys, values and comments, and a manifest block as a unit file', () => {
    const text = [
      '# the swap request',
      'spec:',
      '  hooks:',
      '  - name: swap1.swap   # a .swap unit',
      '    manifest: |',
      '      [Swap]',
      '      What=/swapfile',
      '',
      '      # keep it',
      '    roles: [Node]',
      '  - manifest: |-',
      '      ExecStart=/bin/echo a \\',
      '        b',
      '    useRawManifest: true',
      '',
    ].join('\n');
    expect(shown(text)).toEqual([
      ['comment:# the swap request'],
      ['', 'key:spec', ':'],
      ['  ', 'key:hooks', ':'],
      ['  - ', 'key:name', ':', 'value: swap1.swap   ', 'comment:# a .swap unit'],
      ['    ', 'key:manifest', ':', 'value: |'],
      ['      ', 'section:[Swap]'],
      ['      ', 'key:What', 'equals:=', 'value:/swapfile'],
      [],
      ['      ', 'comment:# keep it'],
      ['    ', 'key:roles', ':', 'value: [Node]'],
      ['  - ', 'key:manifest', ':', 'value: |-'],
      ['      ', 'key:ExecStart', 'equals:=', 'value:/bin/echo a ', 'continuation:\\'],
      ['        ', 'value:b'],
      ['    ', 'key:useRawManifest', ':', 'value: true'],
    ]);
  });

  it('gives every line back exactly, quoted values and odd lines included', () => {
    const text = 'a: "x # not a comment"\n- plain item\n  - nested: {k: v}\n"quoted key": 1\n? complex\nnot: a |block\n  b\n';
    const lines = yamlTokens(text);
    expect(lines.map((l) => l.map((t) => t.text).join('')).join('\n') + '\n').toBe(text);
    expect(shown(text)[0]).toEqual(['', 'key:a', ':', 'value: "x # not a comment"']);
    expect(shown(text)[1]).toEqual(['- ', 'value:plain item']);
    expect(shown(text)[6]).toEqual(['value:  b']);
  });
});
