import type { Behaviour, ClusterNodeSettings, Distro, Role, Runtime } from '../types.ts';
import { parseVersion } from './version.ts';

/** The ordering and dependency lines of a unit that kops manages ("none" = empty lists). */
export interface NodeUnitLines {
  after: string[];
  before: string[];
  requires: string[];
  wants: string[];
  partOf: string[];
  /** `[Install] WantedBy=`: enabled units are started by these targets at boot. */
  wantedBy: string[];
  /** False only where kops writes `DefaultDependencies=no`. */
  defaultDependencies: boolean;
  /** `Slice=`: the unit runs in (and is ordered after) this slice. */
  slice?: string;
}

/** A unit nodeup builds or manages on a node, besides the hooks (KOPS-NODE-UNITS.md section 1). */
export interface NodeUnit {
  unit: string;
  /** `yes`: nodeup builds it on this node for this spec; `maybe`: only under `condition`, which the spec does not settle. */
  presence: 'yes' | 'maybe';
  condition?: string;
  /**
   * How it gets there: a nodeup Service task (a hook with the same unit name aborts nodeup), the
   * separate `nodeup --install-systemd-unit` run (kops-configuration: nothing catches a hook of the
   * same name), or only a drop-in beside the OS's own unit (Flatcar, COS).
   */
  origin: 'task' | 'install' | 'drop-in';
  /** nodeup leaves this unit out when a hook has its name (update-service), so the hook wins. */
  yieldsToHook?: boolean;
  /** What it is, in a few words. */
  role: string;
  lines: NodeUnitLines;
  /** `Type=oneshot` units hold anything ordered after them until they exit. */
  oneshot: boolean;
  /** Something an operator should know about how it starts (who starts kubelet, and so on). */
  note?: string;
  /** `tag:path` in kubernetes/kops. */
  source: string;
}

/** What a node looks like: its kops behaviour, role, runtime, distro and the Cluster's settings. */
export interface NodeContext {
  behaviour: Behaviour;
  role: Role;
  runtime: Runtime;
  distro: Distro;
  /** null when the input has no Cluster document (conditions on cluster settings stay open). */
  cluster: { name?: string; settings: ClusterNodeSettings } | null;
}

// The tags KOPS-NODE-UNITS.md was read at, by minor release; a fact is cited at the newest of them
// whose minor release is not after the version's.
const READ_TAGS: ReadonlyArray<[number, string]> = [
  [10, '1.10.1'], [15, 'v1.15.3'], [20, 'v1.20.3'], [21, 'v1.21.5'], [23, 'v1.23.4'], [28, 'v1.28.7'], [29, 'v1.29.2'], [36, 'v1.36.2'],
];

/** `version` is normalised (`1.28.7`, see behaviour.ts); one it cannot read is cited at the oldest tag. */
export function tagFor(version: string): string {
  const minor = parseVersion(version)?.[1] ?? 10;
  let tag = '1.10.1';
  for (const [m, t] of READ_TAGS) if (m <= minor) tag = t;
  return tag;
}

function lines(partial: Partial<NodeUnitLines>): NodeUnitLines {
  return { after: [], before: [], requires: [], wants: [], partOf: [], wantedBy: [], defaultDependencies: true, ...partial };
}

/** Three-valued answer to "does the spec say so?": true, false, or undefined when it cannot tell. */
type Known = boolean | undefined;

function networkingIs(ctx: NodeContext, plugin: string): Known {
  const n = ctx.cluster?.settings.networking;
  return n === undefined ? undefined : n === plugin;
}

function gossip(ctx: NodeContext): Known {
  const name = ctx.cluster?.name;
  return name === undefined ? undefined : name.endsWith('.k8s.local');
}

function sliceName(cgroup: string | undefined): string | undefined {
  const trimmed = (cgroup ?? '').replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? undefined : `${trimmed}.slice`;
}

/** Whether kubelet's cgroup settings become slices in this version (`buildCgroupService`). */
function slicesApply(ctx: NodeContext): Known {
  const mode = ctx.behaviour.node.slices;
  if (mode === 'none') return false;
  if (mode === 'always') return true;
  const driver = ctx.cluster?.settings.cgroupDriver;
  if (mode === 'systemd-driver-and-containerd' && ctx.runtime !== 'containerd') return false;
  return driver === undefined ? (ctx.cluster ? false : undefined) : driver === 'systemd';
}

/**
 * The units nodeup itself builds or manages on a node of `ctx.role`, for the kops version, runtime
 * and distro of `ctx`, each with its ordering lines. A bastion runs no nodeup, so it has none. A unit
 * whose condition the spec cannot settle (no Cluster document, or a property of the machine) is
 * listed as `maybe` with its condition. Every fact is from ../shared/KOPS-NODE-UNITS.md.
 */
export function nodeUnits(ctx: NodeContext): NodeUnit[] {
  if (ctx.role === 'Bastion') return [];
  const nb = ctx.behaviour.node;
  const tag = tagFor(ctx.behaviour.version === 'proposal' ? '1.10.1' : ctx.behaviour.version);
  const out: NodeUnit[] = [];
  const add = (u: Omit<NodeUnit, 'presence' | 'origin' | 'oneshot'> & Partial<Pick<NodeUnit, 'origin' | 'oneshot'>>, known: Known, condition?: string): void => {
    if (known === false) return;
    out.push({ origin: 'task', oneshot: false, ...u, presence: known === true ? 'yes' : 'maybe', ...(known === true || !condition ? {} : { condition }) });
  };
  const flatcarLike = ctx.distro === 'flatcar' || ctx.distro === 'cos';
  const docker = ctx.runtime === 'docker' && ctx.behaviour.dockerAvailable;
  const settings = ctx.cluster?.settings;
  const cgroupsKnown = slicesApply(ctx);
  const kubeletSlice = cgroupsKnown === false ? undefined : sliceName(settings?.kubeletCgroups);
  const runtimeSlice = cgroupsKnown === false ? undefined : sliceName(settings?.runtimeCgroups);

  add({ unit: 'kops-configuration.service', role: 'runs nodeup at every boot', origin: 'install', oneshot: true,
    lines: lines({ wantedBy: ['multi-user.target'] }), source: `${tag}:nodeup/pkg/bootstrap/install.go`,
    note: 'Written by `nodeup --install-systemd-unit` from the user data, in a separate run: a hook of this name is not caught and overwrites it.' }, true);
  const kubeletStartedByProtokube = nb.protokubeStartsKubelet && ctx.role === 'ControlPlane';
  add({ unit: 'kubelet.service', role: 'the node agent',
    lines: lines({ after: [nb.kubeletAfterRuntime ? `${ctx.runtime}.service` : 'docker.service'],
      wantedBy: nb.kubeletWantedBy ? ['multi-user.target'] : [], ...(kubeletSlice ? { slice: kubeletSlice } : {}) }),
    source: `${tag}:nodeup/pkg/model/kubelet.go`,
    note: kubeletStartedByProtokube ? 'On the control plane nodeup declares kubelet stopped; protokube starts it (`systemctl start --no-block kubelet`).'
      : nb.kubeletWantedBy ? 'Enabled: at a reboot systemd starts it without waiting for nodeup.'
        : 'No [Install]: at a reboot it waits for nodeup (kops-configuration.service) to start it.' }, true);
  if (docker) {
    add({ unit: 'docker.service', role: 'the Docker runtime', origin: flatcarLike ? 'drop-in' : 'task',
      lines: flatcarLike ? lines({}) : nb.dockerNetworkOnline
        ? lines({ after: ['network-online.target', 'firewalld.service', ...(nb.dockerAfterContainerd ? ['containerd.service'] : [])],
          wants: ['network-online.target'], requires: ['docker.socket'], wantedBy: ['multi-user.target'] })
        : ctx.distro === 'rhel' ? lines({ after: ['network.target'], wantedBy: ['multi-user.target'] })
          : lines({ after: ['network.target', 'docker.socket'], requires: ['docker.socket'], wantedBy: ['multi-user.target'] }),
      source: `${tag}:nodeup/pkg/model/docker.go`,
      ...(flatcarLike ? { note: 'kops writes only the drop-in docker.service.d/10-kops.conf; the OS ships the unit.' } : {}) }, true);
    if (!flatcarLike && nb.dockerSocket !== 'never') {
      add({ unit: 'docker.socket', role: 'Docker\'s API socket', lines: lines({ partOf: ['docker.service'], wantedBy: ['sockets.target'] }),
        source: `${tag}:nodeup/pkg/model/docker.go` }, nb.dockerSocket === 'always' ? true : undefined, 'only when Docker is installed from a tarball');
    }
    const health: Known = nb.dockerHealthCheck === 'debian' ? ctx.distro === 'debian'
      : settings?.dockerHealthCheck === true ? true
        : nb.dockerHealthCheck === 'opt-in' ? (ctx.cluster ? false : undefined)
          : ctx.distro !== 'debian' ? (ctx.cluster ? false : undefined) : undefined;
    const healthCondition = nb.dockerHealthCheck === 'opt-in' ? 'with spec.docker.healthCheck' : 'with spec.docker.healthCheck, or Kubernetes before 1.18 on Debian';
    if (!flatcarLike) {
      add({ unit: 'docker-healthcheck.service', role: 'restarts Docker when it hangs', oneshot: true,
        lines: lines({ wantedBy: ['multi-user.target'] }), source: `${tag}:nodeup/pkg/model/docker.go` }, health, healthCondition);
      add({ unit: 'docker-healthcheck.timer', role: 'runs docker-healthcheck every 10 s',
        lines: lines({ wantedBy: ['multi-user.target'] }), source: `${tag}:nodeup/pkg/model/docker.go` }, health, healthCondition);
    }
  }
  const containerd: Known = !nb.containerdBuilder ? false
    : ctx.runtime === 'containerd' ? true : nb.containerdWithDocker === 'yes' ? true : undefined;
  add({ unit: 'containerd.service', role: 'the container runtime', origin: flatcarLike ? 'drop-in' : 'task',
    lines: flatcarLike ? lines({}) : lines({ after: nb.containerdAfterDbus ? ['network.target', 'dbus.service'] : ['network.target', 'local-fs.target'],
      wantedBy: ['multi-user.target'], ...(runtimeSlice ? { slice: runtimeSlice } : {}) }),
    source: `${tag}:nodeup/pkg/model/containerd.go`,
    ...(flatcarLike ? { note: 'kops writes only the drop-in containerd.service.d/10-kops.conf; the OS ships the unit.' } : {}) },
  containerd, 'only with Docker 18.09 or later');
  const protokube: Known = nb.protokube === 'gossip-only' ? gossip(ctx) : ctx.role === 'ControlPlane' ? true : gossip(ctx);
  add({ unit: 'protokube.service', role: 'kops\'s control-plane helper', lines: lines({ wantedBy: ['multi-user.target'] }),
    source: `${tag}:nodeup/pkg/model/protokube.go` }, protokube, 'only in gossip clusters (names ending in .k8s.local)');
  if (nb.nodeAuthorizer && ctx.role === 'Node') {
    add({ unit: 'node-authorizer.service', role: 'the node authorizer client', lines: lines({ after: ['docker.service'], before: ['kubelet.service'] }),
      source: `${tag}:nodeup/pkg/model/node_authorizer.go` }, settings?.nodeAuthorizer === true ? true : ctx.cluster ? false : undefined,
    'with spec.nodeAuthorization.nodeAuthorizer');
  }
  add({ unit: 'kubernetes-iptables-setup.service', role: 'sets up iptables for Kubernetes', oneshot: true,
    lines: lines({ before: ['network.target'], wantedBy: ['basic.target'] }), source: `${tag}:nodeup/pkg/model/firewall.go` }, true);
  if (nb.cniIptablesSetup && ctx.runtime === 'containerd') {
    add({ unit: 'cni-iptables-setup.service', role: 'sets up iptables for CNI', oneshot: true,
      lines: lines({ before: ['network.target'], wantedBy: ['basic.target'] }), source: `${tag}:nodeup/pkg/model/containerd.go` },
    networkingIs(ctx, 'kubenet'), 'with kubenet networking');
  }
  if (ctx.distro !== 'flatcar' && ctx.distro !== 'cos') {
    add({ unit: 'logrotate.service', role: 'rotates logs', lines: lines({}), source: `${tag}:nodeup/pkg/model/logrotate.go` }, true);
  }
  if (ctx.distro !== 'cos') {
    add({ unit: 'logrotate.timer', role: 'runs logrotate hourly', lines: lines({}), source: `${tag}:nodeup/pkg/model/logrotate.go` }, true);
  }
  if (ctx.distro === 'flatcar') {
    const external: Known = nb.updateService === 'flatcar' ? true : settings?.updatePolicy === undefined ? (ctx.cluster ? false : undefined) : settings.updatePolicy === 'external';
    add({ unit: 'update-service.service', role: 'turns off Flatcar\'s own updates', oneshot: true, lines: lines({ before: ['locksmithd.service'] }),
      source: `${tag}:nodeup/pkg/model/update_service.go`, yieldsToHook: true, note: 'kops skips it when a hook is named update-service.' }, external, 'with spec.updatePolicy: external');
  }
  const cilium = networkingIs(ctx, 'cilium');
  const mountLines = lines({ defaultDependencies: false, before: ['local-fs.target', 'umount.target', 'kubelet.service'], wantedBy: ['multi-user.target'] });
  if (nb.ciliumBpfMount && cilium !== false) {
    add({ unit: 'sys-fs-bpf.mount', role: 'mounts the BPF filesystem for Cilium', lines: mountLines,
      source: `${tag}:nodeup/pkg/model/${tag === 'v1.15.3' ? 'network.go' : 'networking/cilium.go'}` }, undefined,
    cilium ? 'only if /sys/fs/bpf is not already mounted when nodeup runs' : 'with Cilium, if /sys/fs/bpf is not already mounted');
  }
  if (nb.ciliumCgroupMount && cilium !== false) {
    add({ unit: 'run-cilium-cgroupv2.mount', role: 'mounts cgroup v2 for Cilium', lines: mountLines,
      source: `${tag}:nodeup/pkg/model/networking/cilium.go` }, undefined,
    cilium ? 'only if it is not already mounted when nodeup runs' : 'with Cilium, if it is not already mounted');
  }
  if (cgroupsKnown !== false) {
    const slices = new Set([kubeletSlice, runtimeSlice, sliceName(settings?.systemCgroups)].filter((s): s is string => s !== undefined));
    for (const slice of slices) {
      add({ unit: slice, role: 'a cgroup slice for kubelet\'s settings', lines: lines({ defaultDependencies: false, before: ['slices.target'] }),
        source: `${tag}:nodeup/pkg/model/kubelet.go`, note: 'Written but never started or enabled by nodeup: units with Slice= pull it in.' },
      cgroupsKnown, 'with spec.kubelet.cgroupDriver: systemd');
    }
  }
  return out;
}
