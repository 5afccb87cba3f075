import type { ModelUnit } from './boot-units.ts';
import type { Jobs } from './jobs.ts';
import type { Relations } from './boot-edges.ts';
import type { RebootBinding } from './reboot-binding.ts';

export const KUBELET = 'kubelet.service';
const NODEUP = 'kops-configuration.service';
const PROTOKUBE = 'protokube.service';

/** The orderings that hold at a reboot (see RebootBinding), as predecessor lists. */
export function predecessors(relations: Relations, jobs: Jobs, binding: RebootBinding): Map<string, string[]> {
  const pred = new Map<string, string[]>();
  for (const [from, tos] of relations.order) {
    if (!jobs.all.has(from)) continue;
    for (const to of tos) {
      if (!binding.holds(from, to)) continue;
      let list = pred.get(to);
      if (!list) pred.set(to, (list = []));
      list.push(from);
    }
  }
  return pred;
}

/**
 * What kubelet.service waits for at a reboot, in boot order: every unit ordered before it through
 * a chain of orderings that hold at a reboot (a hook that only nodeup starts does not hold back a
 * kubelet that systemd starts at boot: RebootBinding), and, when systemd does not start kubelet by
 * itself (no [Install] before kops 1.21), the unit that does (nodeup's kops-configuration.service,
 * or protokube on an old control plane) with what that one waits for. Also the ordering chain from
 * each such unit to kubelet (for hooks that can hang it).
 */
export function kubeletWait(units: Map<string, ModelUnit>, relations: Relations, jobs: Jobs, binding: RebootBinding): { waitsFor: string[]; chainTo: (unit: string) => string[] } {
  const kubelet = units.get(KUBELET);
  if (!kubelet?.deps || !jobs.all.has(KUBELET)) return { waitsFor: [], chainTo: () => [] };
  const pred = predecessors(relations, jobs, binding);
  const starter = jobs.boot.has(KUBELET) ? null : kubelet.protokubeStarts ? PROTOKUBE : NODEUP;
  // Breadth-first from kubelet backwards: `via` gives the next unit towards kubelet.
  const via = new Map<string, string>();
  const queue = [KUBELET];
  if (starter && units.get(starter)?.deps) {
    via.set(starter, KUBELET);
    queue.push(starter);
  }
  for (let i = 0; i < queue.length; i++) {
    const u = queue[i] as string;
    for (const p of pred.get(u) ?? []) {
      if (p === KUBELET || via.has(p)) continue;
      via.set(p, u);
      queue.push(p);
    }
  }
  const ancestors = new Set(via.keys());
  // Boot order: Kahn's algorithm on the ancestors, ties by name; units on a cycle come last.
  const indegree = new Map([...ancestors].map((a) => [a, (pred.get(a) ?? []).filter((p) => ancestors.has(p)).length]));
  if (starter && ancestors.has(starter)) indegree.set(starter, (pred.get(starter) ?? []).filter((p) => ancestors.has(p)).length);
  const ready = [...indegree].filter(([, n]) => n === 0).map(([a]) => a).sort();
  const order: string[] = [];
  const successors = new Map<string, string[]>();
  for (const a of ancestors) {
    for (const p of pred.get(a) ?? []) {
      if (!ancestors.has(p)) continue;
      let list = successors.get(p);
      if (!list) successors.set(p, (list = []));
      list.push(a);
    }
  }
  while (ready.length > 0) {
    const a = ready.shift() as string;
    order.push(a);
    let added = false;
    for (const s of successors.get(a) ?? []) {
      const n = (indegree.get(s) ?? 0) - 1;
      indegree.set(s, n);
      if (n === 0) {
        ready.push(s);
        added = true;
      }
    }
    if (added) ready.sort();
  }
  const placed = new Set(order);
  const rest = [...ancestors].filter((a) => !placed.has(a)).sort();
  const chainTo = (unit: string): string[] => {
    const chain = [unit];
    let at = unit;
    while (at !== KUBELET && via.has(at)) {
      at = via.get(at) as string;
      chain.push(at);
    }
    return chain;
  };
  return { waitsFor: [...order, ...rest], chainTo };
}
