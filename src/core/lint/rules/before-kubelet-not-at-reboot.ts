import { kopsUnitsOf, rebootOracle } from '../../boot/boot-graph.ts';
import { twinClasses, type TwinClasses } from '../../boot/twin-hooks.ts';
import { kubeletShortcuts } from '../kubelet-shortcuts.ts';
import type { KubeletVerdictCore, VerdictOracle } from '../../boot/kubelet-verdicts.ts';
import type { GroupPlan } from '../../types.ts';
import { bootInputs, lintHookDeps } from '../boot-inputs.ts';
import { kubeletFix } from '../kubelet-fix.ts';
import type { Finding, Rule } from '../rule.ts';

const KUBELET = 'kubelet.service';

/** A hook that orders itself before kubelet, but at a reboot does not run before it. */
export const beforeKubeletNotAtReboot: Rule = {
  id: 'before-kubelet-not-at-reboot',
  severity: 'warning',
  title: 'Ordered before kubelet, but not at a reboot',
  docs: {
    summary: 'The hook says it runs before kubelet (`before:`, `Before=`, or `RequiredBy=`/`WantedBy=kubelet.service`), but at a reboot kubelet starts first, or nothing makes it wait. From kops 1.21 kubelet is enabled and systemd starts it at boot; a hook with no [Install] starts only when nodeup runs, later, and kubelet never waits for a job nobody has queued yet.',
    why: 'systemd orders jobs, not unit files: a job waits only for the jobs that exist when it could run (systemd.unit(5), Before=/After=). nodeup (kops-configuration.service) starts every unit it manages in parallel tasks, without waiting for one another, while systemd starts the enabled units at boot.',
    fix: 'Start the hook at boot: add `[Install]` with `WantedBy=multi-user.target` (a wrapped manifest takes it at its end, a raw manifest in its own [Install]), and keep it ordered before kubelet. On a first boot (and every node a rolling update brings) nodeup starts hooks and kubelet together, so nothing a hook says can guarantee it there.',
    bad: '- name: sysctl-tune.service\n  before: [kubelet.service]\n  manifest: |\n    Type=oneshot\n    ExecStart=/sbin/sysctl -w vm.max_map_count=262144',
    good: '- name: sysctl-tune.service\n  before: [kubelet.service]\n  manifest: |\n    Type=oneshot\n    ExecStart=/sbin/sysctl -w vm.max_map_count=262144\n\n    [Install]\n    WantedBy=multi-user.target',
  },
  inputs: bootInputs,
  check(ctx) {
    const hookDeps = lintHookDeps(ctx);
    const claimants = ctx.units.filter((v) => {
      if (!v.hook || v.task.unit === KUBELET || v.task.definition === '') return false;
      const d = hookDeps(v.task.unit, v.task.definition);
      return [d.before, d.requiredBy, d.wantedBy].some((refs) => refs.some((r) => r.unit === KUBELET));
    });
    if (claimants.length === 0) return [];
    // Most claims are settled by the hook's own lines (kubeletShortcuts); the rest, and the words
    // of each finding, come from one graph per group, made when first needed, with twin classes
    // decided once per role over all its groups' tasks, so that each graph reads a few units.
    const shortcut = kubeletShortcuts(ctx, hookDeps);
    const classes = new Map<string, TwinClasses>();
    const oracles = new Map<GroupPlan, VerdictOracle>();
    const oracleOf = (group: GroupPlan): VerdictOracle => {
      let o = oracles.get(group);
      if (o) return o;
      let c = classes.get(group.role);
      if (!c) {
        const groups = ctx.analysis.groups.filter((g) => g.role === group.role);
        classes.set(group.role, (c = twinClasses(groups.flatMap((g) => g.tasks), hookDeps, kopsUnitsOf(ctx.analysis, group.role, group.document))));
      }
      oracles.set(group, (o = rebootOracle(ctx.analysis, group, hookDeps, c)));
      return o;
    };
    const out: Finding[] = [];
    for (const view of claimants) {
      const task = view.task;
      let firstCore: (() => KubeletVerdictCore | null) | null = null;
      const failing = view.groups.filter((g) => {
        const sure = shortcut(view, g);
        const fails = sure ? sure.reboot === 'not-yes' : (oracleOf(g).reboot(task) ?? 'yes') !== 'yes';
        if (fails && !firstCore) firstCore = sure?.core ?? (() => oracleOf(g).core(task));
        return fails;
      });
      const first = firstCore ? (firstCore as () => KubeletVerdictCore | null)() : null;
      if (!first || first.claim === null) continue;
      // Name the groups only when some of the hook's groups are fine.
      const where = failing.length < view.groups.length ? ` on instance group${failing.length > 1 ? 's' : ''} ${failing.map((g) => g.name).join(', ')}` : '';
      const effect = first.beforeKubelet.reboot === 'no' ? 'kubelet starts first' : 'nothing makes it run first';
      const { fix, note } = kubeletFix(ctx.analysis, first, view.hook);
      out.push({
        at: { unit: view, line: first.claim },
        message: `${task.unit} is ordered before ${KUBELET}, but at a reboot ${effect}${where}: ${first.words().reboot}${note ? ` ${note}` : ''}`,
        ...(fix ? { fixes: [fix] } : {}),
      });
    }
    return out;
  },
};
