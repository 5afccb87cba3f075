import { describe, expect, it } from 'vitest';
import type { Spec } from '../types.ts';
import { TextIndex } from '../text-index.ts';
import { MAX_ALIAS_EXPANSION, MAX_DEPTH, MAX_INPUT_CHARS, MAX_LINE_CHARS } from './limits.ts';
import { MAX_SCAN_DEPTH } from './nesting-scan.ts';
import { parseSpec } from './parse-spec.ts';

/** Parses and fails when a hostile input takes unreasonably long (a loose bound: CI machines vary). */
function timed(text: string, budgetMs = 5_000): Spec {
  const t0 = performance.now();
  const spec = parseSpec(text);
  expect(performance.now() - t0).toBeLessThan(budgetMs);
  return spec;
}
const codes = (spec: Spec): string[] => spec.diagnostics.map((d) => d.code);
const at = (text: string, offset: number | undefined): string => {
  const lc = new TextIndex(text).lineCol(offset ?? -1);
  return `${lc.line}:${lc.column}`;
};

function billionLaughs(): string {
  const lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
  for (let i = 1; i < 10; i++) {
    const name = String.fromCharCode(97 + i);
    const prev = `*${String.fromCharCode(96 + i)}`;
    lines.push(`${name}: &${name} [${Array(9).fill(prev).join(',')}]`);
  }
  return `${lines.join('\n')}\nhooks: *j\n`;
}

describe('hostile input: each gives a located diagnostic, quickly, without throwing', () => {
  it('stops an alias bomb at the alias that passes the expansion limit', () => {
    const text = billionLaughs();
    const spec = timed(text, 1_000);
    const bomb = spec.diagnostics.find((d) => d.code === 'alias-limit');
    expect(bomb?.severity).toBe('error');
    // *e: the fifth level is where the running total first passes 100,000 nodes.
    expect(text.slice(bomb?.range.start, bomb?.range.end)).toBe('*e');
    expect(at(text, bomb?.range.start)).toBe('6:8');
    expect(bomb?.message).toContain(String(MAX_ALIAS_EXPANSION));
    expect(spec.documents[0]?.hooks).toEqual([]);
  });

  it('refuses 5 MB of text without parsing it', () => {
    const text = `hooks:\n${'- name: a\n  manifest: |\n    Type=oneshot\n'.repeat(130_000)}`;
    expect(text.length).toBeGreaterThan(5_000_000);
    const spec = timed(text, 1_000);
    expect(spec.documents).toEqual([]);
    expect(spec.diagnostics).toEqual([{
      code: 'input-too-large',
      severity: 'error',
      message: `The input is ${(text.length / 1048576).toFixed(1)} MB (${text.length} characters); the limit is 4.0 MB. Paste only the Cluster, InstanceGroups or hooks you want to preview.`,
      range: { start: 0, end: 0 },
    }]);
  });

  it('parses an input just under the size limit', () => {
    // Comment lines keep the parse cheap; the point is the boundary, not yaml's speed.
    const filler = `#${'x'.repeat(1023)}\n`;
    const head = 'hooks:\n- name: a\n';
    const text = head + filler.repeat(Math.floor((MAX_INPUT_CHARS - head.length) / filler.length));
    expect(text.length).toBeLessThanOrEqual(MAX_INPUT_CHARS);
    const spec = timed(text);
    expect(codes(spec)).toEqual([]);
    expect(spec.documents[0]?.hooks).toHaveLength(1);
    expect(codes(timed(`${text}${'#'.repeat(MAX_INPUT_CHARS)}`))).toEqual(['input-too-large']);
  });

  it.each([
    ['flow sequences', `hooks: ${'['.repeat(10_000)}${']'.repeat(10_000)}`, 1, 1_007],
    ['flow mappings', `${'{a: '.repeat(10_000)}1${'}'.repeat(10_000)}`, 1, 3_997],
    ['block sequences', `hooks:\n${'- '.repeat(10_000)}x\n`, 2, 1_999],
  ])('refuses 10,000-level nesting of %s before parsing', (_label, text, line, column) => {
    const spec = timed(text, 1_000);
    expect(codes(spec)).toEqual(['nesting-too-deep']);
    expect(at(text, spec.diagnostics[0]?.range.start)).toBe(`${line}:${column}`);
    expect(spec.diagnostics[0]?.message).toContain(String(MAX_SCAN_DEPTH));
    expect(spec.documents).toEqual([]);
  });

  it('refuses block mappings nested deeper than the parser can close (1,200 levels, indented one space each)', () => {
    const text = Array.from({ length: 1_200 }, (_, i) => `${' '.repeat(i)}a:`).join('\n');
    const spec = timed(text);
    expect(codes(spec)).toEqual(['nesting-too-deep']);
    expect(at(text, spec.diagnostics[0]?.range.start)).toBe('1001:1001');
  });

  it('checks the exact depth on the parsed structure: 300 levels is refused, 150 is read', () => {
    const deep = `hooks:\n${Array.from({ length: 300 }, (_, i) => `${' '.repeat(i)}a${i}:`).join('\n')}`;
    const spec = timed(deep);
    expect(codes(spec)).toEqual(['nesting-too-deep']);
    expect(spec.diagnostics[0]?.message).toContain(String(MAX_DEPTH));
    expect(spec.documents.map((d) => d.kind)).toEqual(['Other']);
    const ok = `x: ${'['.repeat(150)}${']'.repeat(150)}\nhooks:\n- name: a\n`;
    expect(codes(timed(ok))).toEqual([]);
  });

  it('still reads documents after a too-deep one', () => {
    const spec = timed(`a: ${'['.repeat(500)}${']'.repeat(500)}\n---\nhooks:\n- name: ok\n`);
    expect(codes(spec)).toEqual(['nesting-too-deep']);
    expect(spec.documents[1]?.hooks[0]?.name?.value).toBe('ok');
  });

  it('refuses a 1 MB single line and points at its start', () => {
    const text = `hooks:\n- name: a\n- manifest: ${'x'.repeat(1_000_000)}\n`;
    const spec = timed(text, 1_000);
    expect(codes(spec)).toEqual(['line-too-long']);
    expect(at(text, spec.diagnostics[0]?.range.start)).toBe('3:1');
    expect(spec.diagnostics[0]?.message).toContain(String(MAX_LINE_CHARS));
  });

  it('reports a NUL byte where it is and still reads the rest', () => {
    const text = 'hooks:\n- name: a\u0000b\n';
    const spec = timed(text);
    expect(spec.diagnostics.map((d) => [d.code, d.severity, at(text, d.range.start)])).toEqual([['invalid-character', 'error', '2:10']]);
    expect(spec.diagnostics[0]?.message).toBe("The input contains a NUL byte (U+0000): kops's YAML parser rejects control characters. Remove it.");
    expect(spec.documents[0]?.hooks).toHaveLength(1);
  });

  it('says that binary junk looks like a binary file', () => {
    let seed = 7;
    const junk = Array.from({ length: 20_000 }, () => String.fromCharCode((seed = (seed * 1103515245 + 12345) % 2147483648) % 256)).join('');
    const spec = timed(junk);
    const d = spec.diagnostics.find((x) => x.code === 'invalid-character');
    expect(d?.message).toContain('This looks like a binary file');
    const isControl = (c: number): boolean => (c < 32 && c !== 9 && c !== 10 && c !== 13) || (c >= 0x7f && c <= 0x9f && c !== 0x85);
    expect(d?.range.start).toBe([...junk].findIndex((ch) => isControl(ch.charCodeAt(0))));
  });

  it.each([
    ['a bare carriage return', 'hooks:\r- name: a\n'],
    ['NEL', 'hooks:\u0085- name: a\n'],
    ['a line separator', 'hooks:\u2028- name: a\n'],
  ])('warns about %s (Go YAML 1.1 breaks the line there, yaml does not)', (_label, text) => {
    const spec = timed(text);
    expect(spec.diagnostics.map((d) => [d.code, d.severity, d.range])).toContainEqual(['unusual-line-break', 'warning', { start: 6, end: 7 }]);
  });

  it('strips a BOM but keeps every range indexing the original text', () => {
    const text = '\uFEFFhooks:\n- name: a\n';
    const spec = timed(text);
    expect(spec.diagnostics).toEqual([]);
    const name = spec.documents[0]?.hooks[0]?.name;
    expect(text.slice(name?.range.start, name?.range.end)).toBe('a');
  });

  it('flags a BOM in the middle of the text', () => {
    const text = 'hooks:\n- name: a\uFEFF\n';
    expect(codes(timed(text))).toEqual(['invalid-character']);
  });

  it('caps the number of YAML diagnostics', () => {
    const text = Array.from({ length: 300 }, (_, i) => `k${i}: "a\\q"`).join('\n');
    const spec = timed(text);
    expect(spec.diagnostics.filter((d) => d.code === 'BAD_DQ_ESCAPE')).toHaveLength(100);
    expect(codes(spec)).toContain('too-many-errors');
  });

  it('handles tabs, duplicate keys, merge keys and custom tags together', () => {
    const text = 'base: &b {manifest: x}\nhooks:\n- <<: *b\n  name: !custom a\n  name: b\n-\tname: c\n';
    const spec = timed(text);
    expect(new Set(codes(spec))).toEqual(new Set(['yaml-merge-key', 'yaml-alias', 'TAG_RESOLVE_FAILED', 'DUPLICATE_KEY', 'TAB_AS_INDENT']));
  });

  it('survives many aliases of one anchor without quadratic work', () => {
    const text = `t: &t {name: a, manifest: x}\nhooks:\n${'- *t\n'.repeat(20_000)}`;
    const spec = timed(text);
    expect(spec.documents[0]?.hooks).toHaveLength(20_000);
    expect(codes(spec)).toEqual(['yaml-alias']);
  });
});
