import { groupInputs } from '../kops/plan.ts';
import { nodeupTaskKeys } from '../kops/plan-group.ts';
import { clusterNodeFacts } from '../kops/node-context.ts';
import { planSpec, type SpecPlan } from '../plan-spec.ts';
import type { Distro, Spec, Task } from '../types.ts';
import { SWITCH_FIELDS, type ReplayState, type Step } from './steps.ts';

/** A unit as the comparison tells changes apart: its text and its three state flags. */
export function unitFingerprint(t: Pick<Task, 'definition' | 'enabled' | 'running' | 'manageState'>): string {
  return JSON.stringify([t.definition, t.enabled, t.running, t.manageState]);
}

/** What one replay state plans, reduced to what tells changes apart. */
export interface StateFacts {
  refusal: string | null;
  /** Per group name: nodeup's abort message (or null) and each unit's fingerprint. */
  groups: Map<string, { fatal: string | null; units: Map<string, string> }>;
}

function facts(plan: SpecPlan): StateFacts {
  const groups = new Map<string, { fatal: string | null; units: Map<string, string> }>();
  for (const g of plan.groups) groups.set(g.name, { fatal: g.fatal, units: new Map(g.tasks.map((t) => [t.unit, unitFingerprint(t)])) });
  return { refusal: plan.refusal, groups };
}

/**
 * The facts of every state of the replay: `start`, then `start` with steps[0] applied, and so on,
 * ending with `end` itself (the real `to` side; when the steps are complete, as the tests check,
 * it equals the last step's state). Plans are shared between states that cannot plan differently
 * (same switches that planning reads, same runtime, same task keys of nodeup's own units per role),
 * so node facts and the restart mode cost no planning.
 */
export function replayFacts(spec: Spec, distro: Distro, start: ReplayState, steps: readonly Step[], end: ReplayState): StateFacts[] {
  const states: ReplayState[] = [start];
  for (const step of steps) states.push(step.apply(states[states.length - 1] as ReplayState));
  states[states.length - 1] = end;
  const roles = [...new Set(groupInputs(spec).groups.map((g) => g.role))];
  const cluster = clusterNodeFacts(spec);
  const cache = new Map<string, StateFacts>();
  return states.map((state) => {
    const b = state.behaviour;
    const planned = [...SWITCH_FIELDS.filter((f) => f !== 'noBlockRestart').map((f) => b[f]), b.v1alpha3Registered, b.dockerRefusedOnK8s124];
    const taskKeys = roles.map((role) => [...nodeupTaskKeys(role, { behaviour: b, runtime: state.runtime, distro, cluster })].sort());
    const key = JSON.stringify([planned, state.runtime, taskKeys]);
    let found = cache.get(key);
    if (!found) cache.set(key, (found = facts(planSpec(spec, { behaviour: b, runtime: state.runtime, distro }))));
    return found;
  });
}
