import type { Finding, Rule } from '../rule.ts';
import { execStarts, serviceType } from '../unit-helpers.ts';

/** Several `ExecStart=` lines are only allowed for `Type=oneshot`. */
export const multipleExecStart: Rule = {
  id: 'multiple-exec-start',
  severity: 'error',
  scope: 'unit',
  title: 'Several ExecStart= without Type=oneshot',
  docs: {
    summary: 'systemd refuses to load the service ("Service has more than one ExecStart= setting, which is only allowed for Type=oneshot services. Refusing."): the hook never runs on the node.',
    why: 'A long-running service has one main process; only a oneshot runs commands in sequence. A `\\` continuation that systemd does not see (a stray blank after the backslash) also splits one command into two lines.',
    fix: 'Add `Type=oneshot`, or use `ExecStartPre=` for the earlier commands.',
    bad: '- name: setup.service\n  manifest: |\n    ExecStart=/opt/a\n    ExecStart=/opt/b',
    good: '- name: setup.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/opt/a\n    ExecStart=/opt/b',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      if (view.type !== 'service' || serviceType(view) === 'oneshot') continue;
      const starts = execStarts(view);
      const second = starts[1];
      if (!second) continue;
      out.push({
        at: { unit: view, line: second.line },
        message: `A second \`ExecStart=\` in ${view.task.unit} without \`Type=oneshot\`: systemd refuses to load the service on the node.`,
      });
    }
    return out;
  },
};
