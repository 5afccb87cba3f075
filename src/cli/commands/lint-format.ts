import type { Analysis, Diagnostic, Range } from '../../core/types.ts';
import { TextIndex } from '../../core/text-index.ts';
import { ruleUrl } from '../../core/lint/rule-url.ts';

/** A diagnostic at the edge: 1-based line and column (end exclusive), as DESIGN.md's JSON has it. */
export interface EdgeDiagnostic {
  code: string;
  severity: Diagnostic['severity'];
  message: string;
  range: { start: { line: number; column: number }; end: { line: number; column: number } };
}

/** A range of offsets as 1-based line and column (end exclusive), the diagnostics' form. */
export function edgeRange(index: TextIndex, r: Range): EdgeDiagnostic['range'] {
  return { start: index.lineCol(r.start), end: index.lineCol(r.end) };
}

/** Converts offsets to 1-based line/column. */
export function toEdge(index: TextIndex, d: Diagnostic): EdgeDiagnostic {
  return { code: d.code, severity: d.severity, message: d.message, range: edgeRange(index, d.range) };
}

/**
 * `file:line:column: severity code: message  URL`, one line each: the URL column is the rule's
 * page on the published site (rule-url.ts), left out for a code that is no lint rule.
 */
export function lintText(name: string, analysis: Analysis): string {
  const index = new TextIndex(analysis.text);
  return analysis.diagnostics.map((d) => {
    const { line, column } = index.lineCol(d.range.start);
    const url = ruleUrl(d.code);
    return `${name}:${line}:${column}: ${d.severity} ${d.code}: ${d.message}${url ? `  ${url}` : ''}\n`;
  }).join('');
}

/** The JSON report: `{ file, kopsVersion, runtime, diagnostics: [...] }` with DESIGN.md's diagnostic shape. */
export function lintJson(name: string, analysis: Analysis): string {
  const index = new TextIndex(analysis.text);
  const report = {
    file: name,
    kopsVersion: analysis.behaviour.version,
    runtime: analysis.runtime,
    diagnostics: analysis.diagnostics.map((d) => toEdge(index, d)),
  };
  return `${JSON.stringify(report, null, 2)}\n`;
}
