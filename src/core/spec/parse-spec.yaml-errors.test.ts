import { describe, expect, it } from 'vitest';
import { TextIndex } from '../text-index.ts';
import { parseSpec } from './parse-spec.ts';

/** Diagnostics as `CODE@line:col severity`. */
function found(text: string): string[] {
  const ix = new TextIndex(text);
  return parseSpec(text).diagnostics.map((d) => {
    const at = ix.lineCol(d.range.start);
    return `${d.code}@${at.line}:${at.column} ${d.severity}`;
  });
}

describe('YAML problems keep yaml\'s code and land on the exact line and column', () => {
  it.each([
    ['tab indentation', 'hooks:\n- name: a\n\tmanifest: x\n', ['TAB_AS_INDENT@3:1 error']],
    ['duplicate key', 'hooks:\n- name: a\n  name: b\n', ['DUPLICATE_KEY@3:3 error']],
    ['mis-indented mapping', 'a:\n    b: 1\n  c: 2\n', ['BAD_INDENT@3:1 error']],
    ['unclosed flow sequence', 'hooks: [{name: a}\n', ['BAD_INDENT@2:1 error']],
    ['sequence item without -', 'hooks:\n  - name: a\n   manifest: x\n', ['MISSING_CHAR@3:1 error']],
    ['unclosed double quote', 'hooks:\n- name: "abc\n', ['MISSING_CHAR@3:1 error']],
    ['bad escape in double quotes', 'hooks:\n- name: "a\\qb"\n', ['BAD_DQ_ESCAPE@2:11 error']],
    ['key missing its colon', 'hooks:\n- name: a\n  manifest x\n  y: 1\n', ['MULTILINE_IMPLICIT_KEY@3:3 error']],
    ['reserved first character', 'hooks:\n- name: @foo\n', ['BAD_SCALAR_START@2:9 error']],
    ['mapping in a compact mapping', 'hooks:\n- name: a: b\n', ['BLOCK_AS_IMPLICIT_KEY@2:9 error']],
    ['alias to an undefined anchor', 'hooks: *nope\n', ['BAD_ALIAS@1:8 error']],
    ['alias with an anchor', 'a: &x {name: a}\nhooks:\n- &y *x\n', ['ALIAS_PROPS@3:6 error', 'yaml-alias@3:6 info']],
    ['two anchors', 'hooks:\n- &x &y {name: a}\n', ['MULTIPLE_ANCHORS@2:6 error']],
    ['two tags', 'hooks:\n- !a !b {name: a}\n', ['MULTIPLE_TAGS@2:6 error', 'TAG_RESOLVE_FAILED@2:6 warning']],
    ['custom tag', 'hooks:\n- name: !foo a\n', ['TAG_RESOLVE_FAILED@2:9 warning']],
    ['unknown directive', '%FOO bar\n---\nhooks: []\n', ['BAD_DIRECTIVE@1:1 warning']],
    ['block collection inside flow', 'hooks: [name:\n  - d]\n', ['BLOCK_IN_FLOW@2:3 error']],
    ['key over 1024 characters', `${'x'.repeat(1100)}: 1\n`, ['KEY_OVER_1024_CHARS@1:1 error']],
    ['stray closing bracket', 'hooks:\n- name: a\n]\n', ['UNEXPECTED_TOKEN@3:1 error']],
    ['alias cycle', 'hooks: &a [*a]\n', ['BAD_ALIAS@1:12 error']],
  ])('%s', (_label, text, expected) => {
    expect(found(text)).toEqual(expected);
  });

  it('rewrites the tab message to say where and how to fix it', () => {
    const [d] = parseSpec('hooks:\n- name: a\n\tmanifest: x\n').diagnostics;
    expect(d?.message).toBe('YAML does not allow tabs for indentation; replace the tab at line 3, column 1 with spaces.');
    expect(d?.range).toEqual({ start: 17, end: 18 });
  });

  it('adds advice to yaml\'s own description', () => {
    const [d] = parseSpec('hooks:\n- name: "a\\qb"\n').diagnostics;
    expect(d?.message).toBe('Invalid escape sequence \\q. Inside double quotes a backslash starts an escape: write \\\\ for a backslash, or use single quotes.');
  });

  it('says what kops does with a custom tag', () => {
    const text = 'hooks:\n- name: !foo a\n';
    const spec = parseSpec(text);
    expect(spec.diagnostics[0]?.message).toBe("Unresolved tag: !foo. kops's YAML parser ignores unknown tags and reads the value as a string; remove the tag.");
    expect(spec.documents[0]?.hooks[0]?.name?.value).toBe('a');
  });

  it('reports shape errors only when YAML itself parsed the document', () => {
    // `name: a: b` is a syntax error; the mapping it leaves behind is not reported again as wrong-type.
    expect(found('hooks:\n- name: a: b\n')).toEqual(['BLOCK_AS_IMPLICIT_KEY@2:9 error']);
  });

  it('keeps one document\'s YAML error from hiding the hooks of the next', () => {
    const spec = parseSpec('hooks:\n- name: "a\\qb"\n---\nhooks:\n- name: fine\n');
    expect(spec.documents.map((d) => d.hooks.map((h) => h.name?.value))).toEqual([['a\\qb'], ['fine']]);
  });

  it('sorts diagnostics by position', () => {
    const spec = parseSpec('hooks:\n- disabled: "x"\n- name: a\n  name: b\n- roles: Node\n');
    const starts = spec.diagnostics.map((d) => d.range.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(spec.diagnostics.map((d) => d.code)).toEqual(['wrong-type', 'DUPLICATE_KEY', 'wrong-type']);
  });
});
