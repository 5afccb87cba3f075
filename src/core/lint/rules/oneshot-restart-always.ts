import type { Finding, Rule } from '../rule.ts';
import { lastValue } from '../../systemd/unit-parser.ts';
import { serviceType } from '../unit-helpers.ts';

/** `Type=oneshot` with `Restart=always` or `on-success`: systemd refuses the unit. */
export const oneshotRestartAlways: Rule = {
  id: 'oneshot-restart-always',
  severity: 'error',
  scope: 'unit',
  title: 'Type=oneshot with Restart=always',
  docs: {
    summary: 'systemd refuses to load the service ("Restart= set to either always or on-success, which isn\'t allowed for Type=oneshot services"): the hook never runs on the node.',
    why: 'A oneshot is meant to finish; restarting it after success would loop forever.',
    fix: 'Use `Restart=on-failure`, or a long-running `Type=simple` service for a daemon.',
    bad: '- name: loop.service\n  manifest: |\n    Type=oneshot\n    Restart=always\n    ExecStart=/opt/loop.sh',
    good: '- name: loop.service\n  manifest: |\n    Type=oneshot\n    Restart=on-failure\n    ExecStart=/opt/loop.sh',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      if (view.type !== 'service' || serviceType(view) !== 'oneshot') continue;
      const restart = view.parsed.entries.findLast((e) => e.section === 'Service' && e.key === 'Restart');
      if (!restart || !['always', 'on-success'].includes(lastValue(view.parsed, 'Service', 'Restart') ?? '')) continue;
      out.push({
        at: { unit: view, line: restart.line },
        message: `\`Restart=${restart.value}\` with \`Type=oneshot\`: systemd refuses to load ${view.task.unit} on the node.`,
      });
    }
    return out;
  },
};
