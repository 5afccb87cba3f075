import type { Diagnostic, Severity } from '../../core/index.ts';
import type { ProblemGroup } from './group-problems.ts';

const RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/**
 * At most `limit` problems, chosen errors first, then warnings, then notes (each in text
 * order), and shown in their groups in text order. A 1,000-hook spec has thousands of notes:
 * listing them all costs every keystroke a long re-render, and must not bury its one error.
 * Groups left empty are dropped.
 */
export function limitProblems(groups: readonly ProblemGroup[], limit: number): ProblemGroup[] {
  const all = groups.flatMap((g) => g.diagnostics);
  if (all.length <= limit) return [...groups];
  const order = all.map((d, i) => ({ d, i })).sort((a, b) => RANK[a.d.severity] - RANK[b.d.severity] || a.i - b.i);
  const kept = new Set<Diagnostic>(order.slice(0, limit).map((x) => x.d));
  return groups
    .map((g) => ({ ...g, diagnostics: g.diagnostics.filter((d) => kept.has(d)) }))
    .filter((g) => g.diagnostics.length > 0);
}

/**
 * React keys for a group's problems that survive typing: the code and its ordinal among
 * problems with that code. Offsets would shift with every character typed above them, and
 * React would rebuild every problem below the caret.
 */
export function problemKeys(diagnostics: readonly Diagnostic[]): string[] {
  const seen = new Map<string, number>();
  return diagnostics.map((d) => {
    const n = seen.get(d.code) ?? 0;
    seen.set(d.code, n + 1);
    return `${d.code}:${n}`;
  });
}
