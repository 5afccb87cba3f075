import { BOOT_TARGET, type Relations } from './boot-edges.ts';
import type { ModelUnit } from './boot-units.ts';

/** Who gets a start job at a reboot, and which jobs the boot cannot do without. */
export interface Jobs {
  /** Pulled in by the boot transaction of multi-user.target. */
  boot: Set<string>;
  /** Started at boot, or by nodeup or protokube (with whatever those pull in). */
  all: Set<string>;
  /** Required (not merely wanted) from multi-user.target: systemd never deletes these jobs to break a cycle. */
  required: Set<string>;
}

/** The pull-in closure from `starts`; only loaded units (with a file here) get a job. */
function closure(units: Map<string, ModelUnit>, links: Map<string, string[]>, starts: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = starts.filter((s) => units.get(s)?.deps);
  while (stack.length > 0) {
    const u = stack.pop() as string;
    if (seen.has(u)) continue;
    seen.add(u);
    for (const next of links.get(u) ?? []) if (!seen.has(next) && units.get(next)?.deps) stack.push(next);
  }
  return seen;
}

/**
 * The start jobs of a reboot: the pull-in closure (`Requires=`, `Wants=`, `BindsTo=`,
 * `Requisite=`, and `WantedBy=`/`RequiredBy=` of enabled units, which become the target's) of
 * multi-user.target, which systemd starts; plus, with what they pull in, the units nodeup
 * (kops-configuration.service, itself pulled in) starts or restarts, and kubelet where protokube
 * starts it. A unit can only be in an ordering cycle with units that also get a job. `required`
 * follows requirements only: systemd never deletes such a job to break a cycle (matters_to_anchor).
 */
export function bootJobs(units: Map<string, ModelUnit>, relations: Relations): Jobs {
  const later = [BOOT_TARGET];
  for (const u of units.values()) if (u.nodeupStarts || u.protokubeStarts) later.push(u.node.unit);
  return {
    boot: closure(units, relations.pullAll, [BOOT_TARGET]),
    all: closure(units, relations.pullAll, later),
    required: closure(units, relations.pullStrong, [BOOT_TARGET]),
  };
}
