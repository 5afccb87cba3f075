import { memo, useMemo } from 'react';
import type { Analysis } from '../../core/index.ts';
import { textIndexOf } from '../text/text-index-of.ts';
import { groupProblems } from './group-problems.ts';
import { ProblemItem } from './problem-item.tsx';

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The "Problems" list: every diagnostic, grouped by document, with severity, code, message and line. */
export const ProblemsPanel = memo(function ProblemsPanel({ analysis }: { analysis: Analysis }) {
  const groups = useMemo(() => groupProblems(analysis), [analysis]);
  const index = textIndexOf(analysis.text);
  const counts = { error: 0, warning: 0, info: 0 };
  for (const d of analysis.diagnostics) counts[d.severity]++;
  return (
    <section className="problems" aria-labelledby="problems-heading">
      <h2 id="problems-heading">
        Problems <span className="counts">({plural(counts.error, 'error')}, {plural(counts.warning, 'warning')}, {plural(counts.info, 'note')})</span>
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
                    key={`${d.code}:${d.range.start}:${di}`}
                    diagnostic={d}
                    line={index.lineCol(d.range.start).line}
                    text={analysis.text}
                    docsId={`rule-docs-${gi}-${di}`}
                  />
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
