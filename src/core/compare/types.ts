/**
 * The data model of a comparison between two kops versions (and runtimes): what `compare` returns
 * and what the CLI's `diff` and the page's compare mode read. Pure data; safe to structured-clone.
 */

import type { AnalyzeOptions, Diagnostic, HookRef, LineRule, Role, Runtime } from '../types.ts';
import type { FileDiff } from './file-diffs.ts';

/** How a unit differs between the two sides (by file name, within one instance group). */
export type UnitChange = 'added' | 'removed' | 'changed' | 'unchanged';

/** The behaviour switches a reason can name: the fields of Behaviour, plus the causes that are not switches. */
export type ReasonSwitch =
  | 'keptSuffixes' | 'useRawManifest' | 'useRawName' | 'ignoreRequiresBeforeUnderRaw' | 'envFlag' | 'containerdExec'
  | 'roleFilterBeforeNumbering' | 'invertedIgDisabled' | 'dockerAvailable' | 'noBlockRestart'
  /** Ranged facts (kops/version-ranges.ts): kops reads v1alpha3; a warm pool's kubelet is disabled while it warms. */
  | 'v1alpha3Registered' | 'warmingKubeletDisabled' | 'dockerRefusedOnK8s124'
  /** A node-level change of NODE_CHANGES (`node:1.20.3`): which units nodeup builds beside the hooks. */
  | `node:${string}`
  /** kops's default runtime moved (no spec.containerRuntime): docker before 1.20, containerd after (and from 1.26 whatever the Kubernetes version). */
  | 'runtimeDefault'
  /** The two sides were asked for different runtimes. */
  | 'runtimeOption'
  /** A comparison of two specs (compare-specs.ts): the edit itself changes the unit. */
  | 'specEdit';

/** Why a unit changes: one switch between the two versions, in an operator's words. */
export interface ChangeReason {
  /** The release where the switch flips (`1.29`, `1.20.3`), `proposal`, or null for a choice of the comparison itself. */
  since: string | null;
  switch: ReasonSwitch;
  message: string;
}

/** enabled, running and manageState of a task, as nodeup holds them. */
export interface UnitState {
  enabled: boolean;
  running: boolean;
  manageState: boolean;
}

/** One side of a unit: its task as that version plans it. */
export interface UnitSide extends UnitState {
  path: string;
  /** The file content, or null for a disabled hook (no file is written). */
  definition: string | null;
  hook: HookRef;
  /** The commands nodeup runs for it on a fresh node (Task.actions). */
  actions: string[];
  /** The kops rule that wrote each line of `definition` (as `unitLines` names it), so a changed line can say why it is there. */
  rules: LineRule[];
}

/** One unit of one instance group, on both sides. */
export interface UnitDiff {
  /** The unit file name: the key within a group. */
  unit: string;
  path: string;
  change: UnitChange;
  /** The task on the `from` side, or null when that side has no such unit. */
  before: UnitSide | null;
  after: UnitSide | null;
  /** A unified diff of the two files with git-like headers, '' when the text is the same. */
  patch: string;
  /** Every switch between the two sides that changes this unit, in the order an upgrade meets them. */
  reasons: ChangeReason[];
  /** What nodeup does about the change on real nodes. */
  nodeup: string;
  /** Diagnostics that appear (`to`) or disappear (`from`) within the hook this unit comes from. */
  problems: SideDiagnostic[];
}

/** One instance group on both sides. */
export interface GroupDiff {
  name: string;
  role: Role;
  /** False for a bastion (no nodeup, no units) on both sides. */
  runsNodeup: boolean;
  units: UnitDiff[];
  /** The files nodeup writes from fileAssets, by path, on both sides (file-diffs.ts). */
  files: FileDiff[];
  /** The message with which nodeup aborts this group on each side, or null. */
  fatal: { from: string | null; to: string | null };
  /**
   * The diagnostics of the comparison that concern this group: inside its InstanceGroup document,
   * inside a hook that feeds it on either side, or tied to no instance group (group-diagnostics.ts).
   */
  diagnostics: SideDiagnostic[];
}

/** A diagnostic that appears (`to`), disappears (`from`) or stays (`both`, with the `to` side's message). */
export interface SideDiagnostic extends Diagnostic {
  side: 'from' | 'to' | 'both';
}

/** One side of the comparison, as resolved. */
export interface CompareSide {
  options: AnalyzeOptions;
  /** The normalised kops version (`1.36.0`) or `proposal`. */
  kopsVersion: string;
  runtime: Runtime;
  runtimeSource: 'option' | 'cluster' | 'default';
  /** Why kops refuses the whole spec on this side, or null. */
  refusal: string | null;
}

/** Something that changes on every node of the cluster, whatever the hooks: a note for the operator. */
export interface CompareNote {
  since: string | null;
  message: string;
}

/** The whole comparison. */
export interface Comparison {
  text: string;
  from: CompareSide;
  to: CompareSide;
  groups: GroupDiff[];
  diagnostics: SideDiagnostic[];
  /** Node-level changes between the two versions that change no hook unit (restart mode, kubelet, config hash...). */
  notes: CompareNote[];
  /** How many units change, how many stay, and on how many groups. */
  /** `broken`: units that gain an error on the new side, changed or not (compare/consequence.ts); `filesChanged`: fileAsset files that change, per group. */
  counts: { changed: number; unchanged: number; broken?: number; groupsChanged: number; groups: number; filesChanged?: number };
}
