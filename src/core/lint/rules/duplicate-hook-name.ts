import type { Finding, Rule } from '../rule.ts';
import type { HookSpec } from '../../types.ts';

/** Two hooks of the same list with the same name: nodeup silently skips the later one. */
export const duplicateHookName: Rule = {
  id: 'duplicate-hook-name',
  severity: 'warning',
  title: 'Duplicate hook name: the later hook is skipped',
  docs: {
    summary: 'nodeup skips the later hook without an error: it never runs on the node.',
    why: 'nodeup remembers each hook name it has seen on the node and skips repeats; the first one wins within a list.',
    fix: 'Rename one of the hooks, or merge them.',
    bad: '- name: fix.service\n  manifest: ExecStart=/opt/a\n- name: fix.service\n  manifest: ExecStart=/opt/b',
    good: '- name: fix-a.service\n  manifest: ExecStart=/opt/a\n- name: fix-b.service\n  manifest: ExecStart=/opt/b',
  },
  check(ctx) {
    const seen = new Set<HookSpec>();
    const out: Finding[] = [];
    for (const group of ctx.analysis.groups) {
      for (const s of group.skipped) {
        if (s.reason !== 'duplicate-name') continue;
        const hook = ctx.hooks.find((h) => h.list === s.list && h.document === s.document && h.index === s.index);
        if (!hook || seen.has(hook)) continue;
        // Only repeats within one list; an instance group hook replacing a cluster hook is hook-overridden.
        const twin = ctx.hooks.find((h) => h !== hook && h.list === s.list && h.document === s.document && h.index < s.index && (h.name?.value ?? '') === s.name);
        if (!twin) continue;
        seen.add(hook);
        out.push({
          at: { hook, field: 'name' },
          message: `Hook name \`${s.name}\` is used twice in this list: nodeup skips this later hook silently, so it never runs on the node.`,
        });
      }
    }
    return out;
  },
};
