import type { Relations } from './boot-edges.ts';
import type { ModelUnit } from './boot-units.ts';
import { adjacency, cyclicComponents } from './cycles.ts';
import type { Jobs } from './jobs.ts';
import { KUBELET } from './kubelet-wait.ts';
import type { RebootBinding } from './reboot-binding.ts';
import type { BeforeKubelet } from './types.ts';

/**
 * What decides one hook unit's verdict, apart from its own name (twins share it): which case of
 * kubeletVerdicts it falls in, and what that case needs for its words and its remedy.
 */
export interface VerdictFacts {
  firstBoot: BeforeKubelet;
  reboot: BeforeKubelet;
  /** How the unit is ordered against kubelet in its file lines, among units that start. */
  order: 'before' | 'after' | 'none';
  reason: 'missing' | 'cycle' | 'waits' | 'after' | 'boot' | 'nodeup-only' | 'nodeup';
  /** `missing`: the unit it requires that the node lacks. */
  lacking?: ModelUnit['node'];
  /** `cycle`: the hook itself is on it (else kubelet is). */
  onCycle?: boolean;
  /** `waits`/`after`: the chain between the hook and kubelet, the hook's own unit first or last. */
  chain?: string[];
  /** The hook starts at boot (else only with nodeup or a unit that pulls it in). */
  atBoot: boolean;
  /** What the hook's lines lack for `yes` at a reboot, or null (yes, or nothing of its own helps). */
  remedy: { before: boolean; install: boolean } | null;
}

/** Everything reachable from `from` along `next` (breadth first), each with the unit it was reached from. */
function reach(from: string, next: (u: string) => Iterable<string>): Map<string, string> {
  const back = new Map<string, string>([[from, from]]);
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const at = queue[i] as string;
    for (const n of next(at)) {
      if (back.has(n)) continue;
      back.set(n, at);
      queue.push(n);
    }
  }
  return back;
}

/** The path from the root of `back` (see reach) to `to`, root first. */
function pathTo(back: Map<string, string>, to: string): string[] {
  const out = [to];
  for (let u = to; back.get(u) !== u; u = back.get(u) as string) out.push(back.get(u) as string);
  return out.reverse();
}

/** A unit that `unit` requires (`Requires=`, `BindsTo=`, `Requisite=`, directly or through what it requires) and the node lacks (jobs.ts startable). */
function lacking(units: Map<string, ModelUnit>, unit: string): ModelUnit['node'] | undefined {
  const seen = new Set([unit]);
  const queue = [unit];
  for (let i = 0; i < queue.length; i++) {
    const d = units.get(queue[i] as string)?.deps;
    for (const r of d ? [...d.requires, ...d.bindsTo, ...d.requisite] : []) {
      const node = units.get(r.unit)?.node;
      if (node?.presence === 'absent') return node;
      if (seen.has(r.unit)) continue;
      seen.add(r.unit);
      queue.push(r.unit);
    }
  }
  return undefined;
}

/**
 * The facts of each loaded unit of the model, made when first asked: one walk each from kubelet
 * over the ordering (both ways, and over the orderings that hold at a reboot) answers for every
 * hook of the group.
 */
export function verdictFacts(units: Map<string, ModelUnit>, relations: Relations, jobs: Jobs, binding: RebootBinding, waits: { waitsFor: string[]; chainTo: (unit: string) => string[] }): (unit: string) => VerdictFacts {
  const successors = (u: string): string[] => [...(relations.order.get(u) ?? [])].filter((n) => jobs.all.has(n));
  const predecessors = new Map<string, string[]>();
  for (const [from, tos] of relations.order) {
    if (!jobs.all.has(from)) continue;
    for (const to of tos) {
      if (!jobs.all.has(to)) continue;
      const list = predecessors.get(to);
      if (list) list.push(from);
      else predecessors.set(to, [from]);
    }
  }
  const orderedBefore = reach(KUBELET, (u) => predecessors.get(u) ?? []);
  const orderedAfter = reach(KUBELET, successors);
  const heldAfter = reach(KUBELET, (u) => successors(u).filter((n) => binding.holds(u, n)));
  // Units ordered before kubelet through boot jobs only: once a hook starts at boot, an ordering
  // before one of them holds all the way to kubelet.
  const viaBoot = reach(KUBELET, (u) => (predecessors.get(u) ?? []).filter((p) => jobs.boot.has(p)));
  const component = new Map<string, string[]>();
  for (const c of cyclicComponents(adjacency(jobs.all, [...relations.order].flatMap(([f, ts]) => [...ts].map((t) => [f, t] as const))))) {
    for (const u of c) component.set(u, c);
  }
  const waiting = new Set(waits.waitsFor);
  const kubeletAtBoot = jobs.boot.has(KUBELET);
  const memo = new Map<string, VerdictFacts>();
  const factsOf = (at: string): VerdictFacts => {
    const atBoot = jobs.boot.has(at);
    const order: VerdictFacts['order'] = orderedBefore.has(at) ? 'before' : orderedAfter.has(at) ? 'after' : 'none';
    const firstBoot: BeforeKubelet = order === 'after' ? 'no' : 'race';
    const base = { order, atBoot, remedy: null };
    const missing = lacking(units, at);
    if (missing) return { ...base, firstBoot: 'no', reboot: 'no', reason: 'missing', lacking: missing };
    const loop = component.get(at) ?? component.get(KUBELET);
    if (loop) return { ...base, firstBoot, reboot: 'race', reason: 'cycle', onCycle: loop.includes(at) };
    if (waiting.has(at)) return { ...base, firstBoot, reboot: 'yes', reason: 'waits', chain: waits.chainTo(at) };
    if (heldAfter.has(at)) return { ...base, firstBoot, reboot: 'no', reason: 'after', chain: pathTo(heldAfter, at) };
    const reason = atBoot ? 'boot' : kubeletAtBoot ? 'nodeup-only' : 'nodeup';
    // Kubelet ordered before the hook through units that start: no line of the hook's own helps.
    const remedy = orderedAfter.has(at) ? null : {
      before: !successors(at).some((n) => viaBoot.has(n)),
      install: !atBoot && !binding.together(at, KUBELET),
    };
    return { ...base, firstBoot, reboot: reason === 'nodeup-only' ? 'no' : 'race', reason, remedy };
  };
  return (at) => {
    let f = memo.get(at);
    if (!f) memo.set(at, (f = factsOf(at)));
    return f;
  };
}
