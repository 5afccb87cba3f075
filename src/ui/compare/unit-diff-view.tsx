import { memo } from 'react';
import { sideLabel } from '../../core/compare/compare.ts';
import type { CompareSide, UnitDiff } from '../../core/compare/types.ts';
import { patchLines, type PatchLine } from '../../core/compare/unit-patch.ts';
import { explainRule } from '../../core/kops/line-rule-catalogue.ts';
import type { LineRule } from '../../core/types.ts';
import { releasesSentence } from '../output/origins/line-why.tsx';
import { useWrapLines, WrapToggle } from '../output/wrap-lines.tsx';
import { InlineCode } from '../problems/inline-code.tsx';
import { changeWords } from './change-words.ts';

const SIGN = { same: ' ', removed: '−', added: '+', 'no-newline': '\\' } as const;
const WORD = { same: 'unchanged', removed: 'removed', added: 'added', 'no-newline': 'note' } as const;

function stateWords(s: UnitDiff['before']): string {
  if (!s) return 'no such unit';
  return `${s.enabled ? 'enabled' : 'disabled'}, ${s.running ? 'running' : 'stopped'}${s.definition === null ? ', no file' : ''}`;
}

function header(sign: '---' | '+++', prefix: 'a' | 'b', u: UnitDiff, side: UnitDiff['before'], label: string): string {
  return `${sign} ${side?.definition != null ? `${prefix}/${u.path.replace(/^\/+/, '')}` : '/dev/null'} (${label})`;
}

/**
 * The region "Unit diff": both sides' headers, every line of both files numbered on its side with
 * a +/− marker as text (a table: screen readers read the columns) and, for a changed line, the
 * kops rule that wrote it (explained below the table); then the reasons, the problems that
 * appear or disappear in its hook, and what nodeup does about it. Long lines wrap on request.
 */
/** The kops rule of a changed line: the `from` side's for a removed line, the `to` side's for an added one. */
function changedRule(u: UnitDiff, l: PatchLine): LineRule | undefined {
  if (l.kind === 'removed' && l.oldLine !== undefined) return u.before?.rules[l.oldLine - 1];
  if (l.kind === 'added' && l.newLine !== undefined) return u.after?.rules[l.newLine - 1];
  return undefined;
}

export const UnitDiffView = memo(function UnitDiffView({ u, from, to }: { u: UnitDiff; from: CompareSide; to: CompareSide }) {
  const lines = patchLines(u.before?.definition ?? null, u.after?.definition ?? null);
  const rules = lines.map((l) => changedRule(u, l));
  const explained = [...new Set(rules.filter((r) => r !== undefined))];
  const wrap = useWrapLines();
  const s0 = stateWords(u.before);
  const s1 = stateWords(u.after);
  return (
    <div role="region" aria-label="Unit diff" className="compare-diff" tabIndex={0}>
      <div className="diff-title">
        <h3><code>{u.unit}</code>: {changeWords(u)}</h3>
        {lines.length > 0 && <WrapToggle wrap={wrap} />}
      </div>
      <p className="diff-headers"><code>{header('---', 'a', u, u.before, sideLabel(from))}</code><br /><code>{header('+++', 'b', u, u.after, sideLabel(to))}</code></p>
      {s0 !== s1 && <p className="diff-state">State: {s0} → {s1}.</p>}
      {lines.length > 0 ? (
        // A long line (an exec hook's ExecStart=) scrolls this box sideways: it takes focus, so the keyboard can scroll it too.
        <div className="diff-scroll" tabIndex={0} role="group" aria-label="Lines of the diff">
          <table className={wrap ? 'diff-table wrap' : 'diff-table'}>
            <thead className="visually-hidden">
              <tr><th scope="col">Line before</th><th scope="col">Line after</th><th scope="col">Change</th><th scope="col">Text</th><th scope="col">kops rule</th></tr>
            </thead>
            <tbody>
              {lines.map((l, i) => (
                <tr key={i} className={`diff-${l.kind}`}>
                  <td className="ln">{l.oldLine ?? ''}</td>
                  <td className="ln">{l.newLine ?? ''}</td>
                  <td className="diff-sign"><span aria-hidden="true">{SIGN[l.kind]}</span><span className="visually-hidden">{WORD[l.kind]}</span></td>
                  <td className="diff-text">{l.kind === 'no-newline' ? <em>{l.text}</em> : l.text}</td>
                  <td className="diff-rule">{rules[i] && <code>{rules[i]}</code>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : <p className="note">Neither side writes a file.</p>}
      {explained.length > 0 && (
        <details>
          <summary>kops rules of the changed lines ({explained.length})</summary>
          <dl className="diff-rules">
            {explained.map((r) => {
              const e = explainRule(r);
              return (
                <div key={r}>
                  <dt><code>{r}</code> ({e.from === 'spec' ? 'from the spec' : 'written by kops'})</dt>
                  <dd><InlineCode text={e.does} /> {releasesSentence(e.releases)}.</dd>
                </div>
              );
            })}
          </dl>
        </details>
      )}
      {u.reasons.length > 0 && (
        <>
          <h4>Why</h4>
          <ul className="diff-reasons">{u.reasons.map((r, i) => <li key={i}>{r.since && <strong>{r.since}: </strong>}<InlineCode text={r.message} /></li>)}</ul>
        </>
      )}
      {u.problems.length > 0 && (
        <>
          <h4>Problems in this hook</h4>
          <ul className="diff-problems">
            {u.problems.map((d, i) => <li key={i} className={`sev-${d.severity}`}>{d.side === 'to' ? 'New' : 'Gone'}: <span className="sev">{d.severity}</span> <code>{d.code}</code>: <InlineCode text={d.message} /></li>)}
          </ul>
        </>
      )}
      <h4>What nodeup does</h4>
      <p className="diff-nodeup"><InlineCode text={u.nodeup} /></p>
    </div>
  );
});
