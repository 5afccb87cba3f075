import type { Finding, Rule } from '../rule.ts';
import { lacksCommand } from '../unit-helpers.ts';

/** A service with no `ExecStart=` (and no ExecStop=/SuccessAction=): systemd refuses it. */
export const missingExecStart: Rule = {
  id: 'missing-exec-start',
  severity: 'error',
  scope: 'unit',
  title: 'Service without ExecStart=',
  docs: {
    summary: 'systemd refuses to load the service ("Service has no ExecStart=, ExecStop=, or SuccessAction=. Refusing."): nodeup\'s `systemctl restart` fails on every run and the hook never does anything on the node.',
    why: 'A service needs a command. A manifest that is really a swap, mount or timer unit still becomes a service when its file name ends in `.service`.',
    fix: 'Add `ExecStart=` (with `Type=oneshot` for a one-time command), or make the hook the unit type it really is.',
    bad: '- name: sysctl.service\n  manifest: |\n    Type=oneshot',
    good: '- name: sysctl.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/sbin/sysctl --system',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      if (view.type !== 'service' || !view.hook || view.task.definition === '') continue;
      if (!lacksCommand(view)) continue;
      const service = view.parsed.sections.find((s) => s.name === 'Service');
      out.push({
        at: view.hook.manifest ? { hook: view.hook, field: 'manifest', key: true } : service ? { unit: view, line: service.line } : { hook: view.hook },
        message: `${view.task.unit} has no \`ExecStart=\`: systemd refuses to load the service, so nodeup's restart fails on every run on the node.`,
      });
    }
    return out;
  },
};
