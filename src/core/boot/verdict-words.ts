import type { Behaviour } from '../types.ts';

/**
 * The sentences of the kubelet verdicts (kubelet-verdicts.ts): each names the fact that decides.
 * `h` is the hook's unit, `k` kubelet.service. Kept apart so that the logic reads as a table.
 */

const K = 'kubelet.service';

/** Who starts kubelet at a reboot when systemd does not: nodeup, or protokube on an old control plane. */
export function kubeletStarter(protokube: boolean, b: Behaviour): string {
  return protokube
    ? `protokube starts it (kops ${b.version} control plane: nodeup declares kubelet stopped)`
    : `nodeup starts it (kubelet has no [Install] before kops 1.21)`;
}

/** How nodeup restarts units in this version: the part of the first-boot sentences that changes at 1.35. */
function restartMode(b: Behaviour): string {
  return b.noBlockRestart ? `kops ${b.version} queues each restart with --no-block` : `before kops 1.35 each restart blocks, but only its own task`;
}

export const WORDS = {
  disabled: (h: string): string => `${h} is disabled: nodeup writes no file and stops it, so it never runs.`,
  masked: (h: string): string => `${h} is an empty file, which systemd treats as masked: it never runs.`,
  missingRequirement: (h: string, x: string, reason: string): string => `${h} requires ${x}, which this node lacks, so systemd refuses to start ${h}: ${reason}.`,
  cycle: (unit: string): string => `${unit} is on an ordering cycle (see the cycles of this group): at boot systemd deletes one job of the cycle to break it, and which one varies from boot to boot.`,
  // Reboot, `yes`.
  yesBoot: (h: string, chain: string, oneshot: boolean): string =>
    `${h} and ${K} both start at boot, and ${K} waits for ${h} to ${oneshot ? 'finish' : 'start'} (${chain}).`,
  yesBeforeStarter: (h: string, chain: string, starter: string): string =>
    `${h} starts at boot, and ${K} only when ${starter}, after ${h} (${chain}).`,
  yesTogether: (h: string, chain: string): string =>
    `Starting ${K} queues ${h} with it, and ${K} waits for it (${chain}).`,
  // Reboot, `no` and `race`.
  after: (h: string, chain: string): string => `${h} is ordered after ${K} (${chain}).`,
  raceBoot: (h: string): string => `${h} and ${K} both start at boot, and nothing orders them.`,
  nodeupOnly: (h: string, install: string): string => `${K} is enabled and starts at boot; ${h} ${install}, so only nodeup starts it, later.`,
  raceStarter: (h: string, starter: string): string => `${h} starts at boot and ${K} when ${starter}, and nothing orders them.`,
  raceNodeup: (h: string, ordered: boolean, b: Behaviour): string =>
    `nodeup starts both ${h} and ${K}, in tasks that do not wait for each other (${restartMode(b)})${ordered ? `: its ordering before ${K} holds only if its job is queued before kubelet's starts` : ', and nothing orders them'}.`,
  // First boot.
  firstBoot: (h: string, order: 'before' | 'after' | 'none', b: Behaviour): string =>
    `A first boot (every node a rolling update brings is one) is nodeup's: it starts ${h} and ${K} in tasks that do not wait for each other (${restartMode(b)})`
    + (order === 'before' ? `: its ordering before ${K} holds only if its job is queued before kubelet's starts.`
      : order === 'after' ? `, and where their jobs meet ${K} goes first: ${h} is ordered after it.` : ', and nothing orders them.'),
};

/** Why a unit that only nodeup starts is not in the boot: no [Install], or one that names no unit the boot starts. */
export function installWords(wantedBy: readonly string[]): string {
  return wantedBy.length === 0 ? 'has no [Install]' : `has an [Install] (${wantedBy.join(', ')}) that the boot does not start`;
}

/** `add Before=kubelet.service and [Install] WantedBy=multi-user.target`. */
export function remedyWords(before: boolean, install: boolean): string {
  const parts = [before ? `\`Before=${K}\`` : '', install ? '`[Install]` with `WantedBy=multi-user.target`' : ''].filter((p) => p !== '');
  return `add ${parts.join(' and ')}`;
}

export const ADVICE = {
  after: (h: string): string => `Remove the ordering that puts ${h} after ${K} first; then order it before kubelet.`,
  cycle: 'Break the ordering cycle first (see ordering-cycle); then order it before kubelet.',
  missingRequirement: (x: string): string => `Remove ${x} from its requirements (or make sure the node has it).`,
};

/** The head of a verdict, as the page, the text and the Markdown all show it: `a.service — first boot: race, reboot: no`. */
export function verdictLine(v: { unit: string; beforeKubelet: { firstBoot: string; reboot: string } }): string {
  return `${v.unit} — first boot: ${v.beforeKubelet.firstBoot}, reboot: ${v.beforeKubelet.reboot}`;
}
