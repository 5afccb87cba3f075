import type { Finding, Rule } from '../rule.ts';
import { oneshotWithoutStartTimeout } from '../../systemd/start-timeout.ts';
import { directiveOffer } from '../directive-fix.ts';
import { directiveWayOut, hookKind } from '../hook-kind.ts';
import { unitList } from '../unit-helpers.ts';

const TIMEOUT = { section: 'Service', key: 'TimeoutStartSec', value: '5min', near: ['Type'], choice: true } as const;

/** A oneshot ordered before kubelet with no start timeout: it can hold the node forever. */
export const oneshotBeforeKubeletWithoutTimeout: Rule = {
  id: 'oneshot-before-kubelet-without-timeout',
  severity: 'warning',
  scope: 'unit',
  title: 'oneshot before kubelet without TimeoutStartSec=',
  docs: {
    summary: 'A oneshot has no start timeout by default, so if the command hangs (a download, a lock, an image pull), kubelet waits for ever and the node never becomes Ready. Before kops 1.35 nodeup waits too: its `systemctl restart` blocks until a oneshot exits, so the node\'s whole setup stalls on the first boot.',
    why: 'systemd disables the default start timeout for Type=oneshot; `Before=kubelet.service` makes kubelet wait for it to finish. nodeup restarts units with `--no-block` only from kops 1.35.0. kops writes every execContainer hook as such a oneshot.',
    fix: 'Set `TimeoutStartSec=` (for example `5min`): in a manifest hook, as a line of the manifest (a raw manifest: in its [Service]). An execContainer hook has no field for it: rewrite it as a manifest hook with `useRawManifest: true` (the quick fix writes the unit kops writes now, plus the timeout).',
    bad: '- name: prep.service\n  before: [kubelet.service]\n  manifest: |\n    Type=oneshot\n    ExecStart=/opt/prep.sh',
    good: '- name: prep.service\n  before: [kubelet.service]\n  manifest: |\n    Type=oneshot\n    TimeoutStartSec=5min\n    ExecStart=/opt/prep.sh',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      if (view.type !== 'service' || !oneshotWithoutStartTimeout(view.parsed)) continue;
      // Every Before= counts: systemd cannot reset a dependency list (an empty `Before=` does nothing).
      const before = view.parsed.entries.find((e) => e.section === 'Unit' && e.key === 'Before' && unitList(e.value).includes('kubelet.service'));
      if (!before) continue;
      const b = ctx.analysis.behaviour;
      const effect = b.noBlockRestart
        ? `if it hangs, kubelet waits for it whenever both start together (at every boot, once the hook is enabled) and the node never becomes Ready (kops ${b.version} restarts hooks with --no-block, so nodeup itself goes on)`
        : `if it hangs, kops ${b.version}'s nodeup hangs with it (its restart waits for a oneshot to exit until kops 1.35), so the node's setup stalls, kubelet never gets its config and the node never becomes Ready`;
      const { fix, fixed } = directiveOffer(ctx, view, TIMEOUT);
      out.push({
        at: { unit: view, line: before.line },
        message: `${view.task.unit} is a oneshot ordered before kubelet.service with no \`TimeoutStartSec=\`: ${effect}.${view.hook ? directiveWayOut(hookKind(view.hook, b), '`TimeoutStartSec=`', 'Service', b, fixed) : ''}`,
        ...(fix ? { fixes: [fix] } : {}),
      });
    }
    return out;
  },
};
