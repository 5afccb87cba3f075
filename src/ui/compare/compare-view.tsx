import { useDeferredValue } from 'react';
import { compareSummary } from '../../core/compare/summary.ts';
import type { Comparison, UnitDiff } from '../../core/compare/types.ts';
import { useStore } from '../store/store.ts';
import { ChangedFiles } from './changed-files.tsx';
import { ChangedUnits, listed, type UnitPick } from './changed-units.tsx';
import { ComparePickers } from './compare-pickers.tsx';
import { useCompareStore } from './compare-store.ts';
import { CompareDetails } from './compare-details.tsx';
import { UnitDiffView } from './unit-diff-view.tsx';
import { useComparison } from './use-comparison.ts';
import { BasePicker } from './base-picker.tsx';
import { SpecCompareView } from './spec-compare-view.tsx';
import './compare.css';

/** The unit to show: the picked one if the comparison has it, else the first changed one. */
function pick(c: Comparison, group: string | null, unit: string | null): (UnitPick & { u: UnitDiff }) | null {
  const g = c.groups.find((x) => x.name === group);
  const u = g?.units.find((x) => x.unit === unit);
  if (g && u) return { group: g.name, unit: u.unit, u };
  for (const x of c.groups) {
    const first = listed(x)[0];
    if (first) return { group: x.name, unit: first.unit, u: first };
  }
  return null;
}

/**
 * Compare mode's view of the output pane ("Comparison"): with a base spec, the plan of the edit
 * (spec-compare-view.tsx); else what changes on every instance group's
 * nodes between two kops versions (or runtimes), unit by unit. The pickers, a summary line, the list "Changed units" grouped by
 * instance group, the region "Unit diff" of the picked unit, the count of units that did not
 * change, the problems that appear or disappear, and what changes on every node.
 */
export function CompareView() {
  const base = useCompareStore((s) => s.base);
  const label = useCompareStore((s) => s.baseLabel);
  return base === null ? <VersionsView /> : <SpecCompareView base={base} label={label} />;
}

/** Two kops versions (and runtimes) of the spec on screen, and the way to compare with an earlier spec instead. */
function VersionsView() {
  const text = useStore((s) => s.text);
  const group = useStore((s) => s.group);
  const unit = useStore((s) => s.unit);
  const from = useCompareStore((s) => s.from);
  const to = useCompareStore((s) => s.to);
  const setFrom = useCompareStore((s) => s.setFrom);
  const setTo = useCompareStore((s) => s.setTo);
  const comparison = useDeferredValue(useComparison(text, from, to));
  const onPick = (p: UnitPick): void => {
    const s = useStore.getState();
    s.setGroup(p.group);
    s.setUnit(p.unit);
  };
  const picked = comparison ? pick(comparison, group, unit) : null;
  return (
    <div className="compare-view">
      <ComparePickers from={from} to={to} setFrom={setFrom} setTo={setTo} />
      {!comparison ? <p className="empty" role="status">Comparing…</p> : (
        <>
          <p className="compare-summary" role="status">{compareSummary(comparison)}</p>
          {[comparison.from, comparison.to].map((s, i) => s.refusal !== null && (
            <div key={i} className="callout error" role="alert"><strong>kops {s.kopsVersion} refuses this spec:</strong> {s.refusal}</div>
          ))}
          <div className="compare-body">
            <div className="compare-list">
              <ChangedUnits groups={comparison.groups} selected={picked} onPick={onPick} />
              <ChangedFiles groups={comparison.groups} text={text} sides="both" />
              <p className="compare-unchanged">
                {comparison.counts.unchanged === 0 ? 'Every unit changes.' : `${comparison.counts.unchanged} unit${comparison.counts.unchanged === 1 ? '' : 's'} did not change.`}
              </p>
            </div>
            {picked && <UnitDiffView u={picked.u} from={comparison.from} to={comparison.to} />}
          </div>
          <CompareDetails comparison={comparison} onPick={onPick} />
        </>
      )}
      <BasePicker />
    </div>
  );
}
