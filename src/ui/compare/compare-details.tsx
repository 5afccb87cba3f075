import type { Comparison, SideDiagnostic } from '../../core/compare/types.ts';
import { consequence } from '../../core/compare/consequence.ts';
import { InlineCode } from '../problems/inline-code.tsx';
import { textIndexOf } from '../text/text-index-of.ts';
import type { UnitPick } from './changed-units.tsx';

function sideName(s: Comparison['from']): string {
  return s.kopsVersion === 'proposal' ? 'the proposal' : `kops ${s.kopsVersion}`;
}

function ProblemList({ title, list, c }: { title: string; list: SideDiagnostic[]; c: Comparison }) {
  if (list.length === 0) return null;
  const index = textIndexOf(c.text);
  return (
    <section aria-label={title}>
      <h3>{title} ({list.length})</h3>
      <ul className="compare-problems">
        {list.map((d, i) => (
          <li key={i} className={`sev-${d.severity}`}>
            <span className="line-no">line {index.lineCol(d.range.start).line}</span> <span className="sev">{d.severity}</span> <code>{d.code}</code>: <InlineCode text={d.message} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Below the diff: the problems that appear or disappear, the units that did not change (with a
 * way to look at each), and what changes on every node whatever the hooks.
 */
export function CompareDetails({ comparison: c, onPick }: { comparison: Comparison; onPick: (p: UnitPick) => void }) {
  // A unit that keeps its text but gains an error is listed with what breaks, not here.
  const same = c.groups.flatMap((g) => g.units.filter((u) => consequence(u) === 2).map((u) => ({ group: g.name, u })));
  return (
    <div className="compare-details">
      <ProblemList title={`Problems that appear with ${sideName(c.to)}`} list={c.diagnostics.filter((d) => d.side === 'to')} c={c} />
      <ProblemList title={`Problems that disappear (they hold with ${sideName(c.from)})`} list={c.diagnostics.filter((d) => d.side === 'from')} c={c} />
      {same.length > 0 && (
        <details>
          <summary>Units that did not change ({same.length})</summary>
          <ul className="compare-same">
            {same.map(({ group, u }) => (
              <li key={`${group}/${u.unit}`}>
                <button type="button" className="link-button" onClick={() => onPick({ group, unit: u.unit })}>{u.unit}</button> on {group}
                {u.problems.length > 0 && <span className="change-problem"> ({u.problems.length} problem{u.problems.length === 1 ? '' : 's'} appear or disappear)</span>}
              </li>
            ))}
          </ul>
        </details>
      )}
      {c.notes.length > 0 && (
        <details>
          <summary>What else changes on every node ({c.notes.length})</summary>
          <ul className="compare-notes">{c.notes.map((n, i) => <li key={i}>{n.since && <strong>{n.since}: </strong>}<InlineCode text={n.message} /></li>)}</ul>
        </details>
      )}
    </div>
  );
}
