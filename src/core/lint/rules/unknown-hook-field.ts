import type { Finding, Rule } from '../rule.ts';
import type { HookSpec, Located } from '../../types.ts';
import { didYouMean } from '../../spec/did-you-mean.ts';
import { EXEC_CONTAINER_FIELDS } from '../../spec/fields.ts';
import type { LintContext } from '../rule.ts';
import { directiveWayOut, hookKind } from '../hook-kind.ts';
import { unknownKeyFate } from '../../kops/spec-decoding.ts';

/** The hook fields this kops version (and API version) decodes. */
function knownFields(ctx: LintContext, hook: HookSpec): string[] {
  const b = ctx.analysis.behaviour;
  const api = ctx.documentOf(hook)?.apiVersion ?? 'v1alpha2';
  return [
    'name', 'roles', 'requires', 'before', 'execContainer', 'manifest',
    api === 'v1alpha3' ? 'enabled' : 'disabled',
    ...(b.useRawManifest ? ['useRawManifest'] : []),
    ...(b.useRawName ? ['useRawName'] : []),
  ];
}

function finding(ctx: LintContext, hook: HookSpec, field: Located<string>, known: readonly string[], where: string, at: Finding['at']): Finding {
  const guess = didYouMean(field.value, known);
  const range = field.keyRange ?? field.range;
  return {
    at,
    message: `\`${field.value}\` is not a field of ${where}${guess ? ` (did you mean \`${guess}\`?)` : ''}: ${unknownKeyFate(ctx.analysis.behaviour, hook.list)}, so it never reaches the node.`,
    ...(guess ? { fixes: [{ title: `Rename to \`${guess}\``, edits: [{ start: range.start, end: range.end, text: guess }] }] } : {}),
  };
}

/** Where an `after:` the author meant can go, for this hook's kind (hook-kind.ts). */
function afterAdvice(ctx: LintContext, hook: HookSpec): string {
  const kind = hookKind(hook, ctx.analysis.behaviour);
  return kind === 'raw'
    ? ' Write `After=` in the manifest\'s own [Unit].'
    : directiveWayOut(kind, '`After=`', 'Unit', ctx.analysis.behaviour, false);
}

/** Keys kops's hook types do not know: rejected by `kops edit cluster` (and `kops edit ig` from 1.22), dropped by `create -f`/`replace -f`. */
export const unknownHookField: Rule = {
  id: 'unknown-hook-field',
  severity: 'error',
  scope: 'hook',
  title: 'Unknown or misspelled hook field',
  docs: {
    summary: 'The field never reaches nodeup: `kops edit cluster` rejects the spec (`kops edit ig` only from kops 1.22; before, it drops the key), and `kops create -f`/`kops replace -f` silently drop the key, so what it was meant to do does not happen on the node.',
    why: 'kops decodes hooks into a fixed struct, and only `kops edit` checks the text for keys that did not fit (`v1.36.2:cmd/kops/edit_cluster.go:217`; `kops edit ig` from `v1.22.0:cmd/kops/edit_instancegroup.go:247`). `after:`, `requiers:` or `useRawName:` (a field only proposed, never shipped) have no place in it.',
    fix: 'Rename a misspelled key (the quick fix does it). For `after:`, write `After=` in the [Unit] of a raw manifest (`useRawManifest: true`, kops 1.11+): a wrapped manifest is only the body of kops\'s [Service], where systemd ignores it, and an execContainer hook must first be rewritten as a manifest hook.',
    bad: '- name: kiam.service\n  after: [network.target]\n  requiers: [docker.service]',
    good: '- name: kiam.service\n  requires: [docker.service]\n  manifest: |\n    ExecStart=/opt/kiam.sh',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const hook of ctx.hooks) {
      const known = knownFields(ctx, hook);
      hook.unknownFields.forEach((field, i) => {
        // `enabled`/`disabled` in the wrong API version has its own rule.
        if (field.value === 'enabled' || field.value === 'disabled') return;
        const found = finding(ctx, hook, field, known, 'a kops hook', { hook, unknownField: i });
        out.push(field.value === 'after' ? { ...found, message: `${found.message}${afterAdvice(ctx, hook)}` } : found);
      });
      hook.execContainer?.value.unknownFields.forEach((field, i) =>
        out.push(finding(ctx, hook, field, EXEC_CONTAINER_FIELDS, '`execContainer`', { hook, unknownField: i, inExecContainer: true })));
      for (const f of ['useRawManifest', 'useRawName'] as const) {
        const located = hook[f];
        if (!located || known.includes(f)) continue;
        const key: Located<string> = { value: f, range: located.keyRange ?? located.range };
        const fix = finding(ctx, hook, key, known, `a hook in kops ${ctx.analysis.behaviour.version}`, { hook, field: f, key: true });
        out.push({ ...fix, message: f === 'useRawName'
          ? `\`useRawName\` was only proposed and never shipped: ${unknownKeyFate(ctx.analysis.behaviour, hook.list)}, so \`.service\` is still appended on the node.`
          : `\`useRawManifest\` exists only from kops 1.11: in kops ${ctx.analysis.behaviour.version} ${unknownKeyFate(ctx.analysis.behaviour, hook.list)}, so the manifest is wrapped in [Service] on the node.` });
      }
    }
    return out;
  },
};
