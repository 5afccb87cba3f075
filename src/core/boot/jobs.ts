import { BOOT_TARGET } from './boot-edges.ts';
import type { ModelUnit } from './boot-units.ts';
import type { BootEdge } from './types.ts';

/** Who gets a start job at a reboot, and which jobs the boot cannot do without. */
export interface Jobs {
  /** Pulled in by the boot transaction of multi-user.target. */
  boot: Set<string>;
  /** Started at boot, or by nodeup or protokube (with whatever those pull in). */
  all: Set<string>;
  /** Required (not merely wanted) from multi-user.target: systemd never deletes these jobs to break a cycle. */
  required: Set<string>;
}

/**
 * The pull-in closure from `starts` over requirement edges (`Requires=`, `Wants=`, `BindsTo=`,
 * `Requisite=`, and `WantedBy=`/`RequiredBy=` of enabled units, which become the target's). Only
 * loaded units get a job: a unit with no file here has none. `strong` keeps only the edges that
 * make a job matter to the anchor (systemd's matters_to_anchor: requirements, not wants).
 */
function closure(units: Map<string, ModelUnit>, edges: BootEdge[], starts: string[], strong: boolean): Set<string> {
  const out = new Map<string, string[]>();
  const link = (from: string, to: string): void => {
    let list = out.get(from);
    if (!list) out.set(from, (list = []));
    list.push(to);
  };
  for (const e of edges) {
    if (e.type === 'requires' || e.type === 'binds-to' || e.type === 'requisite') link(e.from, e.to);
    else if (e.type === 'required-by') link(e.to, e.from);
    else if (!strong && e.type === 'wants') link(e.from, e.to);
    else if (!strong && e.type === 'wanted-by') link(e.to, e.from);
  }
  const seen = new Set<string>();
  const stack = starts.filter((s) => units.get(s)?.deps);
  while (stack.length > 0) {
    const u = stack.pop() as string;
    if (seen.has(u)) continue;
    seen.add(u);
    for (const next of out.get(u) ?? []) if (units.get(next)?.deps && !seen.has(next)) stack.push(next);
  }
  return seen;
}

/**
 * The start jobs of a reboot. systemd starts multi-user.target and everything it pulls in; nodeup
 * (kops-configuration.service, itself pulled in) then starts or restarts each unit it manages, and
 * on an old control plane protokube starts kubelet. A unit can only be in an ordering cycle with
 * units that also get a job.
 */
export function bootJobs(units: Map<string, ModelUnit>, edges: BootEdge[]): Jobs {
  const boot = closure(units, edges, [BOOT_TARGET], false);
  const later = [...units.values()].filter((u) => u.nodeupStarts || u.protokubeStarts).map((u) => u.node.unit);
  return {
    boot,
    all: closure(units, edges, [BOOT_TARGET, ...later], false),
    required: closure(units, edges, [BOOT_TARGET], true),
  };
}
