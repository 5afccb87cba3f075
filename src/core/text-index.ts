/** 1-based line and column, the form shown to people (CLI, JSON, editor markers). */
export interface LineCol {
  line: number;
  column: number;
}

/**
 * Converts offsets to 1-based line/column and back. Built once per text; lookups are a binary
 * search over line starts. Columns count UTF-16 code units, as Monaco does.
 */
export class TextIndex {
  readonly lineStarts: number[];

  constructor(readonly text: string) {
    const starts = [0];
    // indexOf searches natively: a character loop over a 2 MB spec ran unoptimised in a CLI run.
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
    this.lineStarts = starts;
  }

  /** Offset to 1-based line and column; offsets outside the text are clamped. */
  lineCol(offset: number): LineCol {
    const at = Math.max(0, Math.min(offset, this.text.length));
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.lineStarts[mid] ?? 0) <= at) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: at - (this.lineStarts[lo] ?? 0) + 1 };
  }

  /**
   * The 1-based lines a range covers, first and last. An end at the start of a line (the range
   * holds the line break before it) does not reach that line; an empty range covers its line.
   */
  lineSpan(range: { start: number; end: number }): { first: number; last: number } {
    const first = this.lineCol(range.start).line;
    return { first, last: range.end > range.start ? Math.max(first, this.lineCol(range.end - 1).line) : first };
  }

  /** 1-based line and column to offset; clamped to the line and the text. */
  offset(line: number, column: number): number {
    const l = Math.max(1, Math.min(line, this.lineStarts.length));
    const start = this.lineStarts[l - 1] ?? 0;
    const next = l < this.lineStarts.length ? (this.lineStarts[l] ?? this.text.length) - 1 : this.text.length;
    return Math.min(start + Math.max(0, column - 1), next);
  }
}
