import type { Finding, Rule } from '../rule.ts';
import { effectiveEntries } from '../../systemd/unit-parser.ts';
import { serviceType, unitList } from '../unit-helpers.ts';

/** A oneshot ordered before kubelet with no start timeout: it can hold the node forever. */
export const oneshotBeforeKubeletWithoutTimeout: Rule = {
  id: 'oneshot-before-kubelet-without-timeout',
  severity: 'warning',
  scope: 'unit',
  title: 'oneshot before kubelet without TimeoutStartSec=',
  docs: {
    summary: 'A oneshot has no start timeout by default, so if the command hangs (a download, a lock), kubelet waits for ever and the node never becomes Ready.',
    why: 'systemd disables the default start timeout for Type=oneshot; `Before=kubelet.service` makes kubelet wait for it to finish.',
    fix: 'Set `TimeoutStartSec=` (for example `5min`).',
    bad: '- name: prep.service\n  before: [kubelet.service]\n  manifest: |\n    Type=oneshot\n    ExecStart=/opt/prep.sh',
    good: '- name: prep.service\n  before: [kubelet.service]\n  manifest: |\n    Type=oneshot\n    TimeoutStartSec=5min\n    ExecStart=/opt/prep.sh',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      if (view.type !== 'service' || serviceType(view) !== 'oneshot') continue;
      const before = effectiveEntries(view.parsed, 'Unit', 'Before').find((e) => unitList(e.value).includes('kubelet.service'));
      if (!before) continue;
      if (view.parsed.entries.some((e) => e.section === 'Service' && (e.key === 'TimeoutStartSec' || e.key === 'TimeoutSec') && e.value !== '')) continue;
      out.push({
        at: { unit: view, line: before.line },
        message: `${view.task.unit} is a oneshot ordered before kubelet.service with no \`TimeoutStartSec=\`: if it hangs, kubelet never starts and the node never becomes Ready.`,
      });
    }
    return out;
  },
};
