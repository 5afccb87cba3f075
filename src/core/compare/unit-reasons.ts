import type { StateFacts } from './replay.ts';
import { stepWords, type RuntimeMove } from './reasons.ts';
import type { Step } from './steps.ts';
import type { ChangeReason } from './types.ts';

/** What the attribution of one unit needs: the replay's steps and the facts of each state. */
export interface Replay {
  steps: readonly Step[];
  /**
   * Steps that flip a switch back on the way (the proposal's useRawManifest: on, off in kops
   * 1.8–1.10, on again from 1.11): they explain a unit only when nothing else does.
   */
  netZero: ReadonlySet<Step>;
  /** facts[0] is the `from` side, facts[i + 1] the state after steps[i]. */
  facts: readonly StateFacts[];
  move: RuntimeMove;
  /** The refusal of whichever side refuses the spec (its message names the version). */
  refusal: string | null;
}

function fatalWords(before: string | null, after: string | null): string {
  if (after !== null) return `nodeup now aborts on this group (${after}), so none of its units is written. `;
  return `nodeup no longer aborts on this group (${before}), so its units are written. `;
}

/**
 * Every step of the replay that changes this unit (its text or state, or whether it exists), in
 * replay order. When the group's abort differs between the two sides (`fatalDiffers`), the steps
 * that make nodeup start or stop aborting on the group count for each of its units, and their
 * sentence says so; a step that makes kops refuse or accept the spec is said in the refusal's own
 * words.
 */
export function unitReasons(replay: Replay, group: string, unit: string, fatalDiffers: boolean): ChangeReason[] {
  const all = replayReasons(replay, group, unit, fatalDiffers);
  const net = all.filter((r) => !replay.netZero.has(r.step));
  return (net.length > 0 ? net : all).map(({ step: _step, ...reason }) => reason);
}

function replayReasons(replay: Replay, group: string, unit: string, fatalDiffers: boolean): Array<ChangeReason & { step: Step }> {
  const reasons: Array<ChangeReason & { step: Step }> = [];
  replay.steps.forEach((step, i) => {
    const prev = replay.facts[i];
    const next = replay.facts[i + 1];
    if (!prev || !next) return;
    const g0 = prev.groups.get(group);
    const g1 = next.groups.get(group);
    const unitMoved = g0?.units.get(unit) !== g1?.units.get(unit);
    const fatalMoved = fatalDiffers && (g0?.fatal ?? null) !== (g1?.fatal ?? null);
    if (!unitMoved && !fatalMoved) return;
    const refusalMoved = (prev.refusal === null) !== (next.refusal === null);
    const message = refusalMoved && replay.refusal !== null
      ? replay.refusal
      : (fatalMoved ? fatalWords(g0?.fatal ?? null, g1?.fatal ?? null) : '') + stepWords(step, replay.move);
    reasons.push({ since: step.since, switch: step.switch, message, step });
  });
  return reasons;
}
