import type { GroupUserData, UserDataEntry, UserDataEra } from './user-data.ts';

/** What in a group's user-data changes. */
export type RollCause = 'hook' | 'fileAsset' | 'clusterSpec' | 'instanceGroupSpec' | 'kopsVersion' | 'runtime';

/** One reason a group rolls. */
export interface RollReason {
  cause: RollCause;
  message: string;
  /**
   * False for a key this tool does not follow into kops's user-data (any Cluster or InstanceGroup
   * key other than hooks and fileAssets): it counts as a roll, to be safe, and says so.
   */
  modelled: boolean;
  /** For a hook or file asset: its label (`Cluster hook "x"`). */
  subject?: string;
}

/** Whether `kops rolling-update` replaces this group's nodes after the edit, and why. */
export interface RollVerdict {
  rolls: boolean;
  /** One sentence: the reasons joined, or why the user-data stays the same. */
  reason: string;
  reasons: RollReason[];
}

const WHERE: Record<UserDataEra, string> = {
  bootstrapScript: 'kops puts it in this group\'s user-data (kops 1.8–1.21: fingerprinted into the bootstrap script)',
  nodeupConfig: 'kops puts it in this group\'s nodeup config, whose hash is in the user-data (kops 1.22+)',
};

function entryReasons(cause: 'hook' | 'fileAsset', before: readonly UserDataEntry[], after: readonly UserDataEntry[], era: UserDataEra): RollReason[] {
  const out: RollReason[] = [];
  const old = new Map(before.map((e) => [e.key, e]));
  const now = new Map(after.map((e) => [e.key, e]));
  for (const e of after) {
    const o = old.get(e.key);
    if (!o) out.push({ cause, subject: e.label, modelled: true, message: `${e.label} is added: ${WHERE[era]}` });
    else if (o.value !== e.value) {
      const quiet = o.disabled && e.disabled ? '; it is disabled, so the node writes no file for it, yet kops carries it all the same' : '';
      out.push({ cause, subject: e.label, modelled: true, message: `${e.label} changes: ${WHERE[era]}${quiet}` });
    }
  }
  for (const e of before) if (!now.has(e.key)) out.push({ cause, subject: e.label, modelled: true, message: `${e.label} is removed: it leaves this group's user-data` });
  const order = (list: readonly UserDataEntry[]): string => list.filter((e) => old.has(e.key) && now.has(e.key)).map((e) => e.key).join('\u0001');
  if (out.length === 0 && order(before) !== order(after)) out.push({ cause, modelled: true, message: `The ${cause === 'hook' ? 'hooks' : 'fileAssets'} change order: kops writes them into the user-data in spec order` });
  return out;
}

function keyReasons(cause: 'clusterSpec' | 'instanceGroupSpec', before: Record<string, string>, after: Record<string, string>): RollReason[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => before[k] !== after[k]).sort();
  if (keys.length === 0) return [];
  const doc = cause === 'clusterSpec' ? 'Cluster' : 'InstanceGroup';
  return [{
    cause, modelled: false,
    message: `${doc} ${keys.map((k) => `spec.${k}`).join(', ')} ${keys.length === 1 ? 'changes' : 'change'}: this tool follows only hooks and fileAssets into kops's user-data, so it counts this as a roll; \`kops update cluster\` says for sure`,
  }];
}

/** Whether some group's Cluster-level, or InstanceGroup-level, hooks or fileAssets change: why another group does not roll. */
export interface EditsElsewhere {
  cluster: boolean;
  instanceGroup: boolean;
}

/** The sides' versions and runtimes, as the comparison resolved them. */
export interface RollSides {
  base: { kopsVersion: string; runtime: string };
  changed: { kopsVersion: string; runtime: string };
}

/**
 * The roll verdict of one instance group: does the user-data kops generates for it change between
 * `base` and `changed` (GroupUserData of each side; null where the group does not exist)? A
 * changed, added, removed or reordered hook or file asset that reaches the group (role-filtered,
 * `roles` itself dropped) rolls it; so does another kops version or runtime (nodeup and the
 * container runtime are in every node's user-data), and, unmodelled, any other spec key.
 * Comments, key order and formatting never reach kops, so they never roll anything.
 */
export function rollVerdict(base: GroupUserData | null, changed: GroupUserData | null, sides: RollSides, editsElsewhere: EditsElsewhere): RollVerdict {
  if (!base || !changed) {
    return {
      rolls: false, reasons: [],
      reason: base ? 'The group is gone from the changed spec: nothing to roll (kops deletes it only with `kops delete instancegroup`).' : 'A new instance group: kops creates its nodes; nothing to roll.',
    };
  }
  const reasons: RollReason[] = [];
  const nodeup = base.runsNodeup || changed.runsNodeup;
  if (nodeup && sides.base.kopsVersion !== sides.changed.kopsVersion) {
    reasons.push({ cause: 'kopsVersion', modelled: true, message: `kops ${sides.base.kopsVersion} → ${sides.changed.kopsVersion}: the nodeup the user-data downloads changes` });
  }
  if (nodeup && sides.base.runtime !== sides.changed.runtime) {
    reasons.push({ cause: 'runtime', modelled: true, message: `The container runtime changes (${sides.base.runtime} → ${sides.changed.runtime}), and it is in the user-data` });
  }
  reasons.push(...entryReasons('hook', base.hooks, changed.hooks, changed.era));
  reasons.push(...entryReasons('fileAsset', base.fileAssets, changed.fileAssets, changed.era));
  reasons.push(...keyReasons('clusterSpec', base.cluster, changed.cluster));
  reasons.push(...keyReasons('instanceGroupSpec', base.instanceGroup, changed.instanceGroup));
  if (reasons.length > 0) return { rolls: true, reasons, reason: `${reasons.map((r) => r.message).join('; ')}.` };
  let reason = 'Nothing kops puts in its user-data changes.';
  if (!nodeup) reason = 'A bastion runs no nodeup: no hook or file reaches it, and its InstanceGroup spec does not change.';
  else if (editsElsewhere.cluster) reason = 'Nothing kops puts in its user-data changes: the hooks and fileAssets that change are for other roles (kops filters them by role before they reach the user-data).';
  else if (editsElsewhere.instanceGroup) reason = 'Nothing kops puts in its user-data changes: the hooks and fileAssets that change are other instance groups\' own.';
  return { rolls: false, reasons: [], reason };
}
