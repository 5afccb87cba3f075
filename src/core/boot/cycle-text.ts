import type { BootCycle, BootEdge } from './types.ts';

/** `a.service → b.service → a.service`: the cycle in start order, back to its first unit. */
export function cycleText(units: readonly string[]): string {
  return [...units, units[0] ?? ''].join(' → ');
}

/** The caption of a cycle in the view and the text output: `Ordering cycle: a → b → a`. */
export function cycleCaption(cycle: BootCycle): string {
  return `Ordering cycle: ${cycleText(cycle.units)}`;
}

/** What systemd does about the cycle at boot (src/core/transaction.c: it deletes a job that the boot only wants). */
export function cycleEffect(cycle: BootCycle): string {
  const d = cycle.droppable;
  const kubelet = d.includes('kubelet.service') ? ' If that is kubelet.service, the node never becomes Ready.' : '';
  if (d.length === 0) return 'systemd cannot break it (every job in it is required by multi-user.target): the boot transaction fails and the node does not reach multi-user.target.';
  if (d.length === 1) return `systemd breaks it by deleting the start job of ${d[0]}, which then does not start at a reboot.${kubelet}`;
  return `systemd breaks it by deleting the start job of one of ${d.join(', ')} (the units the boot only wants; which one varies from boot to boot), so that unit does not start at a reboot.${kubelet}`;
}

const KEYS: Record<string, string> = {
  requires: 'Requires', wants: 'Wants', 'binds-to': 'BindsTo', requisite: 'Requisite', 'wanted-by': 'WantedBy', 'required-by': 'RequiredBy',
};

/** The unit line behind an edge as written (`After=kubelet.service`, `Requires=a.service`), or null for systemd's own additions. */
export function edgeLine(e: BootEdge): string | null {
  if (e.origin.kind === 'systemd-default') return null;
  const key = KEYS[e.type];
  if (key) return `${key}=${e.to}`;
  return e.origin.unit === e.to ? `After=${e.from}` : `Before=${e.to}`;
}

/**
 * How to fix it, in one sentence: remove one of the user's ordering lines, or, where a hook's
 * default dependencies close the loop (a service ordered before basic.target keeps its
 * After=basic.target), `DefaultDependencies=no` if the hook really must run that early. With
 * `isExec`, an execContainer hook (whose unit kops writes whole) is told to become a manifest hook first.
 */
export function cycleFix(cycle: BootCycle, isHook: (unit: string) => boolean, isExec: (unit: string) => boolean = () => false): string {
  const mine = cycle.edges.filter((e) => e.origin.kind === 'hook').map((e) => `\`${edgeLine(e)}\` in ${e.origin.kind === 'hook' ? e.origin.unit : ''}`);
  const early = new Set<string>();
  for (const e of cycle.edges) {
    if (e.origin.kind !== 'systemd-default' || !e.origin.rule.startsWith('default dependencies')) continue;
    const owner = e.to.endsWith('.target') ? e.from : e.to;
    if (isHook(owner)) early.add(owner);
  }
  const parts: string[] = [];
  if (mine.length > 0) parts.push(`remove ${[...new Set(mine)].join(' or ')}`);
  if (early.size > 0) {
    const exec = [...early].some(isExec) ? '; an execContainer hook must first be rewritten as a manifest hook, as kops writes its unit whole' : '';
    parts.push(`if ${[...early].join(' or ')} must run that early, set \`DefaultDependencies=no\` in its [Unit] (useRawManifest${exec}) and order it yourself`);
  }
  return parts.length > 0 ? `Fix: ${parts.join('; or, ')}.` : 'Fix: remove one of the ordering lines in it.';
}
