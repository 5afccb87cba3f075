import { analyzeOnce as analyze } from '../../core/index.ts';
import { applyFixes } from '../../core/lint/apply-fixes.ts';
import type { Analysis, AnalyzeOptions } from '../../core/types.ts';

/** Most fix passes: each pass applies the first fix (not a suggestion) of every diagnostic that does not overlap. */
const MAX_PASSES = 10;

/**
 * Applies every available fix, re-analysing after each pass so that fixes that overlapped get
 * their turn; stops when a pass changes nothing. Suggestions (Fix.suggestion) are left to a person.
 * Returns the final text and its Analysis.
 */
export function lintFix(text: string, options: AnalyzeOptions): { text: string; analysis: Analysis; passes: number } {
  let current = text;
  let analysis = analyze(current, options);
  let passes = 0;
  while (passes < MAX_PASSES) {
    const fixes = analysis.diagnostics.flatMap((d) => d.fixes?.find((f) => !f.suggestion) ?? []);
    const next = applyFixes(current, fixes);
    if (next === current) break;
    passes++;
    current = next;
    analysis = analyze(current, options);
  }
  return { text: current, analysis, passes };
}
