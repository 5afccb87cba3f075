import type { BeforeKubelet as Value, KubeletVerdict } from '../../core/boot/types.ts';
import { kubeletFix } from '../../core/lint/kubelet-fix.ts';
import { runtimeVerdictOf } from '../../core/boot/runtime-verdict.ts';
import type { Analysis } from '../../core/index.ts';
import { InlineCode } from '../problems/inline-code.tsx';
import { editForUser } from '../editor/edit-for-user.ts';

/** A verdict's value, in words and in its colour (never in colour alone). */
function Value({ value }: { value: Value }) {
  return <strong className={`verdict-value verdict-${value}`}>{value}</strong>;
}

/** One hook: `UNIT — first boot: VALUE, reboot: VALUE`, why, and the fix (through the editor, so Ctrl+Z undoes it). */
function Verdict({ analysis, verdict }: { analysis: Analysis; verdict: KubeletVerdict }) {
  const { fix, note } = kubeletFix(analysis, verdict);
  const runtime = runtimeVerdictOf(analysis, verdict);
  return (
    <li className="verdict">
      <p className="verdict-head">
        <code>{verdict.unit}</code> — first boot: <Value value={verdict.beforeKubelet.firstBoot} />, reboot: <Value value={verdict.beforeKubelet.reboot} />
      </p>
      <p className="verdict-why"><span className="verdict-label">Reboot:</span> {verdict.why.reboot}</p>
      <p className="verdict-why"><span className="verdict-label">First boot:</span> {verdict.why.firstBoot}</p>
      {fix && (
        <p className="verdict-fix">
          <button type="button" onClick={() => editForUser(fix.edits, analysis.text, `Fixed ${verdict.unit}: ${fix.title}`)}>Fix {verdict.unit}</button>{' '}
          <span className="verdict-fix-title"><InlineCode text={fix.title} /></span>
        </p>
      )}
      {!fix && note && <p className="verdict-why"><span className="verdict-label">To fix:</span> {note}</p>}
      {runtime && (
        <>
          <p className="verdict-head verdict-runtime">
            Its image pull after the runtime — first boot: <Value value={runtime.afterRuntime.firstBoot} />, reboot: <Value value={runtime.afterRuntime.reboot} />
          </p>
          <p className="verdict-why"><span className="verdict-label">Reboot:</span> <InlineCode text={runtime.why.reboot} /></p>
          <p className="verdict-why"><span className="verdict-label">First boot:</span> <InlineCode text={runtime.why.firstBoot} /></p>
          {runtime.advice && <p className="verdict-why"><span className="verdict-label">To fix:</span> <InlineCode text={runtime.advice} /></p>}
        </>
      )}
    </li>
  );
}

/**
 * "Before kubelet": for each hook of the group, whether it runs before kubelet.service on a first
 * boot (as every node a rolling update brings) and at a reboot, why, and a button that applies the
 * fix where the hook's own lines can make the reboot `yes`. The first thing the Boot order view
 * shows: it answers the question an operator brings to every hook.
 */
export function BeforeKubelet({ analysis, verdicts }: { analysis: Analysis; verdicts: readonly KubeletVerdict[] }) {
  return (
    <section className="before-kubelet" aria-labelledby="before-kubelet-title">
      <h3 id="before-kubelet-title">Before kubelet</h3>
      {verdicts.length === 0
        ? <p className="note">No hook on this group.</p>
        : <ul aria-label="Before kubelet">{verdicts.map((v) => <Verdict key={`${v.hook.document}:${v.hook.list}:${v.hook.index}`} analysis={analysis} verdict={v} />)}</ul>}
    </section>
  );
}
