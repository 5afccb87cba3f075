import { describe, expect, it } from 'vitest';
import { continues, systemdTokens } from './systemd-tokens.ts';

const join = (line: string, cont = false): string => systemdTokens(line, cont).map((t) => t.text).join('');

describe('systemdTokens', () => {
  it.each([
    ['[Unit]', ['section']],
    ['# note', ['comment']],
    ['; note', ['comment']],
    ['Description=Kops Hook swap1', ['key', 'equals', 'value']],
    ['ExecStart=/bin/echo $$ak ${HOME} %n', ['key', 'equals', 'value', 'variable', 'value', 'variable', 'value', 'specifier']],
    ['ExecStart=/bin/sh -c \\', ['key', 'equals', 'value', 'continuation']],
    ['just text', ['text']],
  ])('%s', (line, kinds) => {
    expect(systemdTokens(line).map((t) => t.kind)).toEqual(kinds);
    expect(join(line)).toBe(line);
  });

  it('reads a continued line as value, even when it starts with #', () => {
    expect(systemdTokens('  # not a comment', true).map((t) => t.kind)).toEqual(['value']);
  });

  it('knows when a value continues', () => {
    expect(continues('ExecStart=a \\', false)).toBe(true);
    expect(continues('# comment \\', false)).toBe(false);
    expect(continues('  done', true)).toBe(false);
  });

  it('gives nothing for an empty line', () => {
    expect(systemdTokens('')).toEqual([]);
  });
});
