import { analyzeOnce as analyze } from '../../core/index.ts';
import { applyFixes } from '../../core/lint/apply-fixes.ts';
import type { Analysis, AnalyzeOptions } from '../../core/types.ts';

/** Most fix passes: each pass applies the first fix of every diagnostic that does not overlap. */
const MAX_PASSES = 10;

/**
 * Applies every available fix, re-analysing after each pass so that fixes that overlapped get
 * their turn; stops when a pass changes nothing. Returns the final text and its Analysis.
 */
export function lintFix(text: string, options: AnalyzeOptions): { text: string; analysis: Analysis; passes: number } {
  let current = text;
  let analysis = analyze(current, options);
  let passes = 0;
  while (passes < MAX_PASSES) {
    const fixes = analysis.diagnostics.flatMap((d) => (d.fixes && d.fixes[0] ? [d.fixes[0]] : []));
    const next = applyFixes(current, fixes);
    if (next === current) break;
    passes++;
    current = next;
    analysis = analyze(current, options);
  }
  return { text: current, analysis, passes };
}
