import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LINE_CHARS, scanInput } from './limits.ts';

/**
 * scanInput's findings, worked out one character at a time (its slow path, written out again):
 * the fast path for plain text must agree with it on every input.
 */
function reference(text: string): Array<{ code: string; start: number; end: number }> {
  const out: Array<{ code: string; start: number; end: number }> = [];
  let long = false;
  let lineStart = 0;
  let bad = -1;
  let odd = -1;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 10;
    if (c === 10) {
      if (!long && i - lineStart > MAX_LINE_CHARS) {
        long = true;
        out.push({ code: 'line-too-long', start: lineStart, end: lineStart });
      }
      lineStart = i + 1;
    } else if (c === 0x85 || c === 0x2028 || c === 0x2029) {
      if (odd < 0) odd = i;
    } else if (c === 13) {
      if (text.charCodeAt(i + 1) !== 10 && odd < 0) odd = i;
    } else if ((c < 32 && c !== 9) || (c >= 0x7f && c <= 0x9f) || c === 0xfffe || c === 0xffff || (c === 0xfeff && i > 0)) {
      if (bad < 0) bad = i;
    }
  }
  if (bad >= 0) out.push({ code: 'invalid-character', start: bad, end: bad + 1 });
  if (odd >= 0) out.push({ code: 'unusual-line-break', start: odd, end: odd + 1 });
  return out;
}

const found = (text: string): Array<{ code: string; start: number; end: number }> =>
  scanInput(text).diagnostics.map((d) => ({ code: d.code, start: d.range.start, end: d.range.end }));

describe('scanInput', () => {
  it('reports what a character-by-character scan reports, on text with and without unusual characters', () => {
    const char = fc.constantFrom('a', ' ', '\n', '\t', '\r', '\u0000', '\u001b', '\u007f', '\u0085', '\u009f', '\u00a0', '\u2028', '\u2029', '\ufeff', '\ufffe', '\uffff', 'é');
    fc.assert(fc.property(fc.array(char, { maxLength: 24 }).map((a) => a.join('')), (text) => {
      expect(found(text)).toEqual(reference(text));
      expect(scanInput(text).parseable).toBe(true);
    }), { numRuns: 3000 });
  });

  it('agrees with that scan on every UTF-16 code unit', () => {
    const differ: number[] = [];
    for (let c = 0; c <= 0xffff; c++) {
      const text = `a${String.fromCharCode(c)}b`;
      if (JSON.stringify(found(text)) !== JSON.stringify(reference(text))) differ.push(c);
    }
    expect(differ).toEqual([]);
  });

  it('refuses the first line over the limit, on plain text and on text with a control character', () => {
    const long = 'a'.repeat(MAX_LINE_CHARS + 1);
    for (const text of [`ok\n${long}\n${long}`, `ok\n${long}\n${long}\nend`, `ok\u0001\n${long}\n${long}`, `ok\n${'b'.repeat(MAX_LINE_CHARS)}\n${long}`]) {
      const scan = scanInput(text);
      expect(scan.parseable).toBe(false);
      expect(found(text)).toEqual(reference(text));
      expect(found(text).filter((d) => d.code === 'line-too-long')).toEqual([{ code: 'line-too-long', start: text.indexOf(long), end: text.indexOf(long) }]);
    }
    // A line of exactly the limit passes.
    expect(scanInput('a'.repeat(MAX_LINE_CHARS)).parseable).toBe(true);
    expect(scanInput('a'.repeat(MAX_LINE_CHARS + 1)).parseable).toBe(false);
  });
});
