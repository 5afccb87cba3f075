import { useDeferredValue, useId } from 'react';
import { specSides, specSummary } from '../../core/compare/spec-summary.ts';
import type { SpecComparison, SpecGroupDiff } from '../../core/compare/spec-types.ts';
import type { UnitDiff } from '../../core/compare/types.ts';
import { useStore } from '../store/store.ts';
import { changeWords, firstReason } from './change-words.ts';
import { ComparePickers } from './compare-pickers.tsx';
import { ChangedFiles } from './changed-files.tsx';
import { useCompareStore } from './compare-store.ts';
import { UnitDiffView } from './unit-diff-view.tsx';
import { useSpecComparison } from './use-spec-comparison.ts';

/** The unit to show: the picked one if the plan has it, else the first changed one. */
function pick(c: SpecComparison, group: string | null, unit: string | null): { group: string; u: UnitDiff } | null {
  const g = c.groups.find((x) => x.name === group);
  const u = g?.units.find((x) => x.unit === unit && x.change !== 'unchanged');
  if (g && u) return { group: g.name, u };
  for (const x of c.groups) {
    const first = x.units.find((y) => y.change !== 'unchanged');
    if (first) return { group: x.name, u: first };
  }
  return null;
}

function GroupVerdict({ g, selected, onPick }: { g: SpecGroupDiff; selected: string | null; onPick: (unit: string) => void }) {
  const id = useId();
  const changed = g.units.filter((u) => u.change !== 'unchanged');
  const presence = g.presence === 'both' ? '' : g.presence === 'added' ? ', new' : ', removed';
  return (
    <li className={`group-verdict ${g.roll.rolls ? 'rolls' : 'stays'}`} aria-labelledby={id}>
      <span className="changed-group-name" id={id}>
        {g.name} <span className="role">({g.role}{presence})</span>: <strong className="verdict">{g.roll.rolls ? 'rolls' : 'does not roll'}</strong>
      </span>
      <p className="verdict-reason">{g.roll.reason}</p>
      {g.fileAssets.length > 0 && <p className="verdict-files">Files: {g.fileAssets.join(', ')}</p>}
      {changed.length > 0 && (
        <ul className="changed-units" aria-label={`Changed units of ${g.name}`}>
          {changed.map((u) => (
            <li key={u.unit} className={`changed-unit change-${u.change}`}>
              <button type="button" aria-current={selected === u.unit ? 'true' : undefined} onClick={() => onPick(u.unit)}>
                <span className="changed-unit-head"><code>{u.unit}</code> <span className="change-word">{changeWords(u)}</span></span>
                {firstReason(u) && <span className="changed-unit-reason">{firstReason(u)}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * Compare mode's view when it compares two specs: the base and where it came from, the two sides'
 * versions, the plan's summary line, then per instance group whether it rolls and why with its
 * changed units, and the picked unit's diff.
 */
export function SpecCompareView({ base, label }: { base: string; label: string }) {
  const text = useStore((s) => s.text);
  const group = useStore((s) => s.group);
  const unit = useStore((s) => s.unit);
  const from = useCompareStore((s) => s.from);
  const to = useCompareStore((s) => s.to);
  const setFrom = useCompareStore((s) => s.setFrom);
  const setTo = useCompareStore((s) => s.setTo);
  const c = useDeferredValue(useSpecComparison(base, text, from, to));
  const picked = c ? pick(c, group, unit) : null;
  const onPick = (g: string, u: string): void => {
    const s = useStore.getState();
    s.setGroup(g);
    s.setUnit(u);
  };
  return (
    <div className="compare-view">
      <div className="spec-base">
        <p>Compared with an earlier spec: <strong>{label}</strong> (before) and the editor (after).</p>
        <button type="button" onClick={() => useCompareStore.getState().setBase(null)}>Compare two kops versions instead</button>
      </div>
      <ComparePickers from={from} to={to} setFrom={setFrom} setTo={setTo} />
      {!c ? <p className="empty" role="status">Comparing…</p> : (
        <>
          <p className="compare-summary" role="status">{specSummary(c)}</p>
          <p className="hint">{specSides(c)}{c.note ? `. ${c.note}` : ''}</p>
          {[c.base, c.changed].map((s, i) => s.refusal !== null && (
            <div key={i} className="callout error" role="alert"><strong>kops {s.kopsVersion} refuses the {i === 0 ? 'earlier' : 'edited'} spec:</strong> {s.refusal}</div>
          ))}
          <div className="compare-body">
            <div className="compare-list">
              <ul className="group-verdicts" aria-label="Instance groups">
                {c.groups.map((g) => <GroupVerdict key={g.name} g={g} selected={picked?.group === g.name ? picked.u.unit : null} onPick={(u) => onPick(g.name, u)} />)}
              </ul>
              <ChangedFiles groups={c.groups} text={text} sides="after" />
            </div>
            {picked && <UnitDiffView u={picked.u} from={c.base} to={c.changed} />}
          </div>
        </>
      )}
    </div>
  );
}
