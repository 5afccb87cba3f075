import type { Analysis, Diagnostic } from '../types.ts';
import { buildContext } from './context.ts';
import type { Finding } from './rule.ts';
import { RULES } from './rules/index.ts';
import { sourceMap } from './source-map.ts';

/**
 * Runs every rule over the Analysis and returns the rule findings only (the caller appends them
 * to `analysis.diagnostics`), deduplicated (a hook rendered for five groups gives one diagnostic,
 * and a finding equal to one already in `analysis.diagnostics` is dropped), sorted by range start. Pure and total: a rule that throws is a bug,
 * reported as an `internal-error` diagnostic rather than lost.
 */
export function lint(analysis: Analysis): Diagnostic[] {
  const ctx = buildContext(analysis);
  const out: Diagnostic[] = [];
  const seen = new Set(analysis.diagnostics.map(keyOf));
  for (const rule of Object.values(RULES)) {
    let findings: Finding[];
    try {
      findings = rule.check(ctx);
    } catch (error) {
      findings = [];
      out.push({ code: 'internal-error', severity: 'error', message: `lint rule ${rule.id} failed: ${String(error)}`, range: { start: 0, end: 0 } });
    }
    for (const f of findings) {
      const d: Diagnostic = { code: rule.id, severity: rule.severity, message: f.message, range: sourceMap(analysis, f.at) };
      if (f.fixes && f.fixes.length > 0) d.fixes = f.fixes;
      const key = keyOf(d);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(d);
    }
  }
  return out.sort((a, b) => a.range.start - b.range.start || a.range.end - b.range.end);
}

function keyOf(d: Diagnostic): string {
  return `${d.code}\0${d.range.start}\0${d.range.end}\0${d.message}`;
}
