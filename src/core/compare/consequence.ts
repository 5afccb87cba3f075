import type { ChangeReason, UnitDiff } from './types.ts';

/**
 * Whether the unit breaks on the new side: it gains an error there (its text may be the same, as
 * `requires: [docker.service]` at kops 1.29, where docker.service no longer exists).
 */
export function breaks(u: Pick<UnitDiff, 'problems'>): boolean {
  return u.problems.some((d) => d.side === 'to' && d.severity === 'error');
}

/** 0: breaks; 1: its file or state changes; 2: stays. What an operator reads first comes first. */
export function consequence(u: Pick<UnitDiff, 'problems' | 'change' | 'reasons'>): 0 | 1 | 2 {
  if (breaks(u)) return 0;
  return u.change !== 'unchanged' || u.reasons.length > 0 ? 1 : 2;
}

/** `units` ordered by consequence (stable: within a rank, the order nodeup writes them). */
export function byConsequence<U extends Pick<UnitDiff, 'problems' | 'change' | 'reasons'>>(units: readonly U[]): U[] {
  return units.map((u, i) => ({ u, i, c: consequence(u) })).sort((a, b) => a.c - b.c || a.i - b.i).map((x) => x.u);
}

/** The switches that change what runs the hook (the runtime, the exec tool, whether kops reads the spec at all). */
const WHAT_RUNS = new Set<string>(['dockerAvailable', 'runtimeOption', 'runtimeDefault', 'containerdExec', 'v1alpha3Registered', 'dockerRefusedOnK8s124']);

/**
 * The reason to name first: one that changes what runs the hook (docker → ctr) before one that
 * changes how (`-e` → `--env`); otherwise the first an upgrade meets.
 */
export function headlineReason(u: Pick<UnitDiff, 'reasons'>): ChangeReason | undefined {
  return u.reasons.find((r) => WHAT_RUNS.has(r.switch)) ?? u.reasons[0];
}
