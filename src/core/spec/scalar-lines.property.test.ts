import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isMap, isScalar, parseDocument, Scalar, stringify } from 'yaml';
import { scalarLines } from './scalar-lines.ts';

const STYLES = [Scalar.QUOTE_DOUBLE, Scalar.QUOTE_SINGLE, Scalar.PLAIN, Scalar.BLOCK_FOLDED] as const;

/** Text that folding and escapes act on: words, spaces, tabs, breaks, quotes, backslashes, a non-ASCII letter. */
const content = fc.array(fc.constantFrom('a', 'b', ' ', '  ', '\t', '\n', '\n\n', '"', "'", '\\', 'é', '#', ':'), { maxLength: 30 }).map((p) => p.join(''));

/**
 * `value` written by the yaml library in `style` under a key, read back: the text, the scalar's
 * range and the parsed value, as the spec parser gets them.
 */
function written(value: string, style: (typeof STYLES)[number]): { text: string; range: { start: number; end: number }; value: string } | null {
  const node = new Scalar(value);
  node.type = style;
  const text = `  - k: ${stringify(node, { lineWidth: 12, minContentWidth: 4 }).replace(/\n$/, '')}\n`.replace(/\n(?=.)/g, '\n    ');
  const doc = parseDocument(text);
  const item = (doc.contents as { items?: unknown[] } | null)?.items?.[0];
  const scalar = isMap(item) ? item.items[0]?.value : null;
  // A `|` block (the library's choice for some values) is the parser's to map, not scalarLines's.
  if (doc.errors.length > 0 || !isScalar(scalar) || typeof scalar.value !== 'string' || !scalar.range || text[scalar.range[0]] === '|') return null;
  return { text, range: { start: scalar.range[0], end: scalar.range[1] }, value: scalar.value };
}

describe('scalarLines (property)', () => {
  it('never throws; when it answers, one range per value line, inside the scalar, in order', () => {
    fc.assert(fc.property(content, fc.constantFrom(...STYLES), (value, style) => {
      const w = written(value, style);
      if (!w) return;
      const lines = scalarLines(w.text, w.range, w.value);
      if (lines === null) return;
      expect(lines).toHaveLength(w.value.split('\n').length);
      let previous = w.range.start;
      for (const r of lines) {
        expect(r.start).toBeGreaterThanOrEqual(previous);
        expect(r.end).toBeGreaterThanOrEqual(r.start);
        expect(r.end).toBeLessThanOrEqual(w.range.end);
        previous = r.start;
      }
    }), { numRuns: 2_000 });
  });

  // Quoted scalars always; `>` blocks and plain scalars may fall back to the parser's approximate
  // map (a whitespace-only line at the start of a `>` block, for one).
  it('answers for every quoted scalar the yaml library writes (its folding and escapes are YAML\'s)', () => {
    fc.assert(fc.property(content, fc.constantFrom(Scalar.QUOTE_DOUBLE, Scalar.QUOTE_SINGLE), (value, style) => {
      const w = written(value, style);
      if (!w) return;
      expect(scalarLines(w.text, w.range, w.value), JSON.stringify(w.text)).not.toBeNull();
    }), { numRuns: 2_000 });
  });
});
