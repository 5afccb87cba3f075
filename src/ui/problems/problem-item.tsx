import { memo, useState } from 'react';
import type { Diagnostic } from '../../core/index.ts';
import { editorController } from '../editor/editor-controller.ts';
import { editForUser } from '../editor/edit-for-user.ts';
import { InlineCode } from './inline-code.tsx';
import { ruleDocs } from './rule-docs.ts';
import { rulePath } from '../../core/lint/rule-path.ts';
import { suppressFix } from '../../core/lint/suppress-fix.ts';
import { currentAnalysis } from '../editor/current-analysis.ts';

const SEVERITY_LABEL = { error: 'Error', warning: 'Warning', info: 'Info' } as const;

interface ProblemItemProps {
  diagnostic: Diagnostic;
  line: number;
  /** The text the fixes' offsets refer to; only given to a diagnostic with fixes. */
  fixBase?: string;
  docsId: string;
}

/**
 * "Suppress RULE for this hook": writes the comment above the hook in the text on screen (through
 * the editor, so Ctrl+Z undoes it); nothing when the text has moved on from this diagnostic.
 */
function suppress(diagnostic: Diagnostic): void {
  const analysis = currentAnalysis();
  if (!analysis || !analysis.diagnostics.includes(diagnostic)) return;
  const fix = suppressFix(analysis, diagnostic, (code) => ruleDocs(code) !== undefined);
  if (fix) editorController().applyEdits(fix.edits, analysis.text);
}

/**
 * One problem: severity, code, message and line. The main button moves the caret to the line;
 * a disclosure shows the rule's doc text, a link opens the rule's page of the build; fix buttons
 * apply the core's fixes through the editor, and another suppresses the rule for the hook.
 * Memoised: while typing, the problems stay the same objects until lint catches up, and a list of
 * hundreds must not re-render on every keystroke.
 */
export const ProblemItem = memo(function ProblemItem({ diagnostic, line, fixBase, docsId }: ProblemItemProps) {
  const [open, setOpen] = useState(false);
  const rule = ruleDocs(diagnostic.code);
  return (
    <li className={`problem sev-${diagnostic.severity}`}>
      <button type="button" className="problem-main" onClick={() => editorController().revealOffset(diagnostic.range.start)}>
        <span className="sev">{SEVERITY_LABEL[diagnostic.severity]}</span>{' '}
        <span className="line-no">line {line}</span>{' '}
        <code className="code">{diagnostic.code}</code>{' '}
        <span className="message"><InlineCode text={diagnostic.message} /></span>
      </button>
      <span className="problem-actions">
        {rule && (
          <button type="button" aria-expanded={open} aria-controls={docsId} onClick={() => setOpen(!open)}>
            About {diagnostic.code}
          </button>
        )}
        {rule && (
          <a className="rule-page" href={rulePath(diagnostic.code)} target="_blank" rel="noopener">
            Rule page: {diagnostic.code}
          </a>
        )}
        {diagnostic.fixes?.map((fix, i) => (
          <button key={i} type="button" className="fix" onClick={() => editForUser(fix.edits, fixBase ?? '', `Applied the fix: ${fix.title}`)}>
            Fix: <InlineCode text={fix.title} />
          </button>
        ))}
        {rule && diagnostic.code !== 'unused-suppression' && (
          <button type="button" className="suppress" onClick={() => suppress(diagnostic)}>
            Suppress {diagnostic.code} for this hook
          </button>
        )}
      </span>
      {rule && open && (
        <div className="rule-docs" id={docsId}>
          <h4><InlineCode text={rule.title} /></h4>
          <p><InlineCode text={rule.docs.summary} /></p>
          <p><strong>Why:</strong> <InlineCode text={rule.docs.why} /></p>
          <p><strong>Fix:</strong> <InlineCode text={rule.docs.fix} /></p>
          <div className="docs-examples">
            <div><p>Triggers the rule:</p><pre>{rule.docs.bad}</pre></div>
            <div><p>Fixed:</p><pre>{rule.docs.good}</pre></div>
          </div>
        </div>
      )}
    </li>
  );
});
