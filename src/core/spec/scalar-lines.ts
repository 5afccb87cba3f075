import type { Range } from '../types.ts';

/** A piece of the value and the YAML text it came from (empty for a fold's space or a break). */
interface Piece {
  text: string;
  at: Range;
  /** Written by a character of the scalar, not by folding: it places its value line. */
  content: boolean;
}

const isWhite = (c: string | undefined): boolean => c === ' ' || c === '\t';

const ESCAPES: Readonly<Record<string, string>> = {
  '0': '\0', a: '\x07', b: '\b', t: '\t', '\t': '\t', n: '\n', v: '\v', f: '\f', r: '\r', e: '\x1b', ' ': ' ',
  '"': '"', '/': '/', '\\': '\\', N: '\x85', _: '\xa0', L: '\u2028', P: '\u2029',
};
const HEX: Readonly<Record<string, number>> = { x: 2, u: 4, U: 8 };

/** The line break at `i` (`\n` or `\r\n`): its length, or 0. */
function breakAt(text: string, i: number): number {
  return text[i] === '\n' ? 1 : text[i] === '\r' && text[i + 1] === '\n' ? 2 : 0;
}

/**
 * A flow scalar's pieces (YAML 1.2 §7.3, §7.5): a line break folds to a space, or to one `\n` per
 * empty line after it; whitespace around a break goes; in a double-quoted scalar an escape is its
 * character and `\` before a break joins the lines. `from`/`to` exclude the quotes.
 */
function flowPieces(text: string, from: number, to: number, quote: '"' | "'" | null): Piece[] {
  const out: Piece[] = [];
  let white: Piece[] = [];
  const flush = (): void => {
    out.push(...white);
    white = [];
  };
  const skipWhite = (i: number): number => {
    while (i < to && isWhite(text[i])) i++;
    return i;
  };
  let i = from;
  while (i < to) {
    const c = text[i] as string;
    const br = breakAt(text, i);
    if (br > 0) {
      white = [];
      let j = skipWhite(i + br);
      let empty = 0;
      for (let b = breakAt(text, j); b > 0 && j < to; b = breakAt(text, j)) {
        empty++;
        out.push({ text: '\n', at: { start: j, end: j }, content: false });
        j = skipWhite(j + b);
      }
      if (empty === 0) out.push({ text: ' ', at: { start: i, end: i }, content: false });
      i = j;
    } else if (isWhite(c)) {
      white.push({ text: c, at: { start: i, end: i + 1 }, content: true });
      i++;
    } else if (quote === "'" && c === "'" && text[i + 1] === "'") {
      flush();
      out.push({ text: "'", at: { start: i, end: i + 2 }, content: true });
      i += 2;
    } else if (quote === '"' && c === '\\') {
      flush();
      const e = text[i + 1] ?? '';
      const eb = breakAt(text, i + 1);
      const hex = HEX[e];
      if (eb > 0) {
        // An escaped break: the lines join, empty lines after it still give their breaks.
        let j = skipWhite(i + 1 + eb);
        for (let b = breakAt(text, j); b > 0 && j < to; b = breakAt(text, j)) {
          out.push({ text: '\n', at: { start: j, end: j }, content: false });
          j = skipWhite(j + b);
        }
        i = j;
      } else if (hex !== undefined) {
        const code = Number.parseInt(text.slice(i + 2, i + 2 + hex), 16);
        out.push({ text: Number.isNaN(code) ? '' : String.fromCodePoint(code), at: { start: i, end: i + 2 + hex }, content: true });
        i += 2 + hex;
      } else {
        out.push({ text: ESCAPES[e] ?? e, at: { start: i, end: i + 2 }, content: true });
        i += 2;
      }
    } else {
      flush();
      out.push({ text: c, at: { start: i, end: i + 1 }, content: true });
      i++;
    }
  }
  // Spaces before the closing quote are the value's (only a break drops those before it).
  flush();
  return out;
}

/**
 * A `>` block's pieces (YAML 1.2 §8.1.3): lines after the block indentation; a break between two
 * text lines folds to a space unless an empty line follows it (each gives `\n`) or either line is
 * more indented (the break stays). The chomped end is left to the caller.
 */
function foldedPieces(text: string, start: number, end: number): Piece[] {
  const header = text.indexOf('\n', start);
  const body = header < 0 || header >= end ? end : header + 1;
  const indicator = /[1-9]/.exec(text.slice(start, body))?.[0];
  const lines: Range[] = [];
  for (let i = body; i < end;) {
    const nl = text.indexOf('\n', i);
    const lineEnd = nl < 0 || nl >= end ? end : nl;
    lines.push({ start: i, end: text[lineEnd - 1] === '\r' ? lineEnd - 1 : lineEnd });
    i = lineEnd + 1;
  }
  const lead = (r: Range): number => {
    let n = 0;
    while (text[r.start + n] === ' ' && r.start + n < r.end) n++;
    return n;
  };
  const first = lines.find((r) => lead(r) < r.end - r.start);
  const base = first ? lead(first) : 0;
  // An indentation indicator counts from the parent's indentation: the header line's `- ` and spaces.
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const parent = /^[ -]*/.exec(text.slice(lineStart, start))?.[0].length ?? 0;
  const indent = indicator !== undefined ? parent + Number(indicator) : base;
  const out: Piece[] = [];
  let previous: 'normal' | 'spaced' | null = null;
  let empties: Range[] = [];
  for (const r of lines) {
    const from = Math.min(r.start + indent, r.end);
    if (from === r.end) {
      empties.push({ start: r.end, end: r.end });
      continue;
    }
    const kind = isWhite(text[from]) ? 'spaced' : 'normal';
    if (previous === null) {
      for (const e of empties) out.push({ text: '\n', at: e, content: false });
    } else {
      const folds = previous === 'normal' && kind === 'normal';
      if (folds && empties.length === 0) out.push({ text: ' ', at: { start: from, end: from }, content: false });
      if (!folds) out.push({ text: '\n', at: { start: from, end: from }, content: false });
      for (const e of empties) out.push({ text: '\n', at: e, content: false });
    }
    out.push({ text: text.slice(from, r.end), at: { start: from, end: r.end }, content: true });
    previous = kind;
    empties = [];
  }
  return out;
}

/** The value lines the pieces make, each with the range of the text that wrote it. */
function linesOf(pieces: readonly Piece[], fallback: number): { value: string; lines: Range[] } {
  let value = '';
  const lines: Range[] = [];
  let current: Range | null = null;
  let lastBreak = fallback;
  for (const p of pieces) {
    value += p.text;
    if (p.text === '\n') {
      lines.push(current ?? { start: p.at.start, end: p.at.start });
      lastBreak = p.at.end;
      current = null;
    } else if (p.content && p.text !== '') {
      current = current ? { start: current.start, end: p.at.end } : { ...p.at };
    }
  }
  lines.push(current ?? { start: lastBreak, end: lastBreak });
  return { value, lines };
}

/**
 * For a folded (`>`), quoted or plain scalar at `range` of `text`: the range of YAML text each
 * line of its value came from (split on `\n`), by folding and unescaping as YAML does, or null
 * when that does not give `value` (then only the parser's approximate map holds). A `>` block's
 * chomped end (the final breaks) is compared with `value`'s, and each extra line is empty at the
 * block's end. Pure; never throws.
 */
export function scalarLines(text: string, range: Range, value: string): Range[] | null {
  const c = text[range.start];
  const end = Math.min(range.end, text.length);
  const pieces = c === '>' ? foldedPieces(text, range.start, end)
    : c === '"' || c === "'" ? flowPieces(text, range.start + 1, Math.max(range.start + 1, end - 1), c)
    : c === '|' ? null : flowPieces(text, range.start, end, null);
  if (!pieces) return null;
  const mapped = linesOf(pieces, range.start);
  if (c !== '>') return mapped.value === value ? mapped.lines : null;
  const body = value.replace(/\n+$/, '');
  if (mapped.value !== body) return null;
  const lines = mapped.lines;
  for (let k = value.length - body.length; k > 0; k--) lines.push({ start: end, end });
  return lines;
}
