import { V1ALPHA3_RELEASES } from '../../kops/v1alpha3.ts';
import type { Finding, Rule } from '../rule.ts';
import { removeHookField } from '../yaml-edits.ts';

/** kops 1.23+: v1alpha2 InstanceGroup `disabled:` is taken as `enabled:` (conversion bug). */
export const disabledInvertedOnInstanceGroup: Rule = {
  id: 'disabled-inverted-on-instance-group',
  severity: 'error',
  scope: 'hook',
  title: 'disabled: on a v1alpha2 InstanceGroup hook is inverted (kops 1.23+)',
  docs: {
    summary: 'From kops 1.23, a v1alpha2 InstanceGroup hook with `disabled: true` RUNS on the node, and `disabled: false` switches it OFF (nodeup stops and disables the unit).',
    why: 'kops 1.23 renamed the internal field to `Enabled`. The v1alpha2 conversion inverts `disabled` for Cluster hooks but not for InstanceGroup hooks, where the value is copied as `enabled`.',
    fix: `Drop \`disabled: false\` (the default is enabled). To switch an IG hook off, remove the hook, or, with kops ${V1ALPHA3_RELEASES} (the releases that read v1alpha3), use apiVersion kops.k8s.io/v1alpha3 with \`enabled: false\`.`,
    bad: 'kind: InstanceGroup\nspec:\n  hooks:\n  - name: update-engine.service\n    disabled: true',
    good: 'apiVersion: kops.k8s.io/v1alpha3\nkind: InstanceGroup\nspec:\n  hooks:\n  - name: update-engine.service\n    enabled: false',
  },
  check(ctx) {
    if (!ctx.analysis.behaviour.invertedIgDisabled) return [];
    const out: Finding[] = [];
    for (const hook of ctx.hooks) {
      const d = hook.disabled;
      if (!d || hook.list !== 'instanceGroup' || ctx.documentOf(hook)?.apiVersion !== 'v1alpha2') continue;
      const removal = d.value ? undefined : removeHookField(ctx.analysis.text, d);
      out.push({
        at: { hook, field: 'disabled' },
        message: d.value
          ? `\`disabled: true\` on a v1alpha2 InstanceGroup hook: kops ${ctx.analysis.behaviour.version} reads it as \`enabled: true\` (kops bug), so the hook RUNS on the node.`
          : `\`disabled: false\` on a v1alpha2 InstanceGroup hook: kops ${ctx.analysis.behaviour.version} reads it as \`enabled: false\` (kops bug), so nodeup stops and disables the unit instead of running it.`,
        ...(removal ? { fixes: [{ title: 'Remove `disabled: false` (enabled is the default)', edits: [removal] }] } : {}),
      });
    }
    return out;
  },
};
