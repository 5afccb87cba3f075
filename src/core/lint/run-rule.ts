import { analyzePlan, withLint } from '../analyze-plan.ts';
import { TextIndex } from '../text-index.ts';
import type { AnalyzeOptions, Severity } from '../types.ts';
import { applyFixes } from './apply-fixes.ts';
import { lint } from './lint.ts';

/** One finding of a rule, at the edge (1-based line and column of the range start). */
export interface RuleHit {
  line: number;
  column: number;
  severity: Severity;
  message: string;
}

/**
 * Runs the whole analysis on `text` and keeps what rule `id` found, plus the text after applying
 * the first fix of each of its diagnostics (null when it offers none). Used by the rule tables.
 */
export function runRule(id: string, text: string, options: AnalyzeOptions = {}): { hits: RuleHit[]; fixed: string | null } {
  // analyze() itself, composed here: lint sits below index.ts, which it may not import.
  const analysis = withLint(analyzePlan(text, options), lint);
  const index = new TextIndex(text);
  const mine = analysis.diagnostics.filter((d) => d.code === id);
  const fixes = mine.flatMap((d) => (d.fixes?.[0] ? [d.fixes[0]] : []));
  return {
    hits: mine.map((d) => ({ ...index.lineCol(d.range.start), severity: d.severity, message: d.message })),
    fixed: fixes.length > 0 ? applyFixes(text, fixes) : null,
  };
}
