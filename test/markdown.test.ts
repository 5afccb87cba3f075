import { describe, expect, it } from 'vitest';
import { fencedBlock, inlineCode, proseText } from '../src/cli/commands/markdown.ts';

describe('Markdown that holds any text literally', () => {
  it.each([
    ['nodes', '`nodes`'],
    ['a`b', '``a`b``'],
    ['``x', '``` ``x ```'],
    ['x`', '`` x` ``'],
    [' padded ', '`  padded  `'],
    ['line\nbreak', '`line break`'],
    ['*not emphasis* <b>', '`*not emphasis* <b>`'],
  ])('inline code for %j is %j', (text, markdown) => {
    expect(inlineCode(text)).toBe(markdown);
  });

  it('fences a block with more backticks than any run inside, so no line of it can close the block', () => {
    expect(fencedBlock('[Unit]\nDescription=x\n', 'ini')).toBe('```ini\n[Unit]\nDescription=x\n```\n');
    expect(fencedBlock('ExecStart=/bin/echo ```\n````\n', 'ini')).toBe('`````ini\nExecStart=/bin/echo ```\n````\n`````\n');
  });

  it('keeps trailing blank lines and ends a text without a final newline before the fence', () => {
    expect(fencedBlock('a\n\n\n', 'ini')).toBe('```ini\na\n\n\n```\n');
    expect(fencedBlock('a', 'ini')).toBe('```ini\na\n```\n');
  });

  it.each([
    // The core's `code` spans become code; user names around them stay literal.
    ['Add `[Install]` with `WantedBy=multi-user.target`', 'Add `[Install]` with `WantedBy=multi-user.target`'],
    ['my_hook*.service has no [Install]', 'my\\_hook\\*.service has no \\[Install\\]'],
    ['<img src=x> & #1', '\\<img src=x\\> \\& \\#1'],
    // An unpaired backtick: no code at all, everything escaped.
    ['a`b [x]', 'a\\`b \\[x\\]'],
    ['two\nlines', 'two lines'],
  ])('prose %j is %j', (text, markdown) => {
    expect(proseText(text)).toBe(markdown);
  });
});
