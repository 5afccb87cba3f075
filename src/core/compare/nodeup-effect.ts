import { NODEUP_ABORT_EFFECT, NODEUP_NEVER_DELETES, ROLLING_UPDATE_FRESH_NODES } from '../kops/nodeup-messages.ts';
import { restartCommand } from '../kops/nodeup-actions.ts';
import type { Behaviour } from '../types.ts';
import type { UnitChange, UnitSide } from './types.ts';

/** The `to` side as nodeup meets it: its behaviour, and whether kops refuses the spec or nodeup aborts the group. */
export interface TargetSide {
  behaviour: Behaviour;
  refusal: string | null;
  fatal: string | null;
}

/**
 * What nodeup does about one unit when the cluster moves from one side to the other
 * (KOPS-NODE-UNITS.md sections 3 and 4, in the sentences of kops/nodeup-messages.ts):
 * - a changed file is rewritten, systemd reloaded and the unit restarted, on nodes that run the
 *   new nodeup (the file is newer than the unit's last start: smart restart);
 * - an added unit is written, reloaded, restarted and enabled (its `actions`);
 * - a removed unit's file is never deleted: it stays on nodes that are not replaced;
 * - a hook turned off is stopped and disabled, its file left in place;
 * - new nodes from a rolling update get only the new set.
 * When kops refuses the `to` spec or nodeup aborts on the group there, that is what it says.
 */
export function nodeupEffect(change: UnitChange, before: UnitSide | null, after: UnitSide | null, to: TargetSide): string {
  const v = to.behaviour.version === 'proposal' ? 'the proposal' : `kops ${to.behaviour.version}`;
  if (to.refusal !== null) return `${v} refuses the whole spec, so it applies nothing: nodes keep what they have.`;
  if (to.fatal !== null) return `With ${v}, nodeup aborts on this group (${to.fatal}): ${NODEUP_ABORT_EFFECT}`;
  const unit = after ?? before;
  const name = unit ? unitName(unit.path) : '';
  switch (change) {
    case 'unchanged':
      return 'Nothing: nodeup finds the same file and state.';
    case 'added':
      if (after?.definition === null) return `${v}'s nodeup writes no file for this disabled hook; it runs ${after.actions.join(', ')}.`;
      return `${v}'s nodeup writes it and runs ${after?.actions.join(', ') ?? ''}. ${ROLLING_UPDATE_FRESH_NODES}`;
    case 'removed':
      if (before?.definition === null) return `${v}'s nodeup no longer disables this unit. ${ROLLING_UPDATE_FRESH_NODES}`;
      return `${v}'s nodeup no longer writes it. ${ROLLING_UPDATE_FRESH_NODES} ${NODEUP_NEVER_DELETES}`;
    case 'changed':
      if (after?.definition === null) {
        return `${v}'s nodeup stops and disables it (${after.actions.join(', ')}) and leaves its file in place on nodes that are not replaced. ${ROLLING_UPDATE_FRESH_NODES}`;
      }
      if (before?.definition === null) {
        return `${v}'s nodeup writes it and runs ${after?.actions.join(', ') ?? ''}. ${ROLLING_UPDATE_FRESH_NODES}`;
      }
      return `On a node that has the old file, ${v}'s nodeup rewrites it, runs systemctl daemon-reload and restarts it (${restartCommand(name, to.behaviour)}), because the file is newer than the unit's last start. ${ROLLING_UPDATE_FRESH_NODES}`;
  }
}

function unitName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}
