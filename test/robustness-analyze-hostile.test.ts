import { describe, expect, it } from 'vitest';
import { analyze } from '../src/core/index.ts';
import { encodeShareLink, MAX_PAYLOAD_BYTES } from '../src/core/share/index.ts';
import { MAX_ALIAS_EXPANSION, MAX_INPUT_CHARS, MAX_LINE_CHARS } from '../src/core/spec/limits.ts';
import { TextIndex } from '../src/core/text-index.ts';
import type { Analysis } from '../src/core/types.ts';

// Issue 8, "hostile YAML", through `analyze` as a whole (parse + plan + lint), for every kops era:
// each input gives its diagnostic, located, within a time budget, and never an internal error.
// parse-spec.hostile.test.ts covers the parser alone in more detail.

const VERSIONS = ['1.10.1', '1.21.0', '1.36.0'];
/** Loose bound: CI has 2 slow cores; the real figures are far lower (see bench/). */
const BUDGET_MS = 3_000;

function timed(text: string, kopsVersion: string): Analysis {
  const t0 = performance.now();
  const a = analyze(text, { kopsVersion });
  expect(performance.now() - t0, `analyze took too long for kops ${kopsVersion}`).toBeLessThan(BUDGET_MS);
  expect(a.diagnostics.filter((d) => d.code === 'internal-error')).toEqual([]);
  for (const d of a.diagnostics) expect(d.range.end).toBeLessThanOrEqual(text.length);
  return a;
}

/** `code line:column "the text the range covers"` for each diagnostic with one of `codes`. */
function located(text: string, a: Analysis, codes: string[]): string[] {
  const index = new TextIndex(text);
  return a.diagnostics.filter((d) => codes.includes(d.code)).map((d) => {
    const { line, column } = index.lineCol(d.range.start);
    return `${d.code} ${d.severity} ${line}:${column} ${JSON.stringify(text.slice(d.range.start, Math.min(d.range.end, d.range.start + 20)))}`;
  });
}

function billionLaughs(): string {
  const lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
  for (let i = 1; i < 10; i++) {
    const prev = `*${String.fromCharCode(96 + i)}`;
    lines.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9).fill(prev).join(',')}]`);
  }
  return `${lines.join('\n')}\nhooks: *j\n`;
}

const HOOK = 'hooks:\n- name: a.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/bin/true\n';
const UNIT = '[Unit]\nDescription=Kops Hook a.service\n\n[Service]\nType=oneshot\nExecStart=/bin/true\n';
const units = (a: Analysis): Array<Array<[string, string | null]>> => a.groups.map((g) => g.tasks.map((t) => [t.unit, t.definition]));

describe.each(VERSIONS)('analyze with kops %s on hostile YAML', (v) => {
  it('an alias bomb is stopped at the alias that passes the expansion limit', () => {
    const text = billionLaughs();
    const a = timed(text, v);
    expect(located(text, a, ['alias-limit'])).toEqual(['alias-limit error 6:8 "*e"']);
    expect(a.diagnostics.find((d) => d.code === 'alias-limit')?.message).toContain(String(MAX_ALIAS_EXPANSION));
    expect(a.groups.flatMap((g) => g.tasks)).toEqual([]);
  });

  it('text 1 MB above the input limit is refused at once, at 1:1, naming the limit', () => {
    const text = HOOK + '#'.repeat(MAX_INPUT_CHARS + 1024 * 1024);
    const a = timed(text, v);
    expect(located(text, a, ['input-too-large'])).toEqual(['input-too-large error 1:1 ""']);
    expect(a.diagnostics).toHaveLength(1);
    expect(a.diagnostics[0]?.message).toContain(`the limit is ${(MAX_INPUT_CHARS / 1048576).toFixed(1)} MB`);
  });

  it.each([
    ['flow sequences', `hooks: ${'['.repeat(10_000)}${']'.repeat(10_000)}`],
    ['block sequences', `hooks:\n${'- '.repeat(10_000)}x\n`],
    ['flow mappings', `hooks:\n- name: a\n  x: ${'{a: '.repeat(10_000)}1${'}'.repeat(10_000)}\n`],
  ])('10,000-level nesting of %s is refused with a located message', (_label, text) => {
    const a = timed(text, v);
    expect(a.diagnostics.map((d) => d.code)).toEqual(['nesting-too-deep']);
    expect(a.diagnostics[0]?.range.start).toBeGreaterThan(0);
  });

  it('a 1 MB single line is refused and its start is pointed at', () => {
    const text = `${HOOK}- name: b\n  manifest: ${'x'.repeat(1024 * 1024)}\n`;
    const a = timed(text, v);
    expect(located(text, a, ['line-too-long'])).toEqual(['line-too-long error 7:1 ""']);
    expect(a.diagnostics[0]?.message).toContain(String(MAX_LINE_CHARS));
  });

  it('binary junk with NUL bytes is called binary and located at the first control character', () => {
    let seed = 11;
    const junk = Array.from({ length: 50_000 }, () => String.fromCharCode((seed = (seed * 1103515245 + 12345) % 2147483648) % 256)).join('');
    const a = timed(junk, v);
    const d = a.diagnostics.find((x) => x.code === 'invalid-character');
    expect(d?.message).toContain('This looks like a binary file');
    const isControl = (c: number): boolean => (c < 32 && c !== 9 && c !== 10 && c !== 13) || (c >= 0x7f && c <= 0x9f && c !== 0x85);
    expect(d?.range.start).toBe([...junk].findIndex((ch) => isControl(ch.charCodeAt(0))));
  });

  it('a NUL byte inside a hook name is located and the rest still renders', () => {
    const text = 'hooks:\n- name: a\u0000b\n  manifest: x\n';
    const a = timed(text, v);
    expect(located(text, a, ['invalid-character'])).toEqual(['invalid-character error 2:10 "\\u0000"']);
  });

  it('tab indentation is an error at the tab', () => {
    const text = 'hooks:\n-\tname: a\n\tmanifest: x\n';
    expect(located(text, timed(text, v), ['TAB_AS_INDENT'])).toEqual(['TAB_AS_INDENT error 2:2 "\\t"', 'TAB_AS_INDENT error 3:1 "\\t"']);
  });

  it('a BOM is stripped: same units, ranges still index the original text', () => {
    const a = timed(`\uFEFF${HOOK}`, v);
    const plain = analyze(HOOK, { kopsVersion: v });
    expect(units(a)).toEqual(units(plain));
    expect(a.diagnostics.map((d) => [d.code, d.range.start - 1, d.range.end - 1])).toEqual(plain.diagnostics.map((d) => [d.code, d.range.start, d.range.end]));
  });

  it('CRLF line endings render the same unit text (LF, as nodeup writes) as LF input', () => {
    const crlf = HOOK.replace(/\n/g, '\r\n');
    const a = timed(crlf, v);
    expect(units(a).flat().map(([, def]) => def)).toEqual(units(analyze(HOOK, { kopsVersion: v })).flat().map(([, def]) => def));
    expect(units(a).flat()[0]?.[1]).toBe(UNIT);
    expect(a.diagnostics.map((d) => d.code)).not.toContain('unusual-line-break');
  });

  it('mixed endings: a bare CR is a located warning (Go YAML 1.1 breaks the line there)', () => {
    const text = 'hooks:\r\n- name: a.service\r  manifest: |\n    Type=oneshot\r\n';
    expect(located(text, timed(text, v), ['unusual-line-break'])).toEqual(['unusual-line-break warning 2:18 "\\r"']);
  });

  it('a duplicate key is an error at the second key', () => {
    const text = 'hooks:\n- name: a\n  name: b\n  manifest: Type=oneshot\n';
    expect(located(text, timed(text, v), ['DUPLICATE_KEY'])).toEqual(['DUPLICATE_KEY error 3:3 "name"']);
  });

  it('a merge key is located and its merged manifest is used', () => {
    const text = 'base: &b {manifest: "ExecStart=/bin/true"}\nhooks:\n- <<: *b\n  name: m\n';
    const a = timed(text, v);
    expect(located(text, a, ['yaml-merge-key'])).toEqual(['yaml-merge-key info 3:3 "<<"']);
    expect(units(a).flat()[0]?.[1]).toContain('ExecStart=/bin/true');
  });

  it('a custom tag is a located warning', () => {
    const text = 'hooks:\n- name: !custom a\n  manifest: ExecStart=/bin/true\n';
    expect(located(text, timed(text, v), ['TAG_RESOLVE_FAILED'])).toEqual(['TAG_RESOLVE_FAILED warning 2:9 "!custom"']);
  });
});

describe('the permalink encoder on a 5 MB text', () => {
  it('refuses it as too-large without encoding it (the page encodes the view on every change)', () => {
    const text = 'x'.repeat(5 * 1024 * 1024);
    encodeShareLink({ text: 'warm-up', kopsVersion: '1.36.0' });
    const t0 = performance.now();
    const result = encodeShareLink({ text, kopsVersion: '1.36.0' });
    expect(performance.now() - t0).toBeLessThan(20);
    expect(result).toMatchObject({ ok: false, code: 'too-large' });
    // The boundary itself is unchanged: one byte over the payload cap is still refused.
    expect(encodeShareLink({ text: 'x'.repeat(MAX_PAYLOAD_BYTES + 1), kopsVersion: '1.36.0' })).toMatchObject({ ok: false, code: 'too-large' });
  });
});
