import { useId } from 'react';
import type { GroupDiff, UnitDiff } from '../../core/compare/types.ts';
import { changeWords, firstReason } from './change-words.ts';
import { breaks, byConsequence } from '../../core/compare/consequence.ts';

/** A unit picked in the comparison: its group and file name. */
export interface UnitPick {
  group: string;
  unit: string;
}

/**
 * The units the list shows, what breaks first: every unit that gains an error (even with the same
 * text), every change, and units whose group's abort differs.
 */
export function listed(g: GroupDiff): UnitDiff[] {
  return byConsequence(g.units.filter((u) => u.change !== 'unchanged' || u.reasons.length > 0 || breaks(u)));
}

function UnitItem({ group, u, selected, onPick }: { group: string; u: UnitDiff; selected: boolean; onPick: (p: UnitPick) => void }) {
  const reason = firstReason(u);
  return (
    <li className={`changed-unit change-${u.change}`}>
      <button type="button" aria-current={selected ? 'true' : undefined} onClick={() => onPick({ group, unit: u.unit })}>
        <span className="changed-unit-head">
          <code>{u.unit}</code> <span className="change-word">{breaks(u) && u.change === 'unchanged' ? 'breaks' : changeWords(u)}</span>
          {breaks(u) && <span className="change-problem">{u.change === 'unchanged' ? ': same text, new error' : ', new error'}</span>}
        </span>
        {reason && <span className="changed-unit-reason">{reason}</span>}
      </button>
    </li>
  );
}

/**
 * The list "Changed units", grouped by instance group: each item names the unit, its change in
 * words and the first reason; picking one shows its diff. Groups where nodeup starts or stops
 * aborting say so.
 */
export function ChangedUnits({ groups, selected, onPick }: { groups: readonly GroupDiff[]; selected: UnitPick | null; onPick: (p: UnitPick) => void }) {
  const base = useId();
  const shown = groups.filter((g) => listed(g).length > 0 || g.fatal.from !== g.fatal.to);
  if (shown.length === 0) return <p className="empty">No unit changes: every node gets the same files, in the same state.</p>;
  return (
    <ul className="changed-units" aria-label="Changed units">
      {shown.map((g, i) => (
        <li key={g.name} className="changed-group">
          <span className="changed-group-name" id={`${base}-${i}`}>{g.name} <span className="role">({g.role})</span></span>
          {g.fatal.from !== g.fatal.to && (
            <p className="compare-fatal">
              {g.fatal.to !== null ? <>nodeup aborts on this group after the move: <code>{g.fatal.to}</code></> : <>nodeup no longer aborts on this group (<code>{g.fatal.from}</code>)</>}
            </p>
          )}
          <ul aria-labelledby={`${base}-${i}`}>
            {listed(g).map((u) => (
              <UnitItem key={u.unit} group={g.name} u={u} selected={selected?.group === g.name && selected.unit === u.unit} onPick={onPick} />
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
