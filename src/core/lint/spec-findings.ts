import { sameValue } from '../incremental/same-value.ts';
import { shiftDiagnostic } from '../incremental/shift-ranges.ts';
import type { TextChange } from '../incremental/text-change.ts';
import type { Diagnostic, Range } from '../types.ts';

/** What a spec rule with `inputs` found in one lint, and its inputs then (see Rule.inputs). */
export interface SpecEntry {
  inputs: unknown;
  found: Diagnostic[];
}

/** The lines of `text` that `r` lies on: from its first line's start to the start of the line after its last. */
function linesOf(text: string, r: Range): Range {
  const nl = text.indexOf('\n', Math.max(r.start, r.end - 1));
  return { start: text.lastIndexOf('\n', r.start - 1) + 1, end: nl < 0 ? text.length : nl + 1 };
}

/**
 * The findings of `earlier` (a lint of `text`) for the text after `change`, or undefined when
 * they may differ: the inputs differ, or a finding (its range, or an edit of one of its fixes)
 * lies on a line the change touched or on both sides of it. Findings before the change are kept
 * as they are, those after it are moved with the text. `change` undefined: the same text.
 */
export function keptFindings(earlier: SpecEntry | undefined, inputs: unknown, text: string, change: TextChange | undefined): Diagnostic[] | undefined {
  if (!earlier || !sameValue(earlier.inputs, inputs)) return undefined;
  if (!change) return earlier.found;
  const out: Diagnostic[] = [];
  for (const d of earlier.found) {
    let before = true;
    let after = true;
    for (const r of [d.range, ...(d.fixes ?? []).flatMap((f) => f.edits)]) {
      const lines = linesOf(text, r);
      // Touching counts: text typed at the very start of the next line is on that line, but the
      // rule may have read it.
      if (lines.end >= change.start) before = false;
      if (lines.start <= change.end) after = false;
    }
    if (before) out.push(d);
    else if (after) out.push(change.delta === 0 ? d : shiftDiagnostic(d, change.delta));
    else return undefined;
  }
  return out;
}
