import type { Finding, Rule } from '../rule.ts';
import { directiveOffer } from '../directive-fix.ts';
import { directiveWayOut, hookKind } from '../hook-kind.ts';

// The target that pulls a unit of each type in at boot (systemd.special(7)); the rest, multi-user.target.
const TARGETS: Record<string, string> = { timer: 'timers.target', socket: 'sockets.target', path: 'paths.target' };

/** No `[Install]`: `systemctl enable` does nothing, so the unit does not start at boot by itself. */
export const noInstallSection: Rule = {
  id: 'no-install-section',
  severity: 'info',
  scope: 'unit',
  title: 'No [Install] section',
  docs: {
    summary: 'nodeup runs `systemctl enable`, which has nothing to link: the unit starts only when nodeup restarts it, not by itself at boot, and never before nodeup runs.',
    why: 'kops adds `[Install] WantedBy=multi-user.target` only for `execContainer` hooks; manifest and raw hooks get what you write.',
    fix: 'Accept that nodeup starts it, or write the whole unit with `useRawManifest: true` (kops 1.11+) and add `[Install]` with `WantedBy=multi-user.target` (`timers.target` for a timer); a wrapped manifest is only the body of kops\'s [Service]. The quick fix does it.',
    bad: '- name: x.service\n  useRawManifest: true\n  manifest: |\n    [Service]\n    ExecStart=/opt/x',
    good: '- name: x.service\n  useRawManifest: true\n  manifest: |\n    [Service]\n    ExecStart=/opt/x\n    [Install]\n    WantedBy=multi-user.target',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      if (!view.hook || view.task.definition === '' || ['device', 'scope', 'slice'].includes(view.type)) continue;
      if (view.parsed.entries.some((e) => e.section === 'Install' && e.value !== '')) continue;
      const wantedBy = `WantedBy=${TARGETS[view.type] ?? 'multi-user.target'}`;
      const { fix, fixed } = directiveOffer(ctx, view, { section: 'Install', key: 'WantedBy', value: TARGETS[view.type] ?? 'multi-user.target', choice: true });
      out.push({
        at: view.hook.manifest ? { hook: view.hook, field: 'manifest', key: true } : { hook: view.hook },
        message: `${view.task.unit} has no [Install] section: nodeup's \`systemctl enable\` links nothing, so the unit runs only when nodeup starts it, not at boot by itself.${directiveWayOut(hookKind(view.hook, ctx.analysis.behaviour), `\`${wantedBy}\``, 'Install', ctx.analysis.behaviour, fixed)}`,
        ...(fix ? { fixes: [fix] } : {}),
      });
    }
    return out;
  },
};
