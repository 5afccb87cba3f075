import type { HookRef, HookSpec, Spec } from '../types.ts';
import type { SideDiagnostic } from './types.ts';

function key(ref: Pick<HookRef, 'document' | 'list' | 'index'>): string {
  return `${ref.document}:${ref.list}:${ref.index}`;
}

/**
 * The diagnostics that appear or disappear, by the hook they lie in: hooks never overlap, so each
 * diagnostic belongs to at most one (found by a binary search over the hooks by start offset).
 */
export function problemsByHook(spec: Spec, diagnostics: readonly SideDiagnostic[]): Map<string, SideDiagnostic[]> {
  const hooks: HookSpec[] = spec.documents.flatMap((d) => d.hooks).sort((a, b) => a.range.start - b.range.start);
  const out = new Map<string, SideDiagnostic[]>();
  for (const d of diagnostics) {
    if (d.side === 'both') continue;
    let lo = 0;
    let hi = hooks.length - 1;
    let found: HookSpec | undefined;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const h = hooks[mid] as HookSpec;
      if (h.range.start <= d.range.start) {
        found = h;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (!found || d.range.start >= found.range.end) continue;
    const k = key(found);
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
  const gone = from ? (byHook.get(key(from)) ?? []).filter((d) => d.side === 'from') : [];
  const fresh = to ? (byHook.get(key(to)) ?? []).filter((d) => d.side === 'to') : [];
  return [...gone, ...fresh].sort((a, b) => a.range.start - b.range.start);
}
