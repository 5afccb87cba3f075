import { Suspense, lazy, useRef, type KeyboardEvent } from 'react';
import { useInView } from '../hooks/use-in-view.ts';
import { useSettledValue } from '../hooks/use-settled-value.ts';
import type { Analysis, GroupPlan, Task } from '../../core/index.ts';
import { editorController } from '../editor/editor-controller.ts';
import { editForUser } from '../editor/edit-for-user.ts';
import { findHook, hookKey } from '../store/hook-key.ts';
import { belongsInWorker } from '../store/worker-threshold.ts';
import { toggleState } from './toggle-preview.ts';
import { useToggleDiffs } from './use-toggle-diffs.ts';
import { TOGGLE_EXPLANATIONS, toggleNote } from './toggle-notes.ts';
import { THE_REQUEST } from '../examples/the-request.ts';
import type { ToggleField } from './toggle-edit.ts';

// The diff (and jsdiff with it) loads once a diff is first shown: the first paint needs neither.
const UnitDiff = lazy(() => import('./unit-diff.tsx').then((m) => ({ default: m.UnitDiff })));

/**
 * The diffs cost two more analyses: they follow once typing pauses this long. A large spec's
 * diffs (hundreds of milliseconds in a worker, on a CPU the analysis of the next keystroke
 * needs) wait for a real pause, not the gap between two keystrokes.
 */
const DIFF_PAUSE_MS = 150;
const LARGE_DIFF_PAUSE_MS = 750;

const FIELDS: readonly ToggleField[] = ['useRawManifest', 'useRawName'];

/**
 * The request's two toggles for the hook of the unit on screen (its tab, or the caret in its
 * hook, chose it), so the selected tab and the toggles never disagree. Each checkbox edits the
 * YAML through the editor, so Ctrl+Z undoes it, and shows the unit with the toggle off and on,
 * computed by the real analysis. The diffs cost two more analyses, so they follow a deferred
 * copy of the Analysis and never slow down typing; the checkboxes always reflect the current text.
 */
export function HookToggles({ analysis, group, task }: { analysis: Analysis; group: GroupPlan | undefined; task: Task | undefined }) {
  const selected = task ? hookKey(task.hook) : null;
  const hook = findHook(analysis, selected);
  const states = hook ? FIELDS.map((f) => toggleState(analysis.text, hook, f)) : [];
  const deferred = useSettledValue(analysis, belongsInWorker(analysis.text) ? LARGE_DIFF_PAUSE_MS : DIFF_PAUSE_MS);
  const deferredHook = deferred ? findHook(deferred, selected) : undefined;
  const section = useRef<HTMLElement>(null);
  const diffs = useToggleDiffs(deferred, deferredHook, FIELDS, group?.name, useInView(section));

  const onKeyDown = (e: KeyboardEvent): void => {
    if ((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === 'z') {
      e.preventDefault();
      editorController().undo();
    }
  };

  return (
    <section ref={section} className="hook-toggles" aria-labelledby="toggles-heading" onKeyDown={onKeyDown}>
      <h2 id="toggles-heading">
        {hook ? <>Toggles for hook <code>{hook.name?.value ?? `#${hook.index + 1}`}</code></> : 'Toggles'}
      </h2>
      {hook && <p className="hint">The two fields the request proposed, tried on this hook. Each edits the YAML; Undo, or <kbd>Ctrl</kbd>+<kbd>Z</kbd> in the editor, undoes it.</p>}
      {hook && (
        <details className="the-request">
          <summary>What is “the request”?</summary>
          <p className="hint">{THE_REQUEST}</p>
        </details>
      )}
      {!hook && <p className="hint">The toggles act on the hook of the unit shown above: write a hook, or open an example.</p>}
      {hook && states.map((p, i) => {
        const diff = diffs?.[i];
        const note = toggleNote(analysis.behaviour, hook, p.field);
        const noteId = `toggle-note-${p.field}`;
        return (
          <div key={p.field} className="toggle">
            <label className="toggle-label">
              <input
                type="checkbox"
                checked={p.checked}
                disabled={p.edits.length === 0}
                aria-describedby={`toggle-expl-${p.field}${note ? ` ${noteId}` : ''}`}
                onChange={() => editForUser(p.edits, analysis.text, `Turned ${p.field} ${p.checked ? 'off' : 'on'}.`)}
              />
              {p.field}
            </label>
            <p className="explanation" id={`toggle-expl-${p.field}`}>{TOGGLE_EXPLANATIONS[p.field]}</p>
            {note && <p className="note" id={noteId}>{note}</p>}
            {diff
              ? (
                <Suspense fallback={<p className="hint">Working out the unit with {p.field} off and on…</p>}>
                  <UnitDiff off={diff.off} on={diff.on} label={`Unit with ${p.field} off and on${diff.group ? ` (${diff.group})` : ''}`} />
                </Suspense>
              )
              : <p className="hint">Working out the unit with {p.field} off and on…</p>}
          </div>
        );
      })}
    </section>
  );
}
