import type { Behaviour, ClusterNodeSettings, Distro, InstanceGroupNodeSettings, Role, Runtime } from '../types.ts';
import { dockerRunsContainerd, gossip, networkingIs, nodeVersion } from './node-unit-conditions.ts';
import { nodeSlices, nodeUnitSet, type UnitPresence } from './node-unit-set.ts';
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

/**
 * A unit whose task key a hook can meet without `AddTask`'s abort:
 * - `model-tree`: docker-healthcheck in 1.8–1.17 comes from nodeup's model tree, keyed
 *   `service/<file>` (`1.17.2:upup/pkg/fi/nodeup/loader.go:121,181`), never the hook's
 *   `Service/<unit>`: no abort, both tasks write the same file and which lands last is not fixed;
 * - `ensure-ignored`: a kubelet slice in 1.24–1.26, added with `EnsureTask` after the hook builder
 *   (`v1.24.0:upup/pkg/fi/nodeup/command.go:328-329`) whose error kubelet's builder ignores
 *   (`v1.26.6:nodeup/pkg/model/kubelet.go:169`): the hook's unit stays, the slice is not written;
 * - `ensure-fatal`: the same from 1.27, where `EnsureTask` aborts nodeup with
 *   `cannot add different task with same key` (`v1.27.0:upup/pkg/fi/task.go:158`).
 */
export type HookCollision = 'model-tree' | 'ensure-ignored' | 'ensure-fatal';

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
  /** How nodeup meets a hook of this name, when that is not the `AddTask` abort of a Service task (HookCollision). */
  hookCollision?: HookCollision;
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

/** What nodeUnits says of a unit besides its presence and origin. */
type Words = Omit<NodeUnit, 'unit' | 'presence' | 'origin' | 'condition' | 'yieldsToHook' | 'hookCollision' | 'oneshot'> & { oneshot?: boolean; condition?: string };

// Where sys-fs-bpf.mount is built: network.go in 1.15–1.17, cilium.go in 1.18, networking/cilium.go from 1.19.
const BPF_MOUNT_FILE = (minor: number): string => (minor <= 17 ? 'network.go' : minor === 18 ? 'cilium.go' : 'networking/cilium.go');

const NO_INSTALL = 'No [Install]: at a reboot it waits for nodeup (kops-configuration.service) to start it.';

/** kubelet.service: After= the runtime, [Install] from 1.21, who starts it, and what a warm pool does to it. */
function kubelet(ctx: NodeContext, tag: string, slice: string | undefined): Words {
  const nb = ctx.behaviour.node;
  const warms = nb.warmPools && groupWarms(ctx.role, ctx.cluster?.settings, ctx.instanceGroup);
  const starts = nb.protokubeStartsKubelet && ctx.role === 'ControlPlane'
    ? 'On the control plane nodeup declares kubelet stopped; protokube starts it (`systemctl start --no-block kubelet`).'
    : nb.kubeletWantedBy ? 'Enabled: at a reboot systemd starts it without waiting for nodeup.' : NO_INSTALL;
  const warming = !warms ? ''
    : nb.warmingKubeletDisabled
      ? ` Warm pool: while the instance warms, nodeup writes kubelet.service but keeps it stopped and disabled (kops ${ctx.behaviour.version}), so a reboot during warming does not start it; at the boot that brings the instance into service, it waits for nodeup to enable and start it.`
      : ` Warm pool: while the instance warms, nodeup keeps kubelet.service stopped but leaves it enabled, so a reboot during warming starts kubelet and can join the node to the cluster early (kops ${WARMING_KUBELET_DISABLED_RELEASES} also disable it).`;
  return {
    role: 'the node agent',
    lines: lines({ after: [nb.kubeletAfterRuntime ? `${ctx.runtime}.service` : 'docker.service'],
      wantedBy: nb.kubeletWantedBy ? ['multi-user.target'] : [], ...(slice ? { slice } : {}) }),
    source: `${tag}:nodeup/pkg/model/kubelet.go`, note: starts + warming,
    ...(warms ? { warming: { running: false, enabled: !nb.warmingKubeletDisabled } } : {}),
  };
}

function dockerService(ctx: NodeContext, tag: string, dropIn: boolean): Words {
  const nb = ctx.behaviour.node;
  const afterContainerd = nb.dockerAfterContainerd && dockerRunsContainerd(ctx) !== false ? ['containerd.service'] : [];
  return {
    role: 'the Docker runtime', source: `${tag}:nodeup/pkg/model/docker.go`,
    lines: dropIn ? lines({}) : nb.dockerNetworkOnline
      ? lines({ after: ['network-online.target', 'firewalld.service', ...afterContainerd],
        wants: ['network-online.target'], requires: ['docker.socket'], wantedBy: ['multi-user.target'] })
      : ctx.distro === 'rhel' ? lines({ after: ['network.target'], wantedBy: ['multi-user.target'] })
        : lines({ after: ['network.target', 'docker.socket'], requires: ['docker.socket'], wantedBy: ['multi-user.target'] }),
    ...(dropIn ? { note: 'kops writes only the drop-in docker.service.d/10-kops.conf; the OS ships the unit.' } : {}),
  };
}

function containerdService(ctx: NodeContext, tag: string, dropIn: boolean, slice: string | undefined): Words {
  const nb = ctx.behaviour.node;
  return {
    role: 'the container runtime', source: `${tag}:nodeup/pkg/model/containerd.go`,
    lines: dropIn ? lines({}) : lines({ after: nb.containerdAfterDbus ? ['network.target', 'dbus.service'] : ['network.target', 'local-fs.target'],
      wantedBy: ['multi-user.target'], ...(slice ? { slice } : {}) }),
    ...(dropIn ? { note: 'kops writes only the drop-in containerd.service.d/10-kops.conf; the OS ships the unit.' } : {}),
    condition: nb.containerdWithDocker === 'listed-docker-versions'
      ? 'only for the Docker versions kops 1.18 pairs with a containerd (18.09.3, 18.09.9, 19.03.4, 19.03.8, 19.03.11: its defaults for Kubernetes 1.16+)'
      : 'only with Docker 18.09 or later (spec.docker.version, else kops\'s default: 18.09 or later for Kubernetes 1.16+)',
  };
}

function protokubeCondition(ctx: NodeContext): string {
  if (ctx.behaviour.node.protokube !== 'gossip-only' || ctx.role === 'ControlPlane') return 'only in gossip clusters (names ending in .k8s.local, DNS topology not None)';
  return `${gossip(ctx) === true ? 'only' : 'only in gossip clusters, and there only'} on workers whose boot config has no API server IPs (not where kops-controller is reached through the API load balancer, nor on Hetzner, Scaleway, DigitalOcean or metal)`;
}

const mountLines = (): NodeUnitLines => lines({ defaultDependencies: false, before: ['local-fs.target', 'umount.target', 'kubelet.service'], wantedBy: ['multi-user.target'] });

const healthCondition = (nb: NodeContext['behaviour']['node']): string =>
  (nb.dockerHealthCheck === 'opt-in' ? 'with spec.docker.healthCheck' : 'with spec.docker.healthCheck, or Kubernetes before 1.18 on Debian');

/** What each unit of nodeUnitSet is: its role, lines, who starts it, its condition when the spec does not settle it, and its source. */
function describe(ctx: NodeContext, tag: string, p: UnitPresence, slices: ReturnType<typeof nodeSlices>): Words {
  const nb = ctx.behaviour.node;
  const dropIn = p.origin === 'drop-in';
  switch (p.unit) {
    case 'kops-configuration.service': return { role: 'runs nodeup at every boot', oneshot: true,
      lines: lines({ wantedBy: ['multi-user.target'] }), source: `${tag}:nodeup/pkg/bootstrap/install.go`,
      note: 'Written by `nodeup --install-systemd-unit` from the user data, in a separate run: a hook of this name is not caught and overwrites it.' };
    case 'kubelet.service': return kubelet(ctx, tag, slices.kubelet);
    case 'docker.service': return dockerService(ctx, tag, dropIn);
    case 'docker.socket': return { role: 'Docker\'s API socket', lines: lines({ partOf: ['docker.service'], wantedBy: ['sockets.target'] }),
      source: `${tag}:nodeup/pkg/model/docker.go`, condition: 'only when Docker is installed from a tarball' };
    case 'docker-healthcheck.service': return { role: 'restarts Docker when it hangs', oneshot: true,
      lines: lines({ wantedBy: ['multi-user.target'] }), source: `${tag}:nodeup/pkg/model/docker.go`, condition: healthCondition(nb) };
    case 'docker-healthcheck.timer': return { role: 'runs docker-healthcheck every 10 s',
      lines: lines({ wantedBy: ['multi-user.target'] }), source: `${tag}:nodeup/pkg/model/docker.go`, condition: healthCondition(nb) };
    case 'containerd.service': return containerdService(ctx, tag, dropIn, slices.runtime);
    case 'protokube.service': return { role: 'kops\'s control-plane helper', lines: lines({ wantedBy: ['multi-user.target'] }),
      source: `${tag}:nodeup/pkg/model/protokube.go`, condition: protokubeCondition(ctx) };
    // Type=oneshot with RemainAfterExit=yes (1.10.1:nodeup/pkg/model/node_authorizer.go:84-85).
    case 'node-authorizer.service': return { role: 'the node authorizer client', oneshot: true,
      lines: lines({ after: [nb.nodeAuthorizerAfterRuntime ? `${ctx.runtime}.service` : 'docker.service'], before: ['kubelet.service'] }),
      source: `${tag}:nodeup/pkg/model/node_authorizer.go`, condition: 'with spec.nodeAuthorization.nodeAuthorizer' };
    case 'kubernetes-iptables-setup.service': return { role: 'sets up iptables for Kubernetes', oneshot: true,
      lines: lines({ before: ['network.target'], wantedBy: ['basic.target'] }), source: `${tag}:nodeup/pkg/model/firewall.go` };
    case 'cni-iptables-setup.service': return { role: 'sets up iptables for CNI', oneshot: true,
      lines: lines({ before: ['network.target'], wantedBy: ['basic.target'] }), source: `${tag}:nodeup/pkg/model/containerd.go`, condition: 'with kubenet networking' };
    case 'logrotate.service': return { role: 'rotates logs', lines: lines({}), source: `${tag}:nodeup/pkg/model/logrotate.go` };
    case 'logrotate.timer': return { role: 'runs logrotate hourly', lines: lines({}), source: `${tag}:nodeup/pkg/model/logrotate.go` };
    case 'update-service.service': return { role: 'turns off Flatcar\'s own updates', oneshot: true, lines: lines({ before: ['locksmithd.service'] }),
      source: `${tag}:nodeup/pkg/model/update_service.go`, note: `nodeup leaves it out when any hook is named \`update-service\` or \`update-service.service\`${ctx.behaviour.roleFilterBeforeNumbering ? ' among the hooks for this node\'s role' : ', whatever the hook\'s roles'}, even one it then skips (disabled, no manifest or image).`,
      condition: nb.updateService === 'flatcar-external-ig-first' ? 'with updatePolicy: external (the InstanceGroup\'s, else the Cluster\'s)' : 'with spec.updatePolicy: external' };
    case 'sys-fs-bpf.mount': return { role: 'mounts the BPF filesystem for Cilium', lines: mountLines(),
      source: `${tag}:nodeup/pkg/model/${BPF_MOUNT_FILE(nodeVersion(ctx)[1])}`,
      condition: nb.ciliumBpfMount === 'always' ? 'with Cilium' : networkingIs(ctx, 'cilium') ? 'only if /sys/fs/bpf is not already mounted when nodeup runs' : 'with Cilium, if /sys/fs/bpf is not already mounted' };
    case 'run-cilium-cgroupv2.mount': return cgroupv2Mount(ctx, tag);
    default: return { role: 'a cgroup slice for kubelet\'s settings', lines: lines({ defaultDependencies: false, before: ['slices.target'] }),
      source: `${tag}:nodeup/pkg/model/kubelet.go`, note: 'Written but never started or enabled by nodeup: units with Slice= pull it in.',
      condition: 'with kubelet\'s cgroupDriver systemd (spec.kubelet.cgroupDriver, else kops\'s default)' };
  }
}

/**
 * run-cilium-cgroupv2.mount: in 1.22.0–1.22.1 nodeup takes any answer of statfs but "no such
 * file" as an error (`v1.22.0:nodeup/pkg/model/networking/cilium.go:117`), so once the mount has
 * made /run/cilium/cgroupv2 (every reboot) nodeup fails; from 1.22.2 only a real error does
 * (`v1.22.2:nodeup/pkg/model/networking/cilium.go:114`) and an existing cgroup2 mount skips the unit.
 */
function cgroupv2Mount(ctx: NodeContext, tag: string): Words {
  const cilium = networkingIs(ctx, 'cilium');
  const base = { role: 'mounts cgroup v2 for Cilium', lines: mountLines(), source: `${tag}:nodeup/pkg/model/networking/cilium.go` };
  if (ctx.behaviour.node.ciliumCgroupMount === 'fails-if-present') {
    return { ...base, condition: cilium ? 'only if /run/cilium/cgroupv2 does not exist when nodeup runs' : 'with Cilium, if /run/cilium/cgroupv2 does not exist',
      note: `In kops ${ctx.behaviour.version} nodeup fails with "error checking for /run/cilium/cgroupv2" whenever that directory exists, so at every reboot once this mount has made it (fixed in 1.22.2).` };
  }
  return { ...base, condition: cilium ? 'only if it is not already mounted when nodeup runs' : 'with Cilium, if it is not already mounted' };
}

/**
 * The units nodeup itself builds or manages on a node of `ctx.role`, for the kops version, runtime
 * and distro of `ctx` (nodeUnitSet), each with its role, ordering lines and source. A bastion runs
 * no nodeup, so it has none. A unit whose condition the spec cannot settle (no Cluster document, or
 * a property of the machine) is listed as `maybe` with its condition. Every fact cites kops
 * (NODE_CHANGES, node-changes.ts).
 */
export function nodeUnits(ctx: NodeContext): NodeUnit[] {
  const tag = tagFor(nodeVersion(ctx));
  const slices = nodeSlices(ctx);
  // Built field by field: a spread per unit costs more than the rest (see boot-units.ts).
  return nodeUnitSet(ctx).map((p) => {
    const w = describe(ctx, tag, p, slices);
    const u: NodeUnit = { unit: p.unit, presence: p.known ? 'yes' : 'maybe', origin: p.origin, role: w.role, lines: w.lines, oneshot: w.oneshot ?? false, source: w.source };
    if (!p.known && w.condition) u.condition = w.condition;
    if (p.yieldsToHook) u.yieldsToHook = true;
    if (p.hookCollision) u.hookCollision = p.hookCollision;
    if (w.note !== undefined) u.note = w.note;
    if (w.warming) u.warming = w.warming;
    return u;
  });
}
