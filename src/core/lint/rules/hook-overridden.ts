import type { Finding, Rule } from '../rule.ts';
import type { HookSpec } from '../../types.ts';

/** An instance group hook replaces the cluster hook of the same name on that group's nodes. */
export const hookOverridden: Rule = {
  id: 'hook-overridden',
  severity: 'info',
  title: 'Cluster hook replaced by an instance group hook',
  docs: {
    summary: 'On the instance group\'s nodes, the cluster hook is skipped and the instance group hook of the same name runs instead (or nothing runs, if the instance group hook is disabled or empty).',
    why: 'nodeup reads the instance group\'s hooks first and skips any later hook whose name it has already seen.',
    fix: 'Nothing, if the override is intended. Otherwise give the hooks different names.',
    bad: 'kind: Cluster\nspec:\n  hooks:\n  - name: gpu.service\n    manifest: ExecStart=/opt/a\n---\nkind: InstanceGroup\nmetadata:\n  name: gpu\nspec:\n  role: Node\n  hooks:\n  - name: gpu.service\n    manifest: ExecStart=/opt/b',
    good: 'kind: Cluster\nspec:\n  hooks:\n  - name: gpu.service\n    manifest: ExecStart=/opt/a\n---\nkind: InstanceGroup\nmetadata:\n  name: gpu\nspec:\n  role: Node\n  hooks:\n  - name: gpu-ig.service\n    manifest: ExecStart=/opt/b',
  },
  check(ctx) {
    const byHook = new Map<HookSpec, string[]>();
    for (const group of ctx.analysis.groups) {
      for (const s of group.skipped) {
        if (s.reason !== 'duplicate-name' || s.list !== 'cluster') continue;
        const hook = ctx.hooks.find((h) => h.list === 'cluster' && h.document === s.document && h.index === s.index);
        const igHook = ctx.hooks.find((h) => h.list === 'instanceGroup' && h.document === group.document && h.name?.value === s.name);
        if (!hook || !igHook) continue;
        byHook.set(hook, [...(byHook.get(hook) ?? []), group.name]);
      }
    }
    const out: Finding[] = [];
    for (const [hook, groups] of byHook) {
      out.push({
        at: { hook, field: 'name' },
        message: `Cluster hook \`${hook.name?.value}\` does not run on instance group${groups.length > 1 ? 's' : ''} ${groups.join(', ')}: the instance group hook of the same name replaces it there.`,
      });
    }
    return out;
  },
};
