import type { HookRef, Range, Spec } from '../types.ts';
import type { SideDiagnostic } from './types.ts';

function hookRange(spec: Spec, ref: HookRef): Range | undefined {
  return spec.documents[ref.document]?.hooks.find((h) => h.list === ref.list && h.index === ref.index)?.range;
}

/**
 * The diagnostics that appear or disappear inside the hook a unit comes from: those gone with the
 * `from` side's hook, those new with the `to` side's. A unit whose text does not change can still
 * break (kops 1.29: a hook that requires docker.service names a unit that no longer exists), and
 * the preview says so next to the unit.
 */
export function unitProblems(spec: Spec, from: HookRef | undefined, to: HookRef | undefined, diagnostics: readonly SideDiagnostic[]): SideDiagnostic[] {
  const inside = (ref: HookRef | undefined, d: SideDiagnostic): boolean => {
    const r = ref && hookRange(spec, ref);
    return r !== undefined && d.range.start >= r.start && d.range.start < r.end;
  };
  return diagnostics.filter((d) => (d.side === 'from' && inside(from, d)) || (d.side === 'to' && inside(to, d)));
}
