import type { BootGraph } from './types.ts';

/** One unit kubelet waits for, and the condition under which it is on the node at all (null: it is). */
export interface KubeletWait {
  unit: string;
  condition: string | null;
}

/**
 * What kubelet waits for at a reboot, each unit with its condition when the spec does not settle
 * whether the node has it (a Cilium mount in a spec with no Cluster document, protokube outside a
 * gossip cluster...): such a unit is in the list only "only with ..." its setting.
 */
export function kubeletWaits(graph: BootGraph): KubeletWait[] {
  const byUnit = new Map(graph.nodes.map((n) => [n.unit, n]));
  return graph.kubeletWaitsFor.map((unit) => {
    const n = byUnit.get(unit);
    if (!n || n.presence === 'yes' || n.kind !== 'kops') return { unit, condition: null };
    const c = n.condition ?? 'under a condition the spec does not settle';
    return { unit, condition: c.startsWith('only ') ? c : `only ${c}` };
  });
}

/** `a.service, sys-fs-bpf.mount (only with Cilium networking, …)`: the list as one line of text. */
export function kubeletWaitsText(graph: BootGraph): string {
  return kubeletWaits(graph).map((w) => (w.condition ? `${w.unit} (${w.condition})` : w.unit)).join(', ');
}
