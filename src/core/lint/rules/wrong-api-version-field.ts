import { V1ALPHA3_RELEASES } from '../../kops/v1alpha3.ts';
import type { Finding, Rule } from '../rule.ts';

/** `enabled` is v1alpha3, `disabled` is v1alpha2; `Master` is not a v1alpha3 role. */
export const wrongApiVersionField: Rule = {
  id: 'wrong-api-version-field',
  severity: 'error',
  scope: 'hook',
  title: 'Field or role from the other API version',
  docs: {
    summary: 'The field is not decoded in this API version: the hook is not switched off (or not switched on) on the node as written; a v1alpha3 `Master` role matches no node.',
    why: `v1alpha2 has \`disabled:\` and the role \`Master\`; v1alpha3 has \`enabled:\` and \`ControlPlane\`, and only kops ${V1ALPHA3_RELEASES} read a v1alpha3 spec. Before kops 1.23, \`enabled:\` does not exist at all.`,
    fix: 'Use the field of the document\'s apiVersion: `disabled: true` in v1alpha2, `enabled: false` in v1alpha3.',
    bad: 'apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nspec:\n  hooks:\n  - name: x.service\n    enabled: false',
    good: 'apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nspec:\n  hooks:\n  - name: x.service\n    disabled: true',
  },
  check(ctx) {
    const out: Finding[] = [];
    // kops 1.23 renames the field to `Enabled` (the same release inverts IG `disabled:`,
    // v1.23.0:pkg/apis/kops/v1alpha2/cluster.go:324); before it, `enabled:` is no field at all.
    const pre123 = !ctx.analysis.behaviour.invertedIgDisabled;
    for (const hook of ctx.hooks) {
      const api = ctx.documentOf(hook)?.apiVersion ?? 'v1alpha2';
      // In a v1alpha3 document `enabled` is right; where kops does not read v1alpha3 the whole
      // document is refused (api-version-unsupported), which says what to change.
      const wrongEnabled = hook.enabled && api === 'v1alpha2' ? hook.enabled : undefined;
      if (wrongEnabled) {
        out.push({
          at: { hook, field: 'enabled', key: true },
          message: pre123
            ? `\`enabled\` does not exist before kops 1.23: kops ${ctx.analysis.behaviour.version} ignores it, so the hook ${wrongEnabled.value ? 'runs' : 'still runs'} on the node; use \`disabled: ${!wrongEnabled.value}\`.`
            : `\`enabled\` is a v1alpha3 field, but this document is v1alpha2: kops rejects it; use \`disabled: ${!wrongEnabled.value}\`.`,
          fixes: [{ title: `Use \`disabled: ${!wrongEnabled.value}\``, edits: [
            { start: (wrongEnabled.keyRange ?? wrongEnabled.range).start, end: (wrongEnabled.keyRange ?? wrongEnabled.range).end, text: 'disabled' },
            { start: wrongEnabled.range.start, end: wrongEnabled.range.end, text: String(!wrongEnabled.value) },
          ] }],
        });
      }
      if (hook.disabled && api === 'v1alpha3') {
        const d = hook.disabled;
        out.push({
          at: { hook, field: 'disabled', key: true },
          message: `\`disabled\` is a v1alpha2 field, but this document is v1alpha3: kops rejects it; use \`enabled: ${!d.value}\`.`,
          fixes: [{ title: `Use \`enabled: ${!d.value}\``, edits: [
            { start: (d.keyRange ?? d.range).start, end: (d.keyRange ?? d.range).end, text: 'enabled' },
            { start: d.range.start, end: d.range.end, text: String(!d.value) },
          ] }],
        });
      }
      hook.roles?.value.forEach((role, item) => {
        if (api !== 'v1alpha3' || role.value !== 'Master') return;
        out.push({
          at: { hook, field: 'roles', item },
          message: 'Role `Master` is v1alpha2; in v1alpha3 the role is `ControlPlane`, so this hook matches no node.',
          fixes: [{ title: 'Use `ControlPlane`', edits: [{ start: role.range.start, end: role.range.end, text: 'ControlPlane' }] }],
        });
      });
    }
    return out;
  },
};
