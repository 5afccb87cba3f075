import type { Finding, Rule } from '../rule.ts';

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
    summary: 'nodeup writes the hook over the unit kops itself installs (or, for a disabled hook, stops and disables it): kubelet, containerd or nodeup itself stop working as kops expects and the node may never join.',
    why: 'Hook units go to the same directory as kops\'s own units, under the name you give.',
    fix: 'Pick a name of your own, and order it with `before:`/`requires:` against the kops unit.',
    bad: '- name: kubelet.service\n  manifest: ExecStartPre=/opt/prepare.sh',
    good: '- name: prepare-kubelet.service\n  before: [kubelet.service]\n  manifest: |\n    Type=oneshot\n    ExecStart=/opt/prepare.sh',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const group of ctx.analysis.groups) {
      for (const task of group.tasks) {
        if (!KOPS_UNITS.has(task.unit)) continue;
        const hook = ctx.hooks.find((h) => h.list === task.hook.list && h.document === task.hook.document && h.index === task.hook.index);
        if (!hook) continue;
        out.push({
          at: { hook, field: 'name' },
          message: task.definition === null
            ? `Disabled hook \`${task.hook.name}\` makes nodeup stop and disable ${task.unit}, a unit kops itself needs on the node.`
            : `Hook \`${task.hook.name}\` makes nodeup write ${task.unit} over the unit kops installs: the node runs your file instead of kops's.`,
        });
      }
    }
    return out;
  },
};
