import type { Behaviour, Task } from '../types.ts';
import type { Relations } from './boot-edges.ts';
import type { ModelUnit } from './boot-units.ts';
import type { UnitDeps } from './unit-deps.ts';
import { adjacency, cyclicComponents } from './cycles.ts';
import type { Jobs } from './jobs.ts';
import { KUBELET } from './kubelet-wait.ts';
import type { RebootBinding } from './reboot-binding.ts';
import type { BeforeKubelet, KubeletVerdict } from './types.ts';
import { ADVICE, installWords, kubeletStarter, remedyWords, WORDS } from './verdict-words.ts';

/** What the verdicts are made from: the same model as the boot graph (bootGraph, or lint's lighter build). */
export interface VerdictModel {
  behaviour: Behaviour;
  /** The group's hook tasks, in its order. */
  tasks: readonly Task[];
  units: Map<string, ModelUnit>;
  relations: Relations;
  jobs: Jobs;
  binding: RebootBinding;
  /** kubeletWait over the same binding: who kubelet waits for at a reboot, and the chain from each. */
  wait: { waitsFor: string[]; chainTo: (unit: string) => string[] };
  /**
   * Hook units left out of `units` as twins of one kept (withoutTwinHooks), each with the unit in
   * its place: the same edges up to its name, so the same verdict under its own name. `depsOf`
   * gives a twin's own lines (its claim line, whether it is a oneshot).
   */
  twins?: { twinOf: ReadonlyMap<string, string>; depsOf: (task: Task) => UnitDeps | null };
}

/**
 * Everything reachable from `from` along `next` (breadth first), each with the unit it was
 * reached from: one walk serves every hook of the group.
 */
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
function lacking(units: Map<string, ModelUnit>, unit: string): ModelUnit['node'] | null {
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
  return null;
}

/** The 0-based line that orders the unit before kubelet: `Before=`, or an [Install] that kubelet pulls it in by. */
function claimLine(d: UnitDeps | null): number | null {
  const ref = d?.before.find((r) => r.unit === KUBELET) ?? d?.requiredBy.find((r) => r.unit === KUBELET) ?? d?.wantedBy.find((r) => r.unit === KUBELET);
  return ref?.line ?? null;
}

/**
 * For each hook unit of the group (first task of each unit, not kubelet itself; `only` narrows
 * them), whether it runs before kubelet.service on a first boot and at a reboot, why, and what
 * would make the reboot `yes`. The reboot follows the boot graph's facts:
 * - `yes` when kubelet waits for it through orderings that hold at a reboot (RebootBinding:
 *   boot jobs, and what one start of nodeup queues together), or for nodeup (or protokube) to
 *   start it after the hook, where kubelet has no [Install] (kops < 1.21);
 * - `no` when kubelet is enabled and starts at boot while only nodeup starts the hook, when the
 *   hook is ordered after kubelet, or when it never runs (disabled, masked, requires a unit that
 *   is not there);
 * - `race` otherwise: both start at boot unordered, both only when nodeup gets to them, or a
 *   cycle through one of them.
 * A first boot is always nodeup's: it writes every unit and starts each in a task that waits
 * for no other Service task (`v1.36.2:upup/pkg/fi/nodeup/nodetasks/service.go`), so nothing a
 * hook says makes it `yes` there.
 */
export function kubeletVerdicts(m: VerdictModel, only?: (unit: string) => boolean): KubeletVerdict[] {
  const kubelet = m.units.get(KUBELET);
  if (!kubelet?.deps || !m.jobs.all.has(KUBELET)) return [];
  const { jobs, binding, relations, behaviour: b } = m;
  // Orderings among units with a job, both ways, and those that hold at a reboot: one walk each
  // from kubelet answers for every hook.
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
  const waits = new Set(m.wait.waitsFor);
  const kubeletAtBoot = jobs.boot.has(KUBELET);
  const starter = kubeletStarter(kubelet.protokubeStarts, b);
  const out: KubeletVerdict[] = [];
  const seen = new Set<string>();
  for (const task of m.tasks) {
    const h = task.unit;
    if (h === KUBELET || seen.has(h) || (only && !only(h))) continue;
    seen.add(h);
    // A twin answers as the unit kept in its place (`at`), under its own name (`h`).
    const twin = m.twins?.twinOf.get(h);
    const at = twin ?? h;
    const u = m.units.get(at);
    if (!u || (!twin && u.task !== task)) continue;
    const own = twin ? m.twins?.depsOf(task) ?? null : u.deps;
    const hook = { list: task.hook.list, index: task.hook.index, document: task.hook.document, name: task.hook.name };
    const verdict = (firstBoot: BeforeKubelet, reboot: BeforeKubelet, why: { firstBoot: string; reboot: string }, rest: Partial<KubeletVerdict> = {}): void => {
      out.push({ unit: h, hook, beforeKubelet: { firstBoot, reboot }, why, claim: claimLine(own), remedy: null, advice: null, ...rest });
    };
    const never = (why: string, advice: string | null = null): void => verdict('no', 'no', { firstBoot: why, reboot: why }, { advice });
    if (!u.deps || !own) {
      never(task.definition === null ? WORDS.disabled(h) : WORDS.masked(h));
      continue;
    }
    const required = lacking(m.units, at);
    if (required) {
      never(WORDS.missingRequirement(h, required.unit, required.condition ?? ''), ADVICE.missingRequirement(required.unit));
      continue;
    }
    const firstOrder = orderedBefore.has(at) ? 'before' : orderedAfter.has(at) ? 'after' : 'none';
    const firstBoot = WORDS.firstBoot(h, firstOrder, b);
    const first: BeforeKubelet = firstOrder === 'after' ? 'no' : 'race';
    const loop = component.get(at) ?? component.get(KUBELET);
    if (loop) {
      verdict(first, 'race', { firstBoot, reboot: WORDS.cycle(loop.includes(at) ? h : KUBELET) }, { advice: ADVICE.cycle });
      continue;
    }
    const oneshot = own.oneshot;
    // A chain names the hook's own unit first: the twin's name in place of the one kept.
    const chainOf = (units: string[]): string => [h, ...units.slice(1)].join(' → ');
    if (waits.has(at)) {
      const chain = chainOf(m.wait.chainTo(at));
      const reboot = kubeletAtBoot ? WORDS.yesBoot(h, chain, oneshot)
        : jobs.boot.has(at) ? WORDS.yesBeforeStarter(h, chain, starter) : WORDS.yesTogether(h, chain);
      verdict(first, 'yes', { firstBoot, reboot });
      continue;
    }
    if (heldAfter.has(at)) {
      const chain = pathTo(heldAfter, at);
      verdict(first, 'no', { firstBoot, reboot: WORDS.after(h, [...chain.slice(0, -1), h].join(' → ')) }, { advice: ADVICE.after(h) });
      continue;
    }
    const atBoot = jobs.boot.has(at);
    const [reboot, why]: [BeforeKubelet, string] = atBoot
      ? ['race', kubeletAtBoot ? WORDS.raceBoot(h) : WORDS.raceStarter(h, starter)]
      : kubeletAtBoot ? ['no', WORDS.nodeupOnly(h, installWords(own.wantedBy.map((r) => r.unit)))]
        : ['race', WORDS.raceNodeup(h, firstOrder === 'before', b)];
    // Kubelet ordered before the hook through units that start (any of them, once the hook starts at boot): no line of the hook's own helps.
    const blocked = orderedAfter.has(at);
    const before = !successors(at).some((n) => viaBoot.has(n));
    const install = !atBoot && !binding.together(at, KUBELET);
    verdict(first, reboot, { firstBoot, reboot: why }, blocked
      ? { advice: ADVICE.after(h) }
      : { remedy: { before, install, text: remedyWords(before, install) } });
  }
  return out;
}
