/**
 * The public data model of the core: what `analyze` returns and what every consumer (UI, CLI,
 * tests, benchmarks) reads. Offsets are UTF-16 indices into the analysed text; lines and columns
 * appear only at the edges (see `text-index.ts`).
 */

/** A half-open range of UTF-16 offsets `[start, end)` into the analysed text. */
export interface Range {
  start: number;
  end: number;
}

/** Replace `[start, end)` with `text`. Edits of one fix never overlap. */
export interface TextEdit {
  start: number;
  end: number;
  text: string;
}

/** One way to fix a diagnostic: a title for the UI and the edits to apply to the YAML text. */
export interface Fix {
  title: string;
  edits: TextEdit[];
  /**
   * A change a person should choose rather than a tool (a timeout's length, the hook rewritten as
   * a raw manifest): offered in the editor and the Problems list, never applied by `lint --fix`.
   */
  suggestion?: true;
}

export type Severity = 'error' | 'warning' | 'info';

/**
 * A problem found in the input. `code` is a yaml error code (`DUPLICATE_KEY`), a spec code
 * (`unknown-field`) or a lint rule id (`name-gets-service-suffix`). The message names the key and
 * says what happens on the node.
 */
export interface Diagnostic {
  code: string;
  severity: Severity;
  message: string;
  range: Range;
  fixes?: Fix[];
}

/** A scalar value from the YAML, with where it sits. `keyRange` is the range of its mapping key. */
export interface Located<T> {
  value: T;
  range: Range;
  keyRange?: Range;
}

/** Where each line of a `manifest` string came from in the YAML text. */
export interface ManifestSource {
  /** For line i of the parsed manifest string (split on '\n'), the range of that line in the YAML text. */
  lines: Range[];
  /** True when YAML folded or joined lines (plain or quoted multi-line scalar), so `lines` is approximate. */
  folded: boolean;
  /** The scalar style as written: `|`, `|-`, `|+`, `>`, plain, quoted. */
  style: 'literal' | 'folded' | 'plain' | 'quoted';
}

export type HookList = 'cluster' | 'instanceGroup';

/** One entry of a `hooks:` list, with every field located. Unknown fields are kept for lint. */
export interface HookSpec {
  /** Index of the document in the input (0-based). */
  document: number;
  list: HookList;
  /** Position in its YAML list (0-based). */
  index: number;
  /** Range of the whole hook mapping. */
  range: Range;
  name?: Located<string>;
  /** v1alpha2 field. */
  disabled?: Located<boolean>;
  /** v1alpha3 field. */
  enabled?: Located<boolean>;
  roles?: Located<Located<string>[]>;
  requires?: Located<Located<string>[]>;
  before?: Located<Located<string>[]>;
  manifest?: Located<string> & { source: ManifestSource };
  useRawManifest?: Located<boolean>;
  /** Only meaningful in proposal mode; not a kops field. */
  useRawName?: Located<boolean>;
  execContainer?: Located<ExecContainerSpec>;
  /** Keys that are not hook fields, e.g. `after:`. */
  unknownFields: Located<string>[];
}

export interface ExecContainerSpec {
  image?: Located<string>;
  command?: Located<Located<string>[]>;
  /** In YAML order; the renderer sorts keys (kops iterates a Go map). */
  environment?: Located<Array<{ key: Located<string>; value: Located<string> }>>;
  unknownFields: Located<string>[];
}

/**
 * One entry of a `fileAssets:` list (kops FileAssetSpec), with every field located. `mode` is a
 * field from kops 1.23.3 (files/file-eras.ts); the parser reads it in every version and lint says
 * where kops does not.
 */
export interface FileAssetSpec {
  document: number;
  list: HookList;
  /** Position in its YAML list (0-based). */
  index: number;
  range: Range;
  name?: Located<string>;
  path?: Located<string>;
  roles?: Located<Located<string>[]>;
  content?: Located<string> & { source: ManifestSource };
  isBase64?: Located<boolean>;
  mode?: Located<string>;
  unknownFields: Located<string>[];
}

/**
 * A file nodeup writes on a node from a fileAsset (nodeup/pkg/model/file_assets.go): its path,
 * the mode kops gives it (`0440` unless `mode` says otherwise), and its content. `owner` is absent:
 * kops sets none, so the file belongs to root, who runs nodeup. `binary` content (isBase64 bytes
 * that are not UTF-8 text) is given as standard base64.
 */
export interface NodeFile {
  path: string;
  mode: string;
  owner?: string;
  content: string;
  binary: boolean;
  /** The fileAsset that wrote it: its list, its position there, and its document. */
  from: { list: HookList; index: number; document: number };
}

export type ApiVersion = 'v1alpha2' | 'v1alpha3';
export type DocumentKind = 'Cluster' | 'InstanceGroup' | 'HookList' | 'Hook' | 'Other';

/** One YAML document of the input, classified. */
export interface DocumentSpec {
  index: number;
  kind: DocumentKind;
  /** From `apiVersion`, else v1alpha2 (what `kops get -o yaml` prints). */
  apiVersion: ApiVersion;
  apiVersionExplicit: boolean;
  /** Range of the `apiVersion` value, when written. */
  apiVersionRange?: Range;
  /** metadata.name */
  name?: Located<string>;
  /** InstanceGroup spec.role, as written (`Master`, `ControlPlane`, `Node`, `Bastion`, `APIServer`). */
  role?: Located<string>;
  hooks: HookSpec[];
  /** Cluster and InstanceGroup only: spec.fileAssets, in YAML order. */
  fileAssets?: FileAssetSpec[];
  /** Range of the `hooks:` sequence, or where one would be inserted. */
  hooksRange?: Range;
  range: Range;
  /** Cluster only: spec.containerRuntime, spec.kubernetesVersion, and whether spec.docker is set. */
  containerRuntime?: Located<string>;
  kubernetesVersion?: Located<string>;
  hasDockerConfig?: boolean;
  /** Where `spec.docker:` is written, when it is set (kops 1.29+ forbids it). */
  dockerKeyRange?: Range;
  /** Cluster only: the settings that decide which units nodeup builds besides the hooks. */
  nodeSettings?: ClusterNodeSettings;
  /** InstanceGroup only: its own settings that decide what nodeup does with those units. */
  groupSettings?: InstanceGroupNodeSettings;
}

/** A warm pool as the spec writes it (an InstanceGroup's spec.warmPool, or the Cluster's default). */
export interface WarmPoolSettings {
  /** spec.warmPool.maxSize, when written: 0 turns the pool off. */
  maxSize?: number;
}

/**
 * What a Cluster spec says about the units nodeup builds on its nodes (KOPS-NODE-UNITS.md
 * section 1). A field is absent when the spec does not set it.
 */
export interface ClusterNodeSettings {
  /** The first key under spec.networking (`cilium`, `kubenet`, `calico`...). */
  networking?: string;
  /** spec.docker.healthCheck */
  dockerHealthCheck?: boolean;
  /** spec.docker.version, as written. */
  dockerVersion?: string;
  /** spec.kubernetesVersion, as written. */
  kubernetesVersion?: string;
  /** spec.nodeAuthorization.nodeAuthorizer is set. */
  nodeAuthorizer?: boolean;
  /** spec.kubelet.cgroupDriver */
  cgroupDriver?: string;
  /** spec.kubelet.kubeletCgroups, runtimeCgroups, systemCgroups */
  kubeletCgroups?: string;
  runtimeCgroups?: string;
  systemCgroups?: string;
  /** spec.updatePolicy */
  updatePolicy?: string;
  /** The cloud provider: spec.cloudProvider (v1alpha2, `aws`) or its one key (v1alpha3, `aws: {}`). */
  cloudProvider?: string;
  /** The instance groups' default warm pool: spec.warmPool (v1alpha2) or spec.cloudProvider.aws.warmPool (v1alpha3). */
  warmPool?: WarmPoolSettings;
  /** The DNS topology is `None` (spec.topology.dns.type in v1alpha2, spec.networking.topology.dns in v1alpha3). */
  dnsNone?: boolean;
}

/** What an InstanceGroup spec says about the units nodeup builds on its nodes. */
export interface InstanceGroupNodeSettings {
  /** spec.updatePolicy: from kops 1.20 it wins over the Cluster's. */
  updatePolicy?: string;
  /** spec.warmPool (AWS). */
  warmPool?: WarmPoolSettings;
}

/** The parsed input. `diagnostics` holds YAML and shape problems (never thrown). */
export interface Spec {
  documents: DocumentSpec[];
  diagnostics: Diagnostic[];
}

export type Runtime = 'docker' | 'containerd';
export type Distro = 'debian' | 'rhel' | 'flatcar' | 'cos';
export type Role = 'ControlPlane' | 'Node' | 'Bastion' | 'APIServer';

/** Inputs of `analyze`. Everything is optional; defaults are the newest kops on Debian. */
export interface AnalyzeOptions {
  /** Any version string: `1.10.1`, `v1.29.0`, `1.22`. Default: the newest kops. */
  kopsVersion?: string;
  /** Overrides the Cluster's spec.containerRuntime. */
  runtime?: Runtime;
  /** Render the original request's design (useRawName, useRawManifest on top of kops 1.10). */
  proposal?: boolean;
  distro?: Distro;
}

/**
 * What nodeup does around the hooks in one kops version: the units it builds itself and how they
 * are ordered. Each field is flipped by an entry of NODE_FLIPS (NODE_FLIPS in kops/node-behaviour.ts; NODE_CHANGES in kops/node-changes.ts cites
 * each at both sides of its boundary), or, for a back-ported fix, by a set of version ranges.
 */
export interface NodeBehaviour {
  /** kubelet.service is `After=` the runtime of the node; before, always `After=docker.service`. */
  kubeletAfterRuntime: boolean;
  /** On the control plane protokube, not nodeup, starts kubelet (nodeup declares it stopped). */
  protokubeStartsKubelet: boolean;
  /** kubelet.service has `WantedBy=multi-user.target`, so a reboot starts it without nodeup. */
  kubeletWantedBy: boolean;
  /** nodeup's containerd builder exists (containerd.service on containerd nodes). */
  containerdBuilder: boolean;
  /** containerd.service on Docker nodes: for a fixed list of Docker versions (1.18), or for Docker ≥ 18.9 (1.19+). */
  containerdWithDocker: 'listed-docker-versions' | 'docker-18.09';
  /** Flatcar's containerd drop-in: whenever containerd is installed (1.18), only with the containerd runtime (1.19–1.28), always (1.29+). */
  flatcarContainerdDropIn: 'containerd-installed' | 'containerd-runtime' | 'always';
  /** containerd.service is `After=network.target dbus.service` instead of `After=network.target local-fs.target`. */
  containerdAfterDbus: boolean;
  /** docker.service is ordered after network-online.target and requires docker.socket (else after network.target). */
  dockerNetworkOnline: boolean;
  /** docker.service is also `After=containerd.service` (only with Docker ≥ 18.9). */
  dockerAfterContainerd: boolean;
  /** When nodeup writes docker.socket: never, only for a tarball Docker, or always with Docker. */
  dockerSocket: 'never' | 'tarball' | 'always';
  /** When nodeup writes docker-healthcheck.service and .timer. */
  dockerHealthCheck: 'debian' | 'opt-in-or-old-kubernetes' | 'opt-in';
  /** node-authorizer.service exists (with nodeAuthorization.nodeAuthorizer). */
  nodeAuthorizer: boolean;
  /** node-authorizer.service is `After=` the node's runtime; before, always `After=docker.service`. */
  nodeAuthorizerAfterRuntime: boolean;
  /** cni-iptables-setup.service (containerd with kubenet). */
  cniIptablesSetup: boolean;
  /** sys-fs-bpf.mount with Cilium: never, always (1.15.0), or only where /sys/fs/bpf is not mounted yet (1.15.1+). */
  ciliumBpfMount: 'none' | 'always' | 'unless-mounted';
  /**
   * run-cilium-cgroupv2.mount with Cilium: none; written when /run/cilium/cgroupv2 does not exist
   * and nodeup failing when it does (1.22.0–1.22.1, so at every reboot); written unless cgroup2 is
   * already mounted there (1.22.2+).
   */
  ciliumCgroupMount: 'none' | 'fails-if-present' | 'unless-mounted';
  /** `<cgroup>.slice` units for kubelet's cgroups, and under which condition. */
  slices: 'none' | 'systemd-driver-and-containerd' | 'systemd-driver' | 'always';
  /**
   * How kubelet's builder meets a hook that took a slice's task key (`EnsureTask`, after the hook
   * builder): it ignores the error, so the hook's unit stays (1.24–1.26), or aborts nodeup (1.27+).
   */
  ensureTaskFatal: boolean;
  /** kubelet's cgroupDriver when the spec sets none: no default, systemd from Kubernetes 1.20, or systemd. */
  cgroupDriverDefault: 'none' | 'systemd-from-kubernetes-1.20' | 'systemd';
  /** Where protokube.service runs: the control plane (and every node of a gossip cluster), or gossip clusters only. */
  protokube: 'control-plane' | 'gossip-only';
  /**
   * Which Flatcar nodes get update-service.service: none (only CoreOS had it: kops before 1.14 does
   * not recognise Flatcar), those of a Cluster with `updatePolicy: external`, the same with the
   * InstanceGroup's own updatePolicy first, or all. CoreOS, which kops 1.18 drops
   * (`v1.18.0:nodeup/pkg/distros/identify.go:96`), is no distro of the playground.
   */
  updateService: 'none' | 'flatcar-external' | 'flatcar-external-ig-first' | 'flatcar';
  /** nodeup checks the fetched config against a hash in the user data, so a reboot after `kops update cluster` fails it. */
  configHashPinned: boolean;
  /** Warm pools exist (spec.warmPool, AWS): while an instance warms, nodeup writes kubelet.service but does not start it. */
  warmPools: boolean;
  /** ...and also disables it, so a reboot while warming does not start it (WARMING_KUBELET_DISABLED: version ranges). */
  warmingKubeletDisabled: boolean;
}

/** How a kops version behaves: each switch from KOPS-HOOKS.md lives here and nowhere else. */
export interface Behaviour {
  /** Normalised version, e.g. `1.36.0`, a known pre-release (`1.37.0-alpha.1`, kops/pre-releases.ts), or `proposal`. */
  version: string;
  /** Name of the behaviour era for the UI (`1.8–1.10`, …, `1.29+`, `proposal`). */
  era: string;
  /** Suffixes that stop `.service` from being appended. */
  keptSuffixes: readonly string[];
  useRawManifest: boolean;
  useRawName: boolean;
  /** Proposal mode: requires/before ignored under raw instead of rejected. */
  ignoreRequiresBeforeUnderRaw: boolean;
  envFlag: '-e' | '--env';
  /** Exec hooks may run through ctr (1.20.3+). */
  containerdExec: boolean;
  roleFilterBeforeNumbering: boolean;
  /** 1.23+: v1alpha2 InstanceGroup `disabled:` is taken as `enabled` (kops bug). */
  invertedIgDisabled: boolean;
  /**
   * kops's decoding scheme registers `apiVersion: kops.k8s.io/v1alpha3` (1.25.x and 1.29+, see
   * kops/v1alpha3.ts: a set of version ranges, not an era switch); any other release refuses a
   * spec written in it.
   */
  v1alpha3Registered: boolean;
  /**
   * 1.24+: kops's cluster validation forbids `containerRuntime: docker` when the Cluster runs
   * Kubernetes 1.24 or later (kops/docker-refusal.ts; from 1.29, with dockerAvailable false,
   * whatever the Kubernetes version). A version range, flipped in the comparison's replay.
   */
  dockerRefusedOnK8s124: boolean;
  dockerAvailable: boolean;
  /** 1.35+: nodeup runs `systemctl restart UNIT --no-block`; before, the restart waits for the job (a oneshot holds nodeup). */
  noBlockRestart: boolean;
  /** What nodeup builds around the hooks in this version (kops-managed units, their ordering). */
  node: NodeBehaviour;
}

/**
 * The kops rule that wrote a line of a unit: a stable name, explained (what kops does, the
 * releases, the kops source) by the catalogue in `kops/line-rule-catalogue.ts`.
 */
export type LineRule =
  | 'wrap-unit-section' | 'wrap-description' | 'wrap-requires' | 'wrap-before' | 'wrap-section-break'
  | 'wrap-service-section' | 'wrap-manifest' | 'raw-manifest'
  | 'exec-requires-docker' | 'exec-requires-containerd' | 'exec-service-section'
  | 'exec-docker-pull' | 'exec-docker-run' | 'exec-docker-run-env' | 'exec-ctr-pull' | 'exec-ctr-run'
  | 'exec-oneshot' | 'exec-install-section' | 'exec-wanted-by';

/**
 * Where a line of a rendered unit came from, so that findings land on the YAML that caused them
 * (`kind`, as lint reads it), and the kops rule that wrote it (`rule`).
 */
export type LineOrigin = (
  | { kind: 'manifest'; line: number }
  | { kind: 'field'; field: 'name' | 'requires' | 'before' | 'execContainer' | 'image' | 'command' | 'environment'; item?: number }
  | { kind: 'builder' }
) & { rule: LineRule };

/**
 * Why one line of a unit file is there (`render --format json`'s `lines`, with offsets here):
 * spec text produced it (`ranges`: the YAML it came from, in document order), or kops wrote it
 * on its own. Either way `rule` names the kops rule that wrote it.
 */
export type UnitLine = { from: 'spec'; ranges: Range[]; rule: LineRule } | { from: 'kops'; rule: LineRule };

/** Reference from a task back to its hook. */
export interface HookRef {
  /** The hook name before any suffix (explicit or `kops-hook-<j>[-ig]`). */
  name: string;
  list: HookList;
  /** Position in its YAML list. */
  index: number;
  document: number;
}

/** One nodeup Service task. */
export interface Task {
  /** Unit file name, e.g. `swap1.swap.service`. */
  unit: string;
  /** Full path on the node for the chosen distro. */
  path: string;
  /** Exact file content, or null for a disabled hook (no file is written). */
  definition: string | null;
  enabled: boolean;
  running: boolean;
  manageState: boolean;
  hook: HookRef;
  /** One entry per line of `definition` (split on '\n'); empty when definition is null. */
  lineOrigins: LineOrigin[];
  /**
   * The commands nodeup runs for this task on its first run on a fresh node, in order, after
   * writing the file (for example `systemctl daemon-reload`, `systemctl restart a.service`,
   * `systemctl enable a.service`).
   */
  actions: string[];
}

export type SkipReason = 'no-manifest-or-exec' | 'empty-image' | 'duplicate-name' | 'role-filtered';

export interface SkippedHook {
  name: string;
  reason: SkipReason;
  list: HookList;
  index: number;
  document: number;
}

export interface GroupPlan {
  name: string;
  role: Role;
  /** Document index of the InstanceGroup, or null for a virtual group (no InstanceGroup documents). */
  document: number | null;
  tasks: Task[];
  skipped: SkippedHook[];
  /** The message with which nodeup aborts this group, or null. */
  fatal: string | null;
  /** False for a bastion: kops leaves nodeup out of its user data, so no hook ever lands there. */
  runsNodeup: boolean;
  /** The files nodeup writes from fileAssets, in the order it adds them (files/group-files.ts). */
  files: NodeFile[];
}

/** Everything derived from one input text. Pure data; safe to structured-clone. */
export interface Analysis {
  text: string;
  options: AnalyzeOptions;
  behaviour: Behaviour;
  runtime: Runtime;
  /** Where the runtime came from. */
  runtimeSource: 'option' | 'cluster' | 'default';
  distro: Distro;
  spec: Spec;
  /**
   * Why kops refuses the whole spec in this version (a v1alpha3 document where kops does not register v1alpha3), or
   * null. When set, no group gets any task: nothing reaches a node.
   */
  refusal: string | null;
  groups: GroupPlan[];
  /** Spec, kops validation and lint diagnostics, sorted by range start. */
  diagnostics: Diagnostic[];
}
