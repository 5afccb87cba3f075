import { runtimeVerdict } from '../../boot/runtime-verdict.ts';
import { directiveOffer } from '../directive-fix.ts';
import { directiveWayOut, hookKind } from '../hook-kind.ts';
import type { Finding, Rule } from '../rule.ts';

/** An execContainer hook whose image pull can run before the runtime listens, at a reboot. */
export const execPullRacesRuntime: Rule = {
  id: 'exec-pull-races-runtime',
  severity: 'warning',
  scope: 'unit',
  title: "An execContainer hook's pull races the runtime at a reboot",
  docs: {
    summary: 'kops writes an execContainer hook `Requires=` on the runtime but no `After=`, and enables it: at a reboot systemd starts both at once, and `ctr image pull` fails when containerd has not made its socket yet (ctr 2.2 at once, ctr 1.7 after 10 s), so the hook fails on that boot.',
    why: 'containerd is not socket-activated and its socket lives in /run, which a reboot empties. Docker is different from kops 1.19: nodeup writes docker.socket, which systemd listens on before any service starts, so `docker pull` waits for dockerd.',
    fix: 'Rewrite the hook as a manifest hook (`useRawManifest: true`) with `After=containerd.service` (the quick fix writes the unit kops writes now, plus that line).',
    bad: '- name: prep.service\n  execContainer:\n    image: docker.io/library/busybox:1.36\n    command: [sh, -c, "echo ready"]',
    good: '- name: prep.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Requires=containerd.service\n    After=containerd.service\n    [Service]\n    Type=oneshot\n    ExecStartPre=/usr/bin/ctr --namespace k8s.io image pull docker.io/library/busybox:1.36\n    ExecStart=/usr/bin/ctr --namespace k8s.io run --rm docker.io/library/busybox:1.36 prep.service sh -c "echo ready"\n    [Install]\n    WantedBy=multi-user.target',
    releases: 'every kops release that runs execContainer hooks through ctr (containerd nodes); Docker nodes before kops 1.19 (no docker.socket but for a tarball Docker)',
    sources: [
      'v1.36.2:nodeup/pkg/model/hooks.go:170', 'v1.36.2:nodeup/pkg/model/hooks.go:174',
      'containerd v2.2.0:cmd/ctr/commands/client.go:65', 'containerd v2.1.0:cmd/ctr/commands/client.go:62',
      'containerd v1.7.0:pkg/dialer/dialer.go:56', 'v1.36.2:pkg/model/components/containerd.go:57',
      'v1.19.0:nodeup/pkg/model/docker.go:208', 'v1.18.3:nodeup/pkg/model/docker.go:400',
    ],
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      if (!view.hook?.execContainer || view.raw) continue;
      const verdict = runtimeVerdict(ctx.analysis, view.task);
      if (!verdict || verdict.afterRuntime.reboot === 'yes') continue;
      const pull = view.entries.find((e) => e.section === 'Service' && e.key === 'ExecStartPre');
      if (!pull) continue;
      const runtime = ctx.analysis.runtime === 'docker' ? 'docker.service' : 'containerd.service';
      const { fix, fixed } = directiveOffer(ctx, view, { section: 'Unit', key: 'After', value: runtime, near: ['Requires'], choice: true });
      const wayOut = directiveWayOut(hookKind(view.hook, ctx.analysis.behaviour), `\`After=${runtime}\``, 'Unit', ctx.analysis.behaviour, fixed);
      out.push({
        at: { unit: view, line: pull.line },
        message: `At a reboot ${view.task.unit}'s image pull races ${ctx.analysis.runtime}: kops writes \`Requires=${runtime}\` without \`After=\`, so the pull can run before ${ctx.analysis.runtime} listens and the hook fails on that boot.${wayOut}`,
        ...(fix ? { fixes: [fix] } : {}),
      });
    }
    return out;
  },
};
