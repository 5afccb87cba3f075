import { BASTION_NO_NODEUP, NODEUP_ABORT_EFFECT, restartEffect } from '../kops/nodeup-messages.ts';
import { WARMING_KUBELET_DISABLED_RELEASES } from '../kops/warm-pool.ts';
import type { NodeUnit } from '../kops/node-units.ts';
import type { Analysis, GroupPlan } from '../types.ts';

/** Which timeline the graph draws, in one sentence (the caption of the view and the text output). */
export const REBOOT_TIMELINE =
  'At a reboot: systemd starts multi-user.target and every enabled unit in this order, while kops-configuration.service runs nodeup alongside them (it has no After= lines), and nodeup starts or restarts every unit it manages, hooks included.';

/**
 * What a reboot does to a warm-pool instance that is still warming (kubelet's `warming`, from
 * node-units.ts): from the releases of WARMING_KUBELET_DISABLED nodeup also disables kubelet, so the
 * reboot does not start it; before, kubelet is enabled (WantedBy=multi-user.target) and a reboot
 * starts it, joining the node early (kubernetes/kops#17792).
 */
export function warmingRebootNote(version: string, warming: NonNullable<NodeUnit['warming']>): string {
  return warming.enabled
    ? `Warm pool: while an instance of this group warms, kops ${version}'s nodeup keeps kubelet.service stopped but leaves it enabled, so a reboot during warming starts kubelet, and the node can join the cluster before it leaves the warm pool (kops ${WARMING_KUBELET_DISABLED_RELEASES} also disable it).`
    : `Warm pool: while an instance of this group warms, kops ${version}'s nodeup writes kubelet.service stopped and disabled, so a reboot during warming does not start kubelet; when the instance enters service, nodeup enables and starts it.`;
}

/** What the reboot looks like for this version and group, beyond the drawing (`warming`: kubelet's, on a warm-pool group). */
export function rebootNotes(analysis: Analysis, group: GroupPlan, execHooks: boolean, warming?: NodeUnit['warming']): string[] {
  const b = analysis.behaviour;
  const n = b.node;
  const notes = [REBOOT_TIMELINE];
  if (n.protokubeStartsKubelet && group.role === 'ControlPlane') {
    notes.push(`kops ${b.version}, control plane: nodeup declares kubelet.service stopped, and protokube starts it (\`systemctl start --no-block kubelet\`); kubelet has no [Install].`);
  } else if (n.kubeletWantedBy) {
    notes.push(`kubelet.service is enabled (WantedBy=multi-user.target, kops 1.21+): systemd starts it at a reboot without waiting for nodeup.`);
  } else {
    notes.push(`kubelet.service has no [Install] before kops 1.21: at a reboot it waits for nodeup (kops-configuration.service) to start it.`);
  }
  if (warming) notes.push(warmingRebootNote(b.version, warming));
  if (execHooks) {
    notes.push('An exec hook gets Requires= on the container runtime but no After=: at a reboot it starts alongside the runtime, not after it, and its first pull can fail until the runtime is up.');
  }
  notes.push('A oneshot hook that ran at boot runs again when nodeup restarts it, so an enabled oneshot runs twice per reboot.');
  if (n.configHashPinned) {
    notes.push('From kops 1.22 nodeup checks its config against the hash in the user data: a node rebooted after `kops update cluster` but before its rolling update fails with "nodeup config hash mismatch", and only the units already enabled on disk start.');
  }
  return notes;
}

/**
 * When the group's fileAssets are there: nodeup's Service tasks depend on every File task
 * (upup/pkg/fi/nodeup/nodetasks/service.go GetDependencies, 1.8.1:…:73 and v1.36.2:…:99), so
 * on the first boot every file is written before any hook starts; at a reboot they are on disk.
 */
export function fileAssetsNote(group: GroupPlan): string | null {
  const n = group.files.length;
  if (n === 0) return null;
  return `nodeup writes this group's ${n === 1 ? 'fileAsset' : `${n} fileAssets`} (${group.files.map((f) => f.path).join(', ')}) before it starts any hook: every Service task waits for every File task. At a reboot the files are already on disk when systemd starts the enabled hooks.`;
}

/** What the first boot looks like: the other timeline, which the drawing does not show. */
export function firstBootNotes(analysis: Analysis, group?: GroupPlan): string[] {
  const files = group ? fileAssetsNote(group) : null;
  return [
    'At first boot, the user data runs `nodeup --install-systemd-unit`, which writes and starts kops-configuration.service; that run of nodeup writes every unit and restarts each service in the same wave: no service task waits for another, so the ordering lines between hooks, kubelet and the runtime only matter where their jobs overlap.',
    ...(files ? [files] : []),
    restartEffect(analysis.behaviour),
  ];
}

/** Why the graph of this group is empty or not what the node gets. */
export function groupNotes(analysis: Analysis, group: GroupPlan): string[] {
  if (!group.runsNodeup) return [BASTION_NO_NODEUP];
  const notes: string[] = [];
  if (analysis.refusal !== null) notes.push(`kops refuses this spec: ${analysis.refusal} The graph shows what the hooks would do.`);
  if (group.fatal !== null) notes.push(`nodeup aborts on this group (${group.fatal}): ${NODEUP_ABORT_EFFECT} The graph shows what the hooks would do.`);
  return notes;
}
