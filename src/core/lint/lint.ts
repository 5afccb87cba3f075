import type { Analysis, Diagnostic } from '../types.ts';
import { buildContext } from './context.ts';
import { LintItems, toDiagnostics } from './lint-items.ts';
import type { Rule } from './rule.ts';
import { RULES } from './rules/index.ts';

const ALL: readonly Rule[] = Object.values(RULES);

/**
 * Runs every rule over the Analysis and returns the rule findings only (the caller appends them
 * to `analysis.diagnostics`), deduplicated (a hook rendered for five groups gives one diagnostic,
 * and a finding equal to one already in `analysis.diagnostics` is dropped), sorted by range start.
 * Pure and total: a rule that throws is a bug, reported as an `internal-error` diagnostic rather
 * than lost. After an edit (analyzePlanEdit), the findings of hooks and units that did not change
 * are taken from the lint of an earlier analysis (lint-items.ts); the result is the same. A rule
 * that declares no scope runs on the whole context after every edit (see RuleScope), unless it
 * declares `inputs` and they did not change (Rule.inputs, spec-findings.ts). `rules`: every rule
 * of the registry unless given (tests); the same array each time, or nothing is reused.
 */
export function lint(analysis: Analysis, rules: readonly Rule[] = ALL): Diagnostic[] {
  const items = new LintItems(analysis, rules);
  const ctx = buildContext(analysis, items.parse);
  items.run(ctx);
  const out: Diagnostic[] = [];
  const seen = new Seen();
  for (const d of analysis.diagnostics) seen.add(d);
  rules.forEach((rule, index) => {
    let found: Diagnostic[];
    if (items.failures.has(index)) {
      found = [];
      out.push(internalError(rule, items.failures.get(index)));
    } else if (rule.scope === 'hook' || rule.scope === 'unit') {
      found = items.findings(index);
    } else {
      try {
        found = items.specFindings(index, rule, ctx, () => toDiagnostics(rule, analysis, rule.check(ctx)));
      } catch (error) {
        found = [];
        out.push(internalError(rule, error));
      }
    }
    for (const d of found) if (seen.add(d)) out.push(d);
  });
  items.remember();
  return out.sort((a, b) => a.range.start - b.range.start || a.range.end - b.range.end);
}

function internalError(rule: Rule, error: unknown): Diagnostic {
  return { code: 'internal-error', severity: 'error', message: `lint rule ${rule.id} failed: ${String(error)}`, range: { start: 0, end: 0 } };
}

/** Diagnostics by range start, to tell one equal in code, range and message (numbers as keys: no string per diagnostic). */
class Seen {
  private readonly byStart = new Map<number, Diagnostic[]>();

  /** Records `d`; false when an equal one was recorded before. */
  add(d: Diagnostic): boolean {
    const list = this.byStart.get(d.range.start);
    if (!list) {
      this.byStart.set(d.range.start, [d]);
      return true;
    }
    for (const e of list) if (e.code === d.code && e.range.end === d.range.end && e.message === d.message) return false;
    list.push(d);
    return true;
  }
}
