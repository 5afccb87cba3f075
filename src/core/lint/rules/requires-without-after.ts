import type { Finding, Rule } from '../rule.ts';
import { effectiveEntries } from '../../systemd/unit-parser.ts';
import { unitList } from '../unit-helpers.ts';
import { directiveOffer } from '../directive-fix.ts';
import { directiveWayOut, hookKind } from '../hook-kind.ts';

/** `Requires=X` without `After=X`: both start at the same time. */
export const requiresWithoutAfter: Rule = {
  id: 'requires-without-after',
  severity: 'info',
  scope: 'unit',
  title: 'Requires= without After=',
  docs: {
    summary: 'systemd starts both units at the same time: the hook may run before the unit it requires is up on the node.',
    why: '`Requires=` pulls the other unit in; only `After=` orders them. kops\'s `requires:` writes `Requires=` alone.',
    fix: 'Also order it with `After=` in [Unit]. kops has no field for it and writes [Unit] itself for a wrapped manifest and an execContainer hook: write the whole unit with `useRawManifest: true` (kops 1.11+) and add `After=` there (the quick fix does it, from the unit kops writes now).',
    bad: '- name: swap1.swap\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Requires=create-swapfile.service\n    [Swap]\n    What=/swap1',
    good: '- name: swap1.swap\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Requires=create-swapfile.service\n    After=create-swapfile.service\n    [Swap]\n    What=/swap1',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      const after = new Set(effectiveEntries(view.parsed, 'Unit', 'After').flatMap((e) => unitList(e.value)));
      for (const e of effectiveEntries(view.parsed, 'Unit', 'Requires')) {
        // kops's own Requires=containerd.service for exec hooks is not the user's to fix.
        const origin = view.task.lineOrigins[e.line];
        if (origin?.kind === 'field' && origin.field === 'execContainer') continue;
        const unordered = unitList(e.value).find((u) => !after.has(u));
        if (unordered === undefined) continue;
        const { fix, fixed } = directiveOffer(ctx, view, { section: 'Unit', key: 'After', value: unordered, near: ['Requires', 'After'], choice: true });
        const wayOut = view.hook ? directiveWayOut(hookKind(view.hook, ctx.analysis.behaviour), `\`After=${unordered}\``, 'Unit', ctx.analysis.behaviour, fixed) : '';
        out.push({
          at: { unit: view, line: e.line },
          message: `\`Requires=${unordered}\` without \`After=${unordered}\`: systemd starts both at once on the node, so ${view.task.unit} may run before ${unordered} is up.${wayOut}`,
          ...(fix ? { fixes: [fix] } : {}),
        });
      }
    }
    return out;
  },
};
