import type { Finding, Rule } from '../rule.ts';
import { hookMatchesRole, unitName } from '../../kops/hook-state.ts';

/** Units nodeup itself writes or manages; a hook with the same file name fights with kops. */
const KOPS_UNITS = new Set([
  'kubelet.service', 'containerd.service', 'docker.service', 'protokube.service', 'kops-configuration.service',
  'docker-healthcheck.service', 'docker-healthcheck.timer', 'kubernetes-iptables-setup.service',
]);

/** A hook named like a unit kops manages. */
export const shadowsKopsUnit: Rule = {
  id: 'shadows-kops-unit',
  severity: 'error',
  title: 'Hook replaces a unit that kops manages',
  docs: {
    summary: 'nodeup already has a task for kubelet.service or containerd.service, so it aborts ("found duplicate tasks") and the node never joins; for units kops only expects (docker.service on a containerd node, kops-configuration.service), the hook replaces or, when disabled, stops them.',
    why: 'Hook units go to the same directory as kops\'s own units, under the name you give.',
    fix: 'Pick a name of your own, and order it with `before:`/`requires:` against the kops unit.',
    bad: '- name: kubelet.service\n  manifest: ExecStartPre=/opt/prepare.sh',
    good: '- name: prepare-kubelet.service\n  before: [kubelet.service]\n  manifest: |\n    Type=oneshot\n    ExecStart=/opt/prepare.sh',
  },
  check(ctx) {
    const out: Finding[] = [];
    const b = ctx.analysis.behaviour;
    // The unit name does not depend on the group: keep only the hooks that name a kops unit, once,
    // instead of once per group (20 groups x 1,000 hooks showed up in the profile).
    const suspects = ctx.hooks.flatMap((hook) => {
      if (!hook.name) return [];
      const unit = unitName(hook.name.value, b, hook.useRawName?.value === true);
      return KOPS_UNITS.has(unit) ? [{ hook, name: hook.name, unit }] : [];
    });
    if (suspects.length === 0) return out;
    for (const group of ctx.analysis.groups) {
      const fatal = /found duplicate tasks with name "Service\/(.+)"/.exec(group.fatal ?? '')?.[1];
      for (const { hook, name, unit } of suspects) {
        if (hook.list === 'instanceGroup' && hook.document !== group.document) continue;
        if (!hookMatchesRole(hook, group.role)) continue;
        const task = group.tasks.find((t) => t.unit === unit && t.hook.list === hook.list && t.hook.index === hook.index && t.hook.document === hook.document);
        // A hook nodeup skips (no body, role-filtered, duplicate) writes nothing.
        if (!task && fatal !== unit) continue;
        out.push({
          at: { hook, field: 'name' },
          message: fatal === unit
            ? `Hook \`${name.value}\` writes ${unit}, which nodeup already manages: nodeup aborts with "found duplicate tasks with name \\"Service/${unit}\\"" and the node never finishes configuring.`
            : task?.definition === null
              ? `Disabled hook \`${name.value}\` makes nodeup stop and disable ${unit}, a unit kops manages on the node.`
              : `Hook \`${name.value}\` writes ${unit} over the unit of the same name on the node: kops or the image relies on that unit.`,
        });
      }
    }
    return out;
  },
};
