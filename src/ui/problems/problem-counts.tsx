import type { Analysis } from '../../core/index.ts';
import { useStore } from '../store/store.ts';

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The spec's problems at a glance, as in an editor's status bar: a count per severity that opens
 * the Problems view. Its name says the counts in words ("Show problems: 1 error, 2 warnings, 0 notes").
 */
export function ProblemCounts({ analysis }: { analysis: Analysis }) {
  const show = useStore((s) => s.showOutputView);
  const n = { error: 0, warning: 0, info: 0 };
  for (const d of analysis.diagnostics) n[d.severity]++;
  const words = { error: plural(n.error, 'error'), warning: plural(n.warning, 'warning'), info: plural(n.info, 'note') };
  return (
    <button type="button" className="quiet problem-counts" title={`${words.error}, ${words.warning}, ${words.info}`} onClick={() => show('problems')}>
      <span className="visually-hidden">Show problems: </span>
      {(['error', 'warning', 'info'] as const).map((sev) => (
        <span key={sev} className={`count ${n[sev] === 0 ? 'zero' : ''}`}>
          <span className={`sev-dot ${sev}`} />
          <span aria-hidden="true">{n[sev]}</span>
          <span className="visually-hidden">{words[sev]}{sev === 'info' ? '' : ', '}</span>
        </span>
      ))}
    </button>
  );
}
