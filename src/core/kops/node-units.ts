import type { Behaviour, ClusterNodeSettings, Distro, InstanceGroupNodeSettings, Role, Runtime } from '../types.ts';
import { dockerRunsContainerd, gossip, kubernetesBelow, networkingIs, nodeVersion, sliceName, slicesApply, type Known } from './node-unit-conditions.ts';
import { WARMING_KUBELET_DISABLED_RELEASES, groupWarms } from './warm-pool.ts';
import type { Version } from './version.ts';

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
  /**
   * On a node of a warm-pool group, what nodeup's task says while the instance warms (kubelet):
   * not running, and `enabled: false` in the releases of WARMING_KUBELET_DISABLED, where nodeup
   * disables the unit so that a reboot during warming does not start it. Absent elsewhere.
   */
  warming?: { running: false; enabled: boolean };
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
  /** The node's InstanceGroup settings (updatePolicy, warm pool); absent when the group sets none or is not known. */
  instanceGroup?: InstanceGroupNodeSettings;
}

// The tags the units were read at, by minor release: a unit is cited at the newest of them whose
// minor release is not after the node's (each minor where a unit or its file appears has one).
const READ_TAGS: ReadonlyArray<[number, string]> = [
  [10, '1.10.1'], [14, '1.14.1'], [15, 'v1.15.3'], [18, 'v1.18.3'], [19, 'v1.19.3'], [20, 'v1.20.3'], [21, 'v1.21.5'], [22, 'v1.22.6'],
  [23, 'v1.23.4'], [24, 'v1.24.5'], [26, 'v1.26.6'], [28, 'v1.28.7'], [29, 'v1.29.2'], [34, 'v1.34.3'], [36, 'v1.36.2'],
];

function tagFor(version: Version): string {
  let tag = '1.10.1';
  for (const [m, t] of READ_TAGS) if (m <= version[1]) tag = t;
  return tag;
}

function lines(partial: Partial<NodeUnitLines>): NodeUnitLines {
  return { after: [], before: [], requires: [], wants: [], partOf: [], wantedBy: [], defaultDependencies: true, ...partial };
}

type Add = (u: Omit<NodeUnit, 'presence' | 'origin' | 'oneshot'> & Partial<Pick<NodeUnit, 'origin' | 'oneshot'>>, known: Known, condition?: string) => void;

/** kubelet.service: After= the runtime, [Install] from 1.21, who starts it, and what a warm pool does to it. */
function addKubelet(ctx: NodeContext, tag: string, slice: string | undefined, add: Add): void {
  const nb = ctx.behaviour.node;
  const warms = nb.warmPools && groupWarms(ctx.role, ctx.cluster?.settings, ctx.instanceGroup);
  const starts = nb.protokubeStartsKubelet && ctx.role === 'ControlPlane'
    ? 'On the control plane nodeup declares kubelet stopped; protokube starts it (`systemctl start --no-block kubelet`).'
    : nb.kubeletWantedBy ? 'Enabled: at a reboot systemd starts it without waiting for nodeup.'
      : 'No [Install]: at a reboot it waits for nodeup (kops-configuration.service) to start it.';
  const warming = !warms ? ''
    : nb.warmingKubeletDisabled
      ? ` Warm pool: while the instance warms, nodeup writes kubelet.service but keeps it stopped and disabled (kops ${ctx.behaviour.version}), so a reboot during warming does not start it; at the boot that brings the instance into service, it waits for nodeup to enable and start it.`
      : ` Warm pool: while the instance warms, nodeup keeps kubelet.service stopped but leaves it enabled, so a reboot during warming starts kubelet and can join the node to the cluster early (kops ${WARMING_KUBELET_DISABLED_RELEASES} also disable it).`;
  add({ unit: 'kubelet.service', role: 'the node agent',
    lines: lines({ after: [nb.kubeletAfterRuntime ? `${ctx.runtime}.service` : 'docker.service'],
      wantedBy: nb.kubeletWantedBy ? ['multi-user.target'] : [], ...(slice ? { slice } : {}) }),
    source: `${tag}:nodeup/pkg/model/kubelet.go`, note: starts + warming,
    ...(warms ? { warming: { running: false, enabled: !nb.warmingKubeletDisabled } } : {}) }, true);
}

/** docker.service, docker.socket and docker-healthcheck, on a Docker node. */
function addDocker(ctx: NodeContext, tag: string, add: Add): void {
  const nb = ctx.behaviour.node;
  const flatcarLike = ctx.distro === 'flatcar' || ctx.distro === 'cos';
  const afterContainerd = nb.dockerAfterContainerd && dockerRunsContainerd(ctx) !== false ? ['containerd.service'] : [];
  add({ unit: 'docker.service', role: 'the Docker runtime', origin: flatcarLike ? 'drop-in' : 'task',
    lines: flatcarLike ? lines({}) : nb.dockerNetworkOnline
      ? lines({ after: ['network-online.target', 'firewalld.service', ...afterContainerd],
        wants: ['network-online.target'], requires: ['docker.socket'], wantedBy: ['multi-user.target'] })
      : ctx.distro === 'rhel' ? lines({ after: ['network.target'], wantedBy: ['multi-user.target'] })
        : lines({ after: ['network.target', 'docker.socket'], requires: ['docker.socket'], wantedBy: ['multi-user.target'] }),
    source: `${tag}:nodeup/pkg/model/docker.go`,
    ...(flatcarLike ? { note: 'kops writes only the drop-in docker.service.d/10-kops.conf; the OS ships the unit.' } : {}) }, true);
  if (flatcarLike) return;
  if (nb.dockerSocket !== 'never') {
    add({ unit: 'docker.socket', role: 'Docker\'s API socket', lines: lines({ partOf: ['docker.service'], wantedBy: ['sockets.target'] }),
      source: `${tag}:nodeup/pkg/model/docker.go` }, nb.dockerSocket === 'always' ? true : undefined, 'only when Docker is installed from a tarball');
  }
  const settings = ctx.cluster?.settings;
  // 1.18–1.22: `b.healthCheck() || (IsKubernetesLT("1.18") && Debian)` (v1.18.0:nodeup/pkg/model/docker.go:485).
  const health: Known = nb.dockerHealthCheck === 'debian' ? ctx.distro === 'debian'
    : settings?.dockerHealthCheck === true ? true
      : nb.dockerHealthCheck === 'opt-in' ? (ctx.cluster ? false : undefined)
        : ctx.distro !== 'debian' ? (ctx.cluster ? false : undefined) : kubernetesBelow(ctx, 18);
  const healthCondition = nb.dockerHealthCheck === 'opt-in' ? 'with spec.docker.healthCheck' : 'with spec.docker.healthCheck, or Kubernetes before 1.18 on Debian';
  add({ unit: 'docker-healthcheck.service', role: 'restarts Docker when it hangs', oneshot: true,
    lines: lines({ wantedBy: ['multi-user.target'] }), source: `${tag}:nodeup/pkg/model/docker.go` }, health, healthCondition);
  add({ unit: 'docker-healthcheck.timer', role: 'runs docker-healthcheck every 10 s',
    lines: lines({ wantedBy: ['multi-user.target'] }), source: `${tag}:nodeup/pkg/model/docker.go` }, health, healthCondition);
}

/**
 * containerd.service (or its drop-in on Flatcar and COS): on containerd nodes, and from 1.18 on
 * Docker nodes whose Docker runs on a containerd (dockerRunsContainerd); on Flatcar the drop-in
 * follows flatcarContainerdDropIn.
 */
function addContainerd(ctx: NodeContext, tag: string, slice: string | undefined, add: Add): void {
  const nb = ctx.behaviour.node;
  if (!nb.containerdBuilder) return;
  const installed: Known = ctx.runtime === 'containerd' ? true : dockerRunsContainerd(ctx);
  const known: Known = ctx.distro !== 'flatcar' || nb.flatcarContainerdDropIn === 'containerd-installed' ? installed
    : nb.flatcarContainerdDropIn === 'always' || ctx.runtime === 'containerd';
  const dropIn = ctx.distro === 'flatcar' || ctx.distro === 'cos';
  add({ unit: 'containerd.service', role: 'the container runtime', origin: dropIn ? 'drop-in' : 'task',
    lines: dropIn ? lines({}) : lines({ after: nb.containerdAfterDbus ? ['network.target', 'dbus.service'] : ['network.target', 'local-fs.target'],
      wantedBy: ['multi-user.target'], ...(slice ? { slice } : {}) }),
    source: `${tag}:nodeup/pkg/model/containerd.go`,
    ...(dropIn ? { note: 'kops writes only the drop-in containerd.service.d/10-kops.conf; the OS ships the unit.' } : {}) },
  known, nb.containerdWithDocker === 'listed-docker-versions'
    ? 'only for the Docker versions kops 1.18 pairs with a containerd (18.09.3, 18.09.9, 19.03.4, 19.03.8, 19.03.11: its defaults for Kubernetes 1.16+)'
    : 'only with Docker 18.09 or later (spec.docker.version, else kops\'s default: 18.09 or later for Kubernetes 1.16+)');
}

/** protokube.service: the control plane and gossip clusters; from 1.36 gossip clusters only, and there workers only without API server IPs. */
function addProtokube(ctx: NodeContext, tag: string, add: Add): void {
  const g = gossip(ctx);
  const worker = ctx.role !== 'ControlPlane';
  let known: Known;
  let condition = 'only in gossip clusters (names ending in .k8s.local, DNS topology not None)';
  if (ctx.behaviour.node.protokube === 'gossip-only') {
    known = g === false ? false : worker ? undefined : g;
    if (worker) {
      condition = `${g === true ? 'only' : 'only in gossip clusters, and there only'} on workers whose boot config has no API server IPs (not where kops-controller is reached through the API load balancer, nor on Hetzner, Scaleway, DigitalOcean or metal)`;
    }
  } else {
    known = worker ? g : true;
  }
  add({ unit: 'protokube.service', role: 'kops\'s control-plane helper', lines: lines({ wantedBy: ['multi-user.target'] }),
    source: `${tag}:nodeup/pkg/model/protokube.go` }, known, condition);
}

/** update-service.service on Flatcar: from 1.14, with updatePolicy external (the InstanceGroup's first from 1.20), on every node from 1.26. */
function addUpdateService(ctx: NodeContext, tag: string, add: Add): void {
  const mode = ctx.behaviour.node.updateService;
  if (ctx.distro !== 'flatcar' || mode === 'none') return;
  const own = mode === 'flatcar-external-ig-first' ? ctx.instanceGroup?.updatePolicy : undefined;
  const policy = own ?? ctx.cluster?.settings.updatePolicy;
  const known: Known = mode === 'flatcar' ? true : policy !== undefined ? policy === 'external' : ctx.cluster ? false : undefined;
  add({ unit: 'update-service.service', role: 'turns off Flatcar\'s own updates', oneshot: true, lines: lines({ before: ['locksmithd.service'] }),
    source: `${tag}:nodeup/pkg/model/update_service.go`, yieldsToHook: true, note: 'kops skips it when a hook is named update-service.' },
  known, mode === 'flatcar-external-ig-first' ? 'with updatePolicy: external (the InstanceGroup\'s, else the Cluster\'s)' : 'with spec.updatePolicy: external');
}

// Where sys-fs-bpf.mount is built: network.go in 1.15–1.17, cilium.go in 1.18, networking/cilium.go from 1.19.
const BPF_MOUNT_FILE = (minor: number): string => (minor <= 17 ? 'network.go' : minor === 18 ? 'cilium.go' : 'networking/cilium.go');

/** sys-fs-bpf.mount and run-cilium-cgroupv2.mount with Cilium. */
function addCiliumMounts(ctx: NodeContext, tag: string, add: Add): void {
  const nb = ctx.behaviour.node;
  const cilium = networkingIs(ctx, 'cilium');
  if (cilium === false) return;
  const mountLines = lines({ defaultDependencies: false, before: ['local-fs.target', 'umount.target', 'kubelet.service'], wantedBy: ['multi-user.target'] });
  if (nb.ciliumBpfMount !== 'none') {
    const always = nb.ciliumBpfMount === 'always';
    add({ unit: 'sys-fs-bpf.mount', role: 'mounts the BPF filesystem for Cilium', lines: mountLines,
      source: `${tag}:nodeup/pkg/model/${BPF_MOUNT_FILE(nodeVersion(ctx)[1])}` }, always ? cilium : undefined,
    always ? 'with Cilium' : cilium ? 'only if /sys/fs/bpf is not already mounted when nodeup runs' : 'with Cilium, if /sys/fs/bpf is not already mounted');
  }
  if (nb.ciliumCgroupMount) {
    add({ unit: 'run-cilium-cgroupv2.mount', role: 'mounts cgroup v2 for Cilium', lines: mountLines,
      source: `${tag}:nodeup/pkg/model/networking/cilium.go` }, undefined,
    cilium ? 'only if it is not already mounted when nodeup runs' : 'with Cilium, if it is not already mounted');
  }
}

/**
 * The units nodeup itself builds or manages on a node of `ctx.role`, for the kops version, runtime
 * and distro of `ctx`, each with its ordering lines. A bastion runs no nodeup, so it has none. A unit
 * whose condition the spec cannot settle (no Cluster document, or a property of the machine) is
 * listed as `maybe` with its condition. Every fact cites kops (NODE_CHANGES, node-behaviour.ts).
 */
export function nodeUnits(ctx: NodeContext): NodeUnit[] {
  if (ctx.role === 'Bastion') return [];
  const nb = ctx.behaviour.node;
  const tag = tagFor(nodeVersion(ctx));
  const out: NodeUnit[] = [];
  const add: Add = (u, known, condition) => {
    if (known === false) return;
    out.push({ origin: 'task', oneshot: false, ...u, presence: known === true ? 'yes' : 'maybe', ...(known === true || !condition ? {} : { condition }) });
  };
  const settings = ctx.cluster?.settings;
  const cgroupsKnown = slicesApply(ctx);
  const kubeletSlice = cgroupsKnown === false ? undefined : sliceName(settings?.kubeletCgroups);
  const runtimeSlice = cgroupsKnown === false ? undefined : sliceName(settings?.runtimeCgroups);

  add({ unit: 'kops-configuration.service', role: 'runs nodeup at every boot', origin: 'install', oneshot: true,
    lines: lines({ wantedBy: ['multi-user.target'] }), source: `${tag}:nodeup/pkg/bootstrap/install.go`,
    note: 'Written by `nodeup --install-systemd-unit` from the user data, in a separate run: a hook of this name is not caught and overwrites it.' }, true);
  addKubelet(ctx, tag, kubeletSlice, add);
  if (ctx.runtime === 'docker' && ctx.behaviour.dockerAvailable) addDocker(ctx, tag, add);
  addContainerd(ctx, tag, runtimeSlice, add);
  addProtokube(ctx, tag, add);
  if (nb.nodeAuthorizer && ctx.role === 'Node') {
    // Type=oneshot with RemainAfterExit=yes (1.10.1:nodeup/pkg/model/node_authorizer.go:84-85).
    add({ unit: 'node-authorizer.service', role: 'the node authorizer client', oneshot: true,
      lines: lines({ after: [nb.nodeAuthorizerAfterRuntime ? `${ctx.runtime}.service` : 'docker.service'], before: ['kubelet.service'] }),
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
  addUpdateService(ctx, tag, add);
  addCiliumMounts(ctx, tag, add);
  if (cgroupsKnown !== false) {
    const slices = new Set([kubeletSlice, runtimeSlice, sliceName(settings?.systemCgroups)].filter((s): s is string => s !== undefined));
    for (const slice of slices) {
      add({ unit: slice, role: 'a cgroup slice for kubelet\'s settings', lines: lines({ defaultDependencies: false, before: ['slices.target'] }),
        source: `${tag}:nodeup/pkg/model/kubelet.go`, note: 'Written but never started or enabled by nodeup: units with Slice= pull it in.' },
      cgroupsKnown, 'with kubelet\'s cgroupDriver systemd (spec.kubelet.cgroupDriver, else kops\'s default)');
    }
  }
  return out;
}
