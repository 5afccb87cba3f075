import { lazy, Suspense } from 'react';
import type { Analysis, Task } from '../../core/index.ts';
import { useAfterFirstPaint } from '../hooks/use-after-first-paint.ts';
import { lineOf } from '../text/text-index-of.ts';
import { editorController } from '../editor/editor-controller.ts';
import { findHook, hookKey } from '../store/hook-key.ts';
import { CopyButton } from './copy-button.tsx';
import { NodeupActions } from './nodeup-actions.tsx';
import { UnitText } from './unit-text.tsx';
import { useWrapLines, WrapToggle } from './wrap-lines.tsx';

// The unit text with each line's origin, and its explanations (the rule catalogue).
const UnitOrigins = lazy(() => import('./origins/unit-origins.tsx'));
// What a distro not Debian changes: the default never loads it (e2e/first-paint-size.spec.ts).
const DistroNote = lazy(() => import('./distro-note.tsx'));

/**
 * One unit as a file: a header row with where it lands on the node, Wrap lines and Copy (like a
 * file tab), which hook made it, its exact text with each line's origin, and what nodeup does with it.
 */
export function UnitView({ analysis, task, panelId, tabId }: { analysis: Analysis; task: Task; panelId: string; tabId: string }) {
  const hook = findHook(analysis, hookKey(task.hook));
  const wrap = useWrapLines();
  // Each line's origin comes with its own chunk, after the first paint; the plain text stands in.
  const originsWanted = useAfterFirstPaint();
  const plain = task.definition !== null && <UnitText text={task.definition} label="Unit file content" wrap={wrap} />;
  const line = hook ? lineOf(analysis.text, hook.range.start) : null;
  const where = task.hook.list === 'cluster' ? 'the Cluster\'s hooks' : 'the instance group\'s hooks';
  return (
    <div role="tabpanel" id={panelId} aria-labelledby={tabId} className="unit-view">
      <div className="file">
        <div className="file-header">
          <span className="file-path">
            <span className="visually-hidden">Path on the node: </span>
            {/* A narrow header breaks the path after a slash, not inside a name. */}
            <code className="path">{task.path.split(/(?<=\/)/).map((part, i) => <span key={i}>{i > 0 && <wbr />}{part}</span>)}</code>
          </span>
          {task.definition !== null && <WrapToggle wrap={wrap} />}
          {task.definition !== null && <CopyButton text={task.definition} description={`Copy ${task.unit}`} />}
        </div>
        {task.definition === null ? (
          <div role="region" aria-label="Unit file content" className="unit-text"><p className="note">No file: the hook is disabled.</p></div>
        ) : originsWanted ? (
          <Suspense fallback={plain}>
            <UnitOrigins analysis={analysis} task={task} text={task.definition} label="Unit file content" wrap={wrap} />
          </Suspense>
        ) : plain}
      </div>
      <p className="unit-origin">
        From hook <code>{task.hook.name}</code>, item {task.hook.index + 1} of {where}
        {hook && line !== null && (
          <>
            {' · '}
            <button type="button" className="link-button" onClick={() => editorController().revealOffset(hook.range.start)}>
              Go to line {line}
            </button>
          </>
        )}
      </p>
      {analysis.distro !== 'debian' && <Suspense fallback={null}><DistroNote distro={analysis.distro} /></Suspense>}
      <NodeupActions task={task} behaviour={analysis.behaviour} />
    </div>
  );
}
