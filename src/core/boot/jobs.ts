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

/**
 * Which units can get a start job: loaded (a file here), and not requiring (`Requires=`,
 * `BindsTo=`, `Requisite=`) a unit that is not on the node, directly or through what they require.
 * systemd cannot add such a job: the required unit fails to load, so the whole start fails
 * (src/core/transaction.c transaction_add_job_and_dependencies), and a boot that only wants the
 * unit drops it. Units whose presence the spec does not settle are taken as there.
 */
function startable(units: Map<string, ModelUnit>): (unit: string) => boolean {
  const memo = new Map<string, boolean>();
  const check = (u: string): boolean => {
    const known = memo.get(u);
    if (known !== undefined) return known;
    const m = units.get(u);
    if (!m?.deps) return m?.node.presence !== 'absent';
    memo.set(u, true); // a loop of requirements is no reason to fail
    const d = m.deps;
    const ok = [d.requires, d.bindsTo, d.requisite].every((refs) => refs.every((r) => check(r.unit)));
    memo.set(u, ok);
    return ok;
  };
  return (u) => !!units.get(u)?.deps && check(u);
}

/** The pull-in closure from `starts`; only units that can start (`can`) get a job. */
function closure(links: Map<string, string[]>, starts: string[], can: (unit: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const stack = starts.filter(can);
  while (stack.length > 0) {
    const u = stack.pop() as string;
    if (seen.has(u)) continue;
    seen.add(u);
    for (const next of links.get(u) ?? []) if (!seen.has(next) && can(next)) stack.push(next);
  }
  return seen;
}

/**
 * The start jobs of a reboot: the pull-in closure (`Requires=`, `Wants=`, `BindsTo=`,
 * `Requisite=`, and `WantedBy=`/`RequiredBy=` of enabled units, which become the target's) of
 * multi-user.target, which systemd starts (less what cannot start: see startable); plus, with what they pull in, the units nodeup
 * (kops-configuration.service, itself pulled in) starts or restarts, and kubelet where protokube
 * starts it. A unit can only be in an ordering cycle with units that also get a job. `required`
 * follows requirements only: systemd never deletes such a job to break a cycle (matters_to_anchor).
 */
export function bootJobs(units: Map<string, ModelUnit>, relations: Relations): Jobs {
  const later = [BOOT_TARGET];
  for (const u of units.values()) if (u.nodeupStarts || u.protokubeStarts) later.push(u.node.unit);
  const can = startable(units);
  return {
    boot: closure(relations.pullAll, [BOOT_TARGET], can),
    all: closure(relations.pullAll, later, can),
    required: closure(relations.pullStrong, [BOOT_TARGET], can),
  };
}
