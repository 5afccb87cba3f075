import type { Relations } from './boot-edges.ts';
import type { ModelUnit } from './boot-units.ts';
import type { Jobs } from './jobs.ts';

/**
 * Which ordering lines hold at a reboot. systemd orders jobs, not unit files: a start job waits
 * only for the jobs that exist when it could run (systemd.unit(5), Before=/After=: "if ... both
 * units are being started"; src/core/job.c job_is_runnable looks at `other->job`). At a reboot
 * jobs come at two moments:
 * - the boot transaction of multi-user.target (`jobs.boot`), queued at once;
 * - later, each unit nodeup (or protokube) starts, in a transaction of its own with what it pulls
 *   in: nodeup runs in kops-configuration.service, itself a boot job with no After= lines, and no
 *   Service task of nodeup waits for another (`v1.36.2:upup/pkg/fi/nodeup/nodetasks/service.go`
 *   GetDependencies, `v1.36.2:upup/pkg/fi/executor.go` forkJoin).
 *
 * So `from` → `to` holds when `from` is a boot job (a later job of `to` still finds it queued, or
 * it has already finished), or when neither is and one start of nodeup queues both together.
 * It does not hold when `to` starts at boot and `from` only later: `to` never waits for a job
 * nobody has queued yet.
 */
export interface RebootBinding {
  /** Units with a boot job (multi-user.target's transaction). */
  boot: ReadonlySet<string>;
  /** True when the ordering `from` → `to` (both with a job) holds at a reboot. */
  holds(from: string, to: string): boolean;
  /** True when one later start (by nodeup or protokube) queues jobs for both units together. */
  together(a: string, b: string): boolean;
}

/**
 * The binding of `units` at a reboot. The later transactions are the pull-in closures (over units
 * that are not boot jobs: a running unit gets no new job) of every unit nodeup or protokube starts
 * that the boot does not; they are small (a hook and what it requires), and made when first asked.
 */
export function rebootBinding(units: Map<string, ModelUnit>, relations: Relations, jobs: Jobs): RebootBinding {
  const boot = jobs.boot;
  let member: Map<string, number[]> | null = null;
  const transactions = (): Map<string, number[]> => {
    if (member) return member;
    member = new Map();
    let n = 0;
    for (const u of units.values()) {
      const name = u.node.unit;
      if (!(u.nodeupStarts || u.protokubeStarts) || !u.deps || boot.has(name) || !jobs.all.has(name)) continue;
      const id = n++;
      const seen = new Set<string>([name]);
      const stack = [name];
      while (stack.length > 0) {
        const at = stack.pop() as string;
        let list = member.get(at);
        if (!list) member.set(at, (list = []));
        list.push(id);
        for (const next of relations.pullAll.get(at) ?? []) {
          if (seen.has(next) || boot.has(next) || !units.get(next)?.deps) continue;
          seen.add(next);
          stack.push(next);
        }
      }
    }
    return member;
  };
  const together = (a: string, b: string): boolean => {
    if (boot.has(a) || boot.has(b)) return false;
    const ta = transactions().get(a);
    const tb = transactions().get(b);
    return !!ta && !!tb && ta.some((t) => tb.includes(t));
  };
  return {
    boot,
    together,
    holds(from, to) {
      if (!jobs.all.has(from) || !jobs.all.has(to)) return false;
      return boot.has(from) || together(from, to);
    },
  };
}
