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

  /** 1-based line and column to offset; clamped to the line and the text. */
  offset(line: number, column: number): number {
    const l = Math.max(1, Math.min(line, this.lineStarts.length));
    const start = this.lineStarts[l - 1] ?? 0;
    const next = l < this.lineStarts.length ? (this.lineStarts[l] ?? this.text.length) - 1 : this.text.length;
    return Math.min(start + Math.max(0, column - 1), next);
  }
}
