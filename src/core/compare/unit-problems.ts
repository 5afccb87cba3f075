import type { HookRef, Spec } from '../types.ts';
import { hookAt, hookKey, hooksByStart } from './hook-at.ts';
import type { SideDiagnostic } from './types.ts';

/** The diagnostics that appear or disappear, by the hook they lie in (each lies in at most one). */
export function problemsByHook(spec: Spec, diagnostics: readonly SideDiagnostic[]): Map<string, SideDiagnostic[]> {
  const hooks = hooksByStart(spec);
  const out = new Map<string, SideDiagnostic[]>();
  for (const d of diagnostics) {
    if (d.side === 'both') continue;
    const found = hookAt(hooks, d.range.start);
    if (!found) continue;
    const k = hookKey(found);
    const list = out.get(k);
    if (list) list.push(d);
    else out.set(k, [d]);
  }
  return out;
}

/**
 * The diagnostics that appear or disappear inside the hook a unit comes from: those gone with the
 * `from` side's hook, those new with the `to` side's. A unit whose text does not change can still
 * break (kops 1.29: a hook that requires docker.service names a unit that no longer exists), and
 * the preview says so next to the unit.
 */
export function unitProblems(byHook: ReadonlyMap<string, SideDiagnostic[]>, from: HookRef | undefined, to: HookRef | undefined): SideDiagnostic[] {
  const gone = from ? (byHook.get(hookKey(from)) ?? []).filter((d) => d.side === 'from') : [];
  const fresh = to ? (byHook.get(hookKey(to)) ?? []).filter((d) => d.side === 'to') : [];
  return [...gone, ...fresh].sort((a, b) => a.range.start - b.range.start);
}
