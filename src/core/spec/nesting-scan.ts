import type { Diagnostic } from '../types.ts';

/**
 * Upper bound on nesting accepted before yaml's Parser sees the text. yaml's Parser recurses
 * when it closes many block levels at once (it overflows the stack near 4,000 levels in Node)
 * and slows down on deep flow nesting, so very deep input is refused here, in one linear pass.
 * The exact limit (MAX_DEPTH) is checked later on the CST; this bound is looser because it
 * estimates: brackets inside strings and block scalars count too.
 */
export const MAX_SCAN_DEPTH = 1000;

/** The scan's state at the start of a line: what the lines before it leave open. */
export interface NestingCheckpoint {
  /** Offset of the line start. */
  at: number;
  flow: number;
  indents: readonly number[];
}

/** Lines between two checkpoints. */
const CHECKPOINT_LINES = 64;

/**
 * Estimates the nesting depth of `text`: open flow brackets, plus the stack of increasing
 * indentation levels, plus compact `- ` / `? ` indicators at the start of a line. Returns a
 * `nesting-too-deep` diagnostic at the first place where the estimate passes MAX_SCAN_DEPTH.
 * With `checkpoints`, records the state every few lines there, so that a later scan of an edited
 * text can start near the edit (`scanNestingFrom`).
 */
export function scanNesting(text: string, checkpoints?: NestingCheckpoint[]): Diagnostic | undefined {
  const scan = scanNestingFrom(text, { at: 0, flow: 0, indents: [] }, checkpoints);
  return typeof scan === 'object' ? scan : undefined;
}

/**
 * scanNesting from the state `from` (a checkpoint of this text, or of an earlier text whose lines
 * before it are the same), recording checkpoints after it. Stops with `'stopped'` at the first
 * line start for which `stop` returns true (its state then decides all that follows), or at the
 * end with undefined; returns the diagnostic where the estimate passes MAX_SCAN_DEPTH.
 */
export function scanNestingFrom(
  text: string,
  from: NestingCheckpoint,
  checkpoints?: NestingCheckpoint[],
  stop?: (at: number, flow: number, indents: readonly number[]) => boolean,
): Diagnostic | 'stopped' | undefined {
  let flow = from.flow;
  const indents = [...from.indents];
  let i = from.at;
  const n = text.length;
  let lines = 0;
  while (i < n) {
    if (stop?.(i, flow, indents)) return 'stopped';
    if (checkpoints && lines++ % CHECKPOINT_LINES === 0 && i > from.at) checkpoints.push({ at: i, flow, indents: [...indents] });
    // Start of a line: measure indentation, then compact indicators.
    let col = 0;
    while (i < n && text.charCodeAt(i) === 32) {
      i++;
      col++;
    }
    const c = text.charCodeAt(i);
    if (i < n && c !== 10 && c !== 13 && c !== 35) {
      while (indents.length > 0 && (indents[indents.length - 1] as number) > col) indents.pop();
      if (indents.length === 0 || (indents[indents.length - 1] as number) < col) indents.push(col);
      let compact = 0;
      while ((text.charCodeAt(i) === 45 || text.charCodeAt(i) === 63) && (text.charCodeAt(i + 1) === 32 || text.charCodeAt(i + 1) === 9)) {
        if (indents.length + ++compact + flow > MAX_SCAN_DEPTH) return tooDeep(i);
        i += 2;
        while (text.charCodeAt(i) === 32) i++;
      }
      if (indents.length + compact + flow > MAX_SCAN_DEPTH) return tooDeep(i);
    }
    // Rest of the line: flow brackets.
    while (i < n) {
      const ch = text.charCodeAt(i++);
      if (ch === 10) break;
      if (ch === 91 || ch === 123) {
        if (++flow + indents.length > MAX_SCAN_DEPTH) return tooDeep(i - 1);
      } else if ((ch === 93 || ch === 125) && flow > 0) flow--;
    }
  }
  return undefined;
}

function tooDeep(at: number): Diagnostic {
  return {
    code: 'nesting-too-deep',
    severity: 'error',
    message: `The text nests more than ${MAX_SCAN_DEPTH} levels deep here, so it is not parsed (kops specs nest about 8 deep). Remove the extra nesting.`,
    range: { start: at, end: at + 1 },
  };
}
