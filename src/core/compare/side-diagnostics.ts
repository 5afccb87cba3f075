import type { Diagnostic } from '../types.ts';
import type { SideDiagnostic } from './types.ts';

const SIDE_ORDER = { from: 0, both: 1, to: 2 } as const;

function key(d: Diagnostic): string {
  return `${d.code}\u0000${d.range.start}\u0000${d.range.end}`;
}

/**
 * The diagnostics of the two sides, each marked with where it holds: only on the `from` side (it
 * disappears), only on `to` (it appears) or on both. Two diagnostics are the same when they have
 * the same code and range (their messages may name the version); such pairs are matched in
 * order, and a `both` keeps the `to` side's message. Sorted by range, then from, both, to.
 */
export function sideDiagnostics(from: readonly Diagnostic[], to: readonly Diagnostic[]): SideDiagnostic[] {
  const waiting = new Map<string, Diagnostic[]>();
  for (const d of from) {
    const list = waiting.get(key(d));
    if (list) list.push(d);
    else waiting.set(key(d), [d]);
  }
  const out: SideDiagnostic[] = [];
  for (const d of to) {
    const match = waiting.get(key(d))?.shift();
    out.push({ ...d, side: match ? 'both' : 'to' });
  }
  for (const list of waiting.values()) for (const d of list) out.push({ ...d, side: 'from' });
  return out.sort((a, b) => a.range.start - b.range.start || a.range.end - b.range.end || SIDE_ORDER[a.side] - SIDE_ORDER[b.side]);
}
