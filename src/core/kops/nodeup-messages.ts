import type { Behaviour } from '../types.ts';

/**
 * What a fatal nodeup error means for the group. nodeup collects every task before it runs any
 * (`AddTask` calls `klog.Fatalf` on a duplicate key, `v1.36.2:upup/pkg/fi/task.go`), so the
 * whole run is lost, not just the units after the failing one. The page, the CLI, lint and the
 * docs all say it with this sentence.
 */
export const NODEUP_ABORT_EFFECT =
  'nodeup stops while it collects its tasks, before running any: none of this group\'s units is written, kubelet is never configured and the node never joins the cluster.';

/** Why a bastion group has no units (`v1.36.2:pkg/model/resources/nodeup.go`, `1.10.1:pkg/model/bootstrapscript.go`). */
export const BASTION_NO_NODEUP =
  'Bastions never run nodeup: kops leaves nodeup out of a bastion\'s user data, so no hook lands on a bastion, whatever its roles say.';

/**
 * What nodeup's restart of a hook does in this version: before 1.35 the call waits for the job
 * (a oneshot holds nodeup until it exits; a failing task is retried for 10 minutes, then every
 * 30 s: `v1.28.7:upup/pkg/fi/executor.go`, `v1.28.7:cmd/nodeup/main.go`); from 1.35 it only
 * queues the job.
 */
export function restartEffect(b: Behaviour): string {
  return b.noBlockRestart
    ? `kops ${b.version} restarts with --no-block: nodeup queues the job and moves on, so a slow or failing hook no longer holds up or fails nodeup.`
    : `kops ${b.version} waits for the restart to finish (--no-block arrives in kops 1.35.0): a oneshot hook holds nodeup until it exits; if it hangs, the node's whole setup stalls and kubelet may never get its config; if it fails, nodeup's task fails and is retried for 10 minutes, then every 30 s.`;
}

/**
 * nodeup's local target has no deletion logic (`1.10.1:upup/pkg/fi/nodeup/local/local_target.go`,
 * `v1.36.2:upup/pkg/fi/nodeup/local/local_target.go`): a renamed or removed hook stays behind.
 */
export const NODEUP_NEVER_DELETES =
  'nodeup never deletes a unit file: when a hook is renamed or removed, its old file (and its enable link) stays on nodes that are not replaced, and still starts at boot. Only a rolling update clears it.';

/**
 * A rolling update terminates the instances whose launch template differs and the cloud group
 * launches fresh ones (`v1.28.7:pkg/instancegroups/instancegroups.go`): fresh disks, so only the
 * new release's unit set exists (KOPS-NODE-UNITS.md section 4).
 */
export const ROLLING_UPDATE_FRESH_NODES =
  'New nodes from a rolling update start from a fresh disk: they get only the new set of units, with no stale hooks.';

/**
 * What `kops update cluster --yes` alone does to running nodes (KOPS-NODE-UNITS.md section 4):
 * nothing until nodeup runs again; at a reboot before 1.22 the old nodeup applies the new spec,
 * from 1.22 the config hash check fails.
 */
export const WITHOUT_ROLLING_UPDATE =
  'Without a rolling update, running nodes change nothing until nodeup runs again: before kops 1.22 a rebooted node\'s nodeup applies the new spec and leaves removed or renamed hook files behind; from 1.22 it fails with "nodeup config hash mismatch". Instances the group launches meanwhile get the new config, so a group can run two unit sets at once.';

/**
 * A new kops version changes `NODEUP_URL` in every instance group's user data
 * (`v1.36.2:pkg/model/resources/nodeup.go`), so every group needs a rolling update.
 */
export const NEW_VERSION_MARKS_EVERY_GROUP =
  'A new kops version changes the nodeup URL in every instance group\'s user data, so `kops update cluster` marks every group\'s instances as needing a rolling update.';

/** What happens on a real node after the first run, for a hook task with (`written`) or without a file. */
export function nodeLifecycleNotes(b: Behaviour, written: boolean, enabledByInstall: boolean): string[] {
  const notes: string[] = [];
  if (written) {
    notes.push('nodeup runs again at every boot (kops-configuration.service) and restarts a hook that is not running, so a oneshot hook that has finished runs again on every boot.');
    if (enabledByInstall) notes.push('This unit is enabled ([Install]), so at a reboot it runs twice: once started by systemd, once restarted by nodeup.');
  }
  notes.push(NODEUP_NEVER_DELETES);
  if (b.node.configHashPinned) {
    notes.push(`From kops 1.22 nodeup checks its config against a hash in the instance's user data: a node rebooted after \`kops update cluster\` but before the rolling update fails with "nodeup config hash mismatch", and its hooks are not re-applied.`);
  }
  return notes;
}
