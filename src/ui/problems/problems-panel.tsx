import { memo, useMemo, useState } from 'react';
import type { Analysis } from '../../core/index.ts';
import { textIndexOf } from '../text/text-index-of.ts';
import { groupProblems } from './group-problems.ts';
import { ProblemItem } from './problem-item.tsx';
import { limitProblems, problemKeys } from './limit-problems.ts';

/** Problems listed before "Show all": enough for any hand-written spec, cheap to re-render. */
export const SHOWN_PROBLEMS = 200;

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The "Problems" list: every diagnostic, grouped by document, with severity, code, message and line. */
export const ProblemsPanel = memo(function ProblemsPanel({ analysis }: { analysis: Analysis }) {
  const [showAll, setShowAll] = useState(false);
  const all = useMemo(() => groupProblems(analysis), [analysis]);
  const groups = useMemo(() => (showAll ? all : limitProblems(all, SHOWN_PROBLEMS)), [all, showAll]);
  const keys = useMemo(() => groups.map((g) => problemKeys(g.diagnostics)), [groups]);
  const total = analysis.diagnostics.length;
  const shown = groups.reduce((n, g) => n + g.diagnostics.length, 0);
  const index = textIndexOf(analysis.text);
  const counts = { error: 0, warning: 0, info: 0 };
  for (const d of analysis.diagnostics) counts[d.severity]++;
  return (
    <section className="problems" aria-labelledby="problems-heading">
      <h2 id="problems-heading" className="problems-summary">
        <span className="visually-hidden">Problems: </span>
        <span className="count"><span className="sev-dot error" aria-hidden="true" />{plural(counts.error, 'error')}</span>
        <span className="count"><span className="sev-dot warning" aria-hidden="true" />{plural(counts.warning, 'warning')}</span>
        <span className="count"><span className="sev-dot info" aria-hidden="true" />{plural(counts.info, 'note')}</span>
      </h2>
      {groups.length === 0 ? (
        <ul aria-label="Problems" className="problem-groups"><li className="hint">No problems found.</li></ul>
      ) : (
        <ul aria-label="Problems" className="problem-groups">
          {groups.map((g, gi) => (
            <li key={gi}>
              <h3>{g.title}</h3>
              <ul>
                {g.diagnostics.map((d, di) => (
                  <ProblemItem
                    key={keys[gi]?.[di]}
                    diagnostic={d}
                    line={index.lineCol(d.range.start).line}
                    fixBase={d.fixes ? analysis.text : undefined}
                    docsId={`rule-docs-${gi}-${di}`}
                  />
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {shown < total && (
        <p className="problems-more">
          Showing {shown.toLocaleString('en-US')} of {total.toLocaleString('en-US')} problems, errors and warnings first.{' '}
          <button type="button" onClick={() => setShowAll(true)}>Show all {total.toLocaleString('en-US')} problems</button>
        </p>
      )}
    </section>
  );
});
