import type { Finding, Rule } from '../rule.ts';
import { deprecatedReplacement, directiveKind } from '../../systemd/directives.ts';

/** MemoryLimit=, CPUShares=, KillMode=none...: still parsed today, removed in newer systemd. */
export const deprecatedDirective: Rule = {
  id: 'deprecated-directive',
  severity: 'warning',
  scope: 'unit',
  title: 'Deprecated directive',
  docs: {
    summary: 'systemd logs a deprecation warning on the node and newer releases ignore the setting (cgroup v1 keys do nothing on cgroup v2 nodes), so the limit or behaviour silently goes away on an OS upgrade.',
    why: 'systemd replaced the cgroup v1 settings (MemoryLimit=, CPUShares=, BlockIO*=) with cgroup v2 ones, and deprecated KillMode=none.',
    fix: 'Use the replacement named in the message.',
    bad: '- name: x.service\n  manifest: |\n    MemoryLimit=1G\n    ExecStart=/opt/x',
    good: '- name: x.service\n  manifest: |\n    MemoryMax=1G\n    ExecStart=/opt/x',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      for (const e of view.entries) {
        if (!e.section || directiveKind(e.section, e.key) === undefined) continue;
        const instead = e.key === 'KillMode' && e.value === 'none' ? 'KillMode=mixed or control-group' : deprecatedReplacement(e.key);
        if (instead === undefined) continue;
        out.push({
          at: { unit: view, line: e.line },
          message: `\`${e.key}=${e.key === 'KillMode' ? 'none' : ''}\` is deprecated: systemd warns on the node and newer releases ignore it; use ${instead}.`,
        });
      }
    }
    return out;
  },
};
