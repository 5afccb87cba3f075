import { V1ALPHA3_RELEASES } from '../../kops/v1alpha3.ts';
import type { Finding, Rule } from '../rule.ts';
import { unknownKeyFate } from '../../kops/spec-decoding.ts';

/** `enabled` is v1alpha3, `disabled` is v1alpha2; `Master` is not a v1alpha3 role. */
export const wrongApiVersionField: Rule = {
  id: 'wrong-api-version-field',
  severity: 'error',
  scope: 'hook',
  title: 'Field or role from the other API version',
  docs: {
    summary: 'The field is not decoded in this API version: the hook is not switched off (or not switched on) on the node as written; a v1alpha3 `Master` role matches no node.',
    why: `v1alpha2 has \`disabled:\` and the role \`Master\`; v1alpha3 has \`enabled:\` and \`ControlPlane\`, and only kops ${V1ALPHA3_RELEASES} read a v1alpha3 spec. v1alpha2's key stays \`disabled\` in every release (from 1.23 the Go field behind it is named Enabled, \`v1.23.0:pkg/apis/kops/v1alpha2/cluster.go:324\`), so \`enabled:\` there is an unknown key in every release, as \`disabled:\` is in v1alpha3: \`kops create -f\`/\`replace -f\` drop it silently, \`kops edit cluster\` rejects it (\`kops edit ig\` from 1.22).`,
    fix: 'Use the field of the document\'s apiVersion: `disabled: true` in v1alpha2, `enabled: false` in v1alpha3.',
    bad: 'apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nspec:\n  hooks:\n  - name: x.service\n    enabled: false',
    good: 'apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nspec:\n  hooks:\n  - name: x.service\n    disabled: true',
  },
  check(ctx) {
    const out: Finding[] = [];
    // v1alpha2's JSON key is `disabled` in every release (kops 1.23 renames only the Go field,
    // v1.23.0:pkg/apis/kops/v1alpha2/cluster.go:324), and v1alpha3's is `enabled`
    // (v1.23.0:pkg/apis/kops/v1alpha3/cluster.go:298): the other one is an unknown key, whatever the release.
    const b = ctx.analysis.behaviour;
    for (const hook of ctx.hooks) {
      const api = ctx.documentOf(hook)?.apiVersion ?? 'v1alpha2';
      // In a v1alpha3 document `enabled` is right; where kops does not read v1alpha3 the whole
      // document is refused (api-version-unsupported), which says what to change.
      const wrongEnabled = hook.enabled && api === 'v1alpha2' ? hook.enabled : undefined;
      if (wrongEnabled) {
        out.push({
          at: { hook, field: 'enabled', key: true },
          message: `\`enabled\` is a v1alpha3 field; a v1alpha2 hook's key is \`disabled\`: ${unknownKeyFate(b, hook.list)}, so the hook ${wrongEnabled.value ? 'runs, as it would without it,' : 'still runs'} on the node; use \`disabled: ${!wrongEnabled.value}\`.`,
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
          message: `\`disabled\` is a v1alpha2 field; a v1alpha3 hook's key is \`enabled\`: ${unknownKeyFate(b, hook.list)}, so the hook ${d.value ? 'still runs' : 'runs, as it would without it,'} on the node; use \`enabled: ${!d.value}\`.`,
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
