import type { Analysis, Task } from '../types.ts';
import type { BeforeKubelet } from './types.ts';

/**
 * Whether an execContainer hook's image pull (kops's `ExecStartPre=`) finds the runtime listening,
 * on a first boot and at a reboot: `yes`, it waits for the runtime; `race`, it runs whenever its
 * job starts and fails if the runtime is not up by then.
 */
export interface RuntimeVerdict {
  afterRuntime: { firstBoot: BeforeKubelet; reboot: BeforeKubelet };
  why: { firstBoot: string; reboot: string };
  /** The way out, in words (the lint rule exec-pull-races-runtime offers it as a quick fix). */
  advice: string | null;
}

/**
 * Where the facts come from (each read in the source of the release named):
 * - kops writes an exec hook `Requires=` on the runtime but no `After=`, and `WantedBy=multi-user.target`
 *   (`v1.36.2:nodeup/pkg/model/hooks.go:170`, `:174`; Docker: `v1.19.0:nodeup/pkg/model/hooks.go:165`),
 *   so at a reboot systemd starts both at once;
 * - ctr from containerd 2.2 fails at once when the socket file is missing (`v2.2.0:cmd/ctr/commands/client.go:65`;
 *   not in `v2.1.0:cmd/ctr/commands/client.go:62`); ctr 1.7 retries a missing socket for its connect timeout,
 *   10 s by default (`v1.7.0:pkg/dialer/dialer.go:56`, `v1.7.0:client.go:94`); containerd has no socket unit,
 *   and /run, where the socket lives, is empty after a reboot;
 * - kops 1.36 installs containerd 2.2.4 from Kubernetes 1.32, 1.7.32 below (`v1.36.2:pkg/model/components/containerd.go:50`, `:57`);
 * - Docker: nodeup writes docker.socket (always from kops 1.19, for a tarball Docker from 1.11) and starts
 *   dockerd with `-H fd://` (`v1.19.0:nodeup/pkg/model/docker.go:163`, `:208`), so systemd holds
 *   /var/run/docker.sock from sockets.target on and hands queued connections to dockerd
 *   (moby `b985e2313a8676e18072b442911fc8f64f17d440:daemon/listeners/listeners_linux.go:73`): `docker pull` waits;
 * - on a first boot nodeup starts every service in a task that waits for no other Service task
 *   (`v1.36.2:upup/pkg/fi/nodeup/nodetasks/service.go:93`), with `--no-block` (`:397`).
 */
export const RUNTIME_VERDICT_SOURCES = [
  'v1.36.2:nodeup/pkg/model/hooks.go:170',
  'v1.19.0:nodeup/pkg/model/hooks.go:165',
  'containerd v2.2.0:cmd/ctr/commands/client.go:65',
  'containerd v2.1.0:cmd/ctr/commands/client.go:62',
  'containerd v1.7.0:pkg/dialer/dialer.go:56',
  'v1.36.2:pkg/model/components/containerd.go:57',
  'v1.19.0:nodeup/pkg/model/docker.go:208',
  'moby b985e2313a8676e18072b442911fc8f64f17d440:daemon/listeners/listeners_linux.go:73',
  'v1.36.2:upup/pkg/fi/nodeup/nodetasks/service.go:93',
] as const;

const CTR_PULL = /^ExecStartPre=\/usr\/bin\/ctr .*\bimage pull\b/m;
const DOCKER_PULL = /^ExecStartPre=\/usr\/bin\/docker pull\b/m;
const AFTER = /^After=.*\b(containerd|docker)\.service\b/m;

/** The runtime verdict of `task` when it is an execContainer hook's unit as kops writes it (a pull line, no `After=` on the runtime); else null. */
export function runtimeVerdict(analysis: Analysis, task: Pick<Task, 'unit' | 'definition'>): RuntimeVerdict | null {
  const d = task.definition;
  if (d === null || AFTER.test(d)) return null;
  const h = task.unit;
  const firstBoot = `A first boot is nodeup's: it starts ${h} and the runtime in tasks that do not wait for each other, and ${h} has no \`After=\` on the runtime, so its pull runs whenever its job starts.`;
  if (CTR_PULL.test(d)) {
    return {
      afterRuntime: { firstBoot: 'race', reboot: 'race' },
      why: {
        firstBoot,
        reboot: `${h} and containerd.service both start at boot, and kops writes \`Requires=containerd.service\` without \`After=\`: its \`ctr image pull\` can run before containerd has made its socket (containerd has no socket unit, and /run is empty after a reboot). ctr from containerd 2.2 (kops's default from Kubernetes 1.32) then fails at once ("cannot access socket"); ctr 1.7 waits at most 10 s; either way ${h} fails.`,
      },
      advice: `Rewrite ${h} as a manifest hook (\`useRawManifest: true\`) with \`After=containerd.service\`: the quick fix of exec-pull-races-runtime writes the unit kops writes now, plus that line.`,
    };
  }
  if (analysis.runtime === 'docker' && DOCKER_PULL.test(d)) {
    const socket = analysis.behaviour.node.dockerSocket;
    if (socket === 'always') {
      return {
        afterRuntime: { firstBoot: 'yes', reboot: 'yes' },
        why: {
          firstBoot: `nodeup writes docker.socket and starts dockerd with \`-H fd://\`: systemd listens on /var/run/docker.sock before ${h} starts, so its \`docker pull\` waits for dockerd.`,
          reboot: `docker.socket listens from sockets.target, before ${h} can start, and hands the connection to dockerd once it runs: its \`docker pull\` waits for Docker.`,
        },
        advice: null,
      };
    }
    return {
      afterRuntime: { firstBoot: 'race', reboot: 'race' },
      why: {
        firstBoot,
        reboot: `${h} and docker.service both start at boot, and kops writes \`Requires=docker.service\` without \`After=\`; ${socket === 'tarball' ? 'nodeup writes docker.socket only for a tarball Docker, so elsewhere' : 'this kops writes no docker.socket, so'} its \`docker pull\` can run before dockerd listens, and fails.`,
      },
      advice: `Rewrite ${h} as a manifest hook (\`useRawManifest: true\`) with \`After=docker.service\`.`,
    };
  }
  return null;
}

/**
 * runtimeVerdict of the unit a kubelet verdict is about, in `group` (or the first group that writes
 * it): what the Boot order view and `graph --format json` show beside "before kubelet".
 */
export function runtimeVerdictOf(
  analysis: Analysis,
  v: { unit: string; hook: { list: string; index: number; document: number } },
  group?: string,
): RuntimeVerdict | null {
  for (const g of analysis.groups) {
    if (group !== undefined && g.name !== group) continue;
    const task = g.tasks.find((t) => t.unit === v.unit && t.hook.list === v.hook.list && t.hook.index === v.hook.index && t.hook.document === v.hook.document);
    if (task) return runtimeVerdict(analysis, task);
  }
  return null;
}
