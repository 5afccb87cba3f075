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
  return lintWith(analysis, rules, false);
}

/**
 * `lint` for a caller that lints a text once (the CLI): the same diagnostics, without filing them
 * hook by hook and unit by unit for a next lint, which then starts afresh. With `fixes` false
 * (a caller that reads no fix), the diagnostics may lack the fixes that cost to build; their
 * codes, ranges and messages are the same (LintContext.fixes).
 */
export function lintOnce(analysis: Analysis, fixes = true): Diagnostic[] {
  return lintWith(analysis, ALL, true, fixes);
}

function lintWith(analysis: Analysis, rules: readonly Rule[], once: boolean, fixes = true): Diagnostic[] {
  const items = new LintItems(analysis, rules, once);
  const ctx = buildContext(analysis, items.parse, fixes);
  items.run(ctx);
  const out: Diagnostic[] = [];
  const failed = new Set<Diagnostic>();
  const fail = (rule: Rule, error: unknown): void => {
    const d = internalError(rule, error);
    failed.add(d);
    out.push(d);
  };
  rules.forEach((rule, index) => {
    let found: Diagnostic[];
    if (items.failures.has(index)) {
      found = [];
      fail(rule, items.failures.get(index));
    } else if (rule.scope === 'hook' || rule.scope === 'unit') {
      found = items.findings(index);
    } else {
      try {
        found = items.specFindings(index, rule, ctx, () => toDiagnostics(rule, analysis, rule.check(ctx)));
      } catch (error) {
        found = [];
        fail(rule, error);
      }
    }
    for (const d of found) out.push(d);
  });
  items.remember();
  // Sorted stably, so diagnostics at the same range keep the order the rules gave them; then the
  // later of two equal ones is dropped, which is what dropping it before sorting would give.
  out.sort((a, b) => a.range.start - b.range.start || a.range.end - b.range.end);
  return distinct(out, analysis.diagnostics, failed);
}

const same = (a: Diagnostic, b: Diagnostic): boolean => a.code === b.code && a.range.end === b.range.end && a.message === b.message;

/**
 * `sorted` less each diagnostic equal (code, range, message) to an earlier one or to one of
 * `known`; the internal errors in `exempt` always stay, and never hide another.
 */
function distinct(sorted: Diagnostic[], known: readonly Diagnostic[], exempt: ReadonlySet<Diagnostic>): Diagnostic[] {
  // By range start: numbers as keys, no string per diagnostic.
  const byStart = new Map<number, Diagnostic[]>();
  for (const d of known) {
    const list = byStart.get(d.range.start);
    if (list) list.push(d);
    else byStart.set(d.range.start, [d]);
  }
  const out: Diagnostic[] = [];
  let run = 0;
  for (let i = 0; i < sorted.length; i++) {
    const d = sorted[i] as Diagnostic;
    const first = out[run];
    if (!first || first.range.start !== d.range.start || first.range.end !== d.range.end) run = out.length;
    if (exempt.has(d)) {
      out.push(d);
      continue;
    }
    let dup = byStart.get(d.range.start)?.some((e) => same(e, d)) ?? false;
    for (let j = run; !dup && j < out.length; j++) {
      const e = out[j] as Diagnostic;
      dup = !exempt.has(e) && same(e, d);
    }
    if (!dup) out.push(d);
  }
  return out;
}

function internalError(rule: Rule, error: unknown): Diagnostic {
  return { code: 'internal-error', severity: 'error', message: `lint rule ${rule.id} failed: ${String(error)}`, range: { start: 0, end: 0 } };
}
