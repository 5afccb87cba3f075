import type { Finding, Rule } from '../rule.ts';
import { lastValue } from '../../systemd/unit-parser.ts';
import { serviceType } from '../unit-helpers.ts';
import { isBoolean } from '../value-parsers.ts';
import { directiveOffer } from '../directive-fix.ts';
import { directiveWayOut, hookKind } from '../hook-kind.ts';

const REMAIN = { section: 'Service', key: 'RemainAfterExit', value: 'yes', near: ['Type'], choice: true } as const;

/** A oneshot that goes inactive after it exits: nodeup starts it again on every pass. */
export const oneshotWithoutRemainAfterExit: Rule = {
  id: 'oneshot-without-remain-after-exit',
  severity: 'info',
  scope: 'unit',
  title: 'oneshot without RemainAfterExit=yes',
  docs: {
    summary: 'After the command exits the unit is inactive, so every nodeup run (`systemctl restart`, at every boot) runs it again, and units ordered after it see it as stopped.',
    why: 'nodeup manages hook units as services that should be running; a oneshot counts as running only with `RemainAfterExit=yes`.',
    fix: 'Add `RemainAfterExit=yes` when the hook should run once per boot: in a manifest hook, as a line of the manifest (a raw manifest: in its [Service]). An execContainer hook has no field for it: rewrite it as a manifest hook with `useRawManifest: true` (the quick fix writes the unit kops writes now, plus the line).',
    bad: '- name: sysctl.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/sbin/sysctl --system',
    good: '- name: sysctl.service\n  manifest: |\n    Type=oneshot\n    RemainAfterExit=yes\n    ExecStart=/sbin/sysctl --system',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      if (view.type !== 'service' || !view.hook || serviceType(view) !== 'oneshot') continue;
      const remain = lastValue(view.parsed, 'Service', 'RemainAfterExit');
      if (remain !== undefined && isBoolean(remain) && /^(1|yes|y|true|t|on)$/i.test(remain)) continue;
      const type = view.parsed.entries.findLast((e) => e.section === 'Service' && e.key === 'Type');
      const kind = hookKind(view.hook, ctx.analysis.behaviour);
      const { fix, fixed } = directiveOffer(ctx, view, REMAIN);
      out.push({
        at: kind === 'exec' ? { hook: view.hook, field: 'execContainer', key: true } : type ? { unit: view, line: type.line } : { hook: view.hook },
        message: `${view.task.unit} is a oneshot without \`RemainAfterExit=yes\`: it is inactive once it exits, so nodeup runs it again on every pass on the node.${directiveWayOut(kind, '`RemainAfterExit=yes`', 'Service', ctx.analysis.behaviour, fixed)}`,
        ...(fix ? { fixes: [fix] } : {}),
      });
    }
    return out;
  },
};
