import type { HookList, Range } from '../types.ts';

/**
 * What a box of the boot graph is: a hook's unit, a unit kops nodeup manages (kubelet, the runtime,
 * protokube...), or a unit of systemd or of the OS image (targets, dbus.service...).
 */
export type BootNodeKind = 'hook' | 'kops' | 'systemd';

/**
 * Whether the unit is on the node:
 * - `yes`: a hook's file, a kops unit nodeup builds for this spec, or one of systemd's standard targets;
 * - `maybe`: a kops unit under a condition the spec does not settle (see `condition`), or a unit the
 *   OS image usually ships (dbus.service, firewalld.service...);
 * - `absent`: not on this node (docker.service on containerd, a disabled hook, an empty file);
 * - `unknown`: written by neither kops nor a hook, and not a standard systemd unit: only there if
 *   the image ships it (or a typo).
 */
export type BootPresence = 'yes' | 'maybe' | 'absent' | 'unknown';

/** Who starts a unit at a reboot (the timeline the graph shows). */
export interface BootStart {
  /** systemd pulls it in from multi-user.target at boot: enabled ([Install]), or required or wanted by such a unit. */
  boot: boolean;
  /** nodeup (kops-configuration.service) starts or restarts it when it runs at boot. */
  nodeup: boolean;
  /** kops <1.19 control plane: protokube runs `systemctl start --no-block kubelet`. */
  protokube: boolean;
}

export interface BootNode {
  unit: string;
  kind: BootNodeKind;
  /** For a hook: where it is in the YAML. */
  hook: { list: HookList; index: number; document: number; name: string } | null;
  presence: BootPresence;
  /** Why `maybe`, `absent` or `unknown`, in a few words. */
  condition?: string;
  /** Gets a start job at a reboot (from systemd or from nodeup): only such units can be in a cycle. */
  job: boolean;
  start: BootStart;
  /** `Type=oneshot`: whatever is ordered after it waits until it exits. */
  oneshot: boolean;
  /** False when the unit says `DefaultDependencies=no`. */
  defaultDependencies: boolean;
  /** What it is (kops units), or what to know about how it starts. */
  note?: string;
  /** Where its lines come from: `tag:path` in kubernetes/kops, or the systemd unit file. */
  source?: string;
}

/**
 * Edge types. Ordering edges (`after`, `implicit-after`) run in boot order: `from` starts before
 * `to`, whichever unit carried the line (`After=X` in U is X → U; `Before=Y` in U is U → Y).
 * Requirement and installation edges run from the unit with the line to the unit it names.
 */
export type BootEdgeType =
  | 'after' | 'requires' | 'wants' | 'binds-to' | 'requisite' | 'wanted-by' | 'required-by' | 'implicit-after';

/** Where an edge comes from. */
export type BootEdgeOrigin =
  /** A line of a hook's unit file (`line` is 0-based in the file), and the YAML range that wrote it. */
  | { kind: 'hook'; unit: string; line: number; range: Range }
  /** A line kops writes in one of its own units. */
  | { kind: 'kops'; unit: string; source: string }
  /** A line of one of systemd's own unit files (basic.target...). */
  | { kind: 'systemd-unit'; unit: string; source: string }
  /** Something systemd adds by itself; `rule` says what, and `cause` is the hook line that triggered it, if any. */
  | { kind: 'systemd-default'; rule: string; cause?: { unit: string; line: number; range: Range } };

export interface BootEdge {
  from: string;
  to: string;
  type: BootEdgeType;
  origin: BootEdgeOrigin;
  /**
   * Ordering edges between two units that start at a reboot: whether the ordering holds then
   * (see RebootBinding). False for a hook only nodeup starts ordered before a unit systemd starts
   * at boot: the later job comes too late to hold the other back. Unset on other edges.
   */
  holds?: boolean;
}

/** One ordering cycle: each unit starts before the next, and the last before the first. */
export interface BootCycle {
  units: string[];
  /** The ordering edge of each step (`edges[i]` runs from `units[i]` to the next unit). */
  edges: BootEdge[];
  /**
   * The units whose start job systemd may delete to break it at boot: those of the loop, then of
   * any other loop through the same units, that multi-user.target only wants (systemd never
   * deletes a job the boot requires). Which one it deletes varies from boot
   * to boot: it walks back along the loop from where its search entered it, and it walks its jobs
   * in hash order (src/core/transaction.c).
   */
  droppable: string[];
  /** Set when a unit of the cycle is on the node only under a condition. */
  condition?: string;
}

/** A unit a hook names that is not on this node. */
export interface MissingUnit {
  unit: string;
  presence: 'absent' | 'unknown';
  reason: string;
  /** The hook lines that name it. */
  namedBy: BootEdge[];
}

/** A hook kubelet waits for that can hold it for ever: a oneshot with no start timeout. */
export interface KubeletHang {
  unit: string;
  /** The ordering chain from the hook to kubelet.service, in boot order. */
  chain: string[];
  message: string;
}

/**
 * The boot order of one instance group at a reboot: the hooks, the units kops manages in that
 * version, role and runtime, and the systemd units anything names, with every dependency and who
 * starts what. See bootGraph.
 */
export interface BootGraph {
  group: string;
  role: string;
  /** The group has no nodeup (a bastion): nothing of kops, and no hook, is on it. */
  runsNodeup: boolean;
  /** Which timeline the graph draws: always the reboot (see `notes.firstBoot` for the first boot). */
  timeline: 'reboot';
  nodes: BootNode[];
  edges: BootEdge[];
  cycles: BootCycle[];
  /** Units kubelet.service waits for at a reboot, in boot order (orderings that hold then, or who starts it). */
  kubeletWaitsFor: string[];
  /** For each hook unit: does it run before kubelet, on a first boot and at a reboot (kubeletVerdicts). */
  verdicts: KubeletVerdict[];
  kubeletHangs: KubeletHang[];
  missing: MissingUnit[];
  notes: { reboot: string[]; firstBoot: string[]; group: string[] };
}

/**
 * Whether a hook's unit runs before kubelet.service: `yes`, ordering guarantees that it has
 * started (a oneshot: finished) before kubelet starts; `race`, nothing orders them (or a cycle
 * makes systemd drop one of the jobs); `no`, kubelet starts first (or the hook never runs).
 */
export type BeforeKubelet = 'yes' | 'race' | 'no';

/** What a hook's unit lacks to run before kubelet at a reboot; a fix (lint/kubelet-fix.ts) writes it in the hook's own form. */
export interface KubeletRemedy {
  /** Order it: `Before=kubelet.service` (the hook's `before:` list, or the [Unit] of a raw manifest). */
  before: boolean;
  /** Start it at boot: `[Install]` with `WantedBy=multi-user.target`. */
  install: boolean;
  /** The same, in words: `add Before=kubelet.service and [Install] WantedBy=multi-user.target`. */
  text: string;
}

/** One hook unit's answer to "does it run before kubelet?", for both boots (see kubeletVerdicts). */
export interface KubeletVerdict {
  unit: string;
  hook: { list: HookList; index: number; document: number; name: string };
  /** `firstBoot` is also every node a rolling update brings: it starts from a fresh disk. */
  beforeKubelet: { firstBoot: BeforeKubelet; reboot: BeforeKubelet };
  /** One sentence each, naming the fact that decides. */
  why: { firstBoot: string; reboot: string };
  /** The 0-based line of the hook's unit file that orders it before kubelet (`Before=`, `RequiredBy=`/`WantedBy=kubelet.service`), or null. */
  claim: number | null;
  /** What makes the reboot verdict `yes`, when the hook's own lines can; null when it is `yes` or they cannot. */
  remedy: KubeletRemedy | null;
  /** When the reboot verdict is not `yes` and no remedy exists: what to do instead. */
  advice: string | null;
}
