import { lazy, memo, Suspense, useEffect, useState, type DragEvent } from 'react';
import type { Analysis } from '../../core/index.ts';
import { useAfterFirstPaint } from '../hooks/use-after-first-paint.ts';
import { PaneErrorBoundary } from '../layout/pane-error-boundary.tsx';
import { PopoverPanel } from '../layout/popover-panel.tsx';
import { ProblemCounts } from '../problems/problem-counts.tsx';
import { FallbackTextarea } from './fallback-textarea.tsx';
import { openFile } from '../drafts/drafts-entry.tsx';
import { workerAhead } from '../store/use-analysis.ts';
import { readVimPref, useVimPref } from './vim-pref.ts';

// Monaco is its own chunk: the output renders on first paint while this loads.
const MonacoEditor = lazy(() => import('./monaco-editor.tsx'));

/**
 * The editor pane: a header with its title, the spec's problem counts and the keyboard help;
 * Monaco when loaded (textarea until then); and file drop.
 */
export const EditorPane = memo(function EditorPane({ analysis, header = true }: { analysis: Analysis; header?: boolean }) {
  const [dragging, setDragging] = useState(false);
  const [dropError, setDropError] = useState<string | null>(null);
  // Monaco's chunk is requested only after the first paint: a lazy component would start the
  // 3 MB download (and its parsing) during the first render, competing with the units.
  const editorWanted = useAfterFirstPaint();
  // Vim's keys are the page's (an embed keeps the editor's own): its status bar sits under the editor.
  const vimOn = useVimPref((s) => s.on);
  const setVim = useVimPref((s) => s.setOn);
  // The remembered choice only matters to Monaco: read with it, not before the first view's units.
  useEffect(() => {
    if (editorWanted) readVimPref();
  }, [editorWanted]);
  const vim = header && vimOn;
  const [vimStatus, setVimStatus] = useState<HTMLElement | null>(null);

  const onDrop = async (e: DragEvent<HTMLDivElement>): Promise<void> => {
    const file = e.dataTransfer.files[0];
    if (!file) return;
    // Capture phase + preventDefault: Monaco would otherwise insert the file's text at the caret.
    e.preventDefault();
    e.stopPropagation();
    setDragging(false);
    // The analysis worker starts as the file is read (store/use-analysis.ts).
    workerAhead(file.size);
    setDropError(await openFile(file));
  };

  return (
    <section className="pane-body editor-pane" aria-label="Editor">
      {header && (
        <div className="pane-header">
          <h2 className="pane-title">Hook spec</h2>
          <ProblemCounts analysis={analysis} />
          <span className="pane-header-end">
            <PopoverPanel label="Keys" name="Keys: editor shortcuts" panelName="Editor shortcuts" align="end" className="quiet">
              <p className="editor-keys" id="editor-hint">
                Tab indents; <kbd>Esc</kbd> then <kbd>Tab</kbd> (or Shift+Tab) leaves the editor. Ctrl+Space suggests, Ctrl+. fixes.
                Drop a YAML file here to open it.
              </p>
              <label className="vim-toggle">
                <input type="checkbox" checked={vimOn} onChange={(e) => setVim(e.target.checked)} /> Vim mode
              </label>
            </PopoverPanel>
          </span>
        </div>
      )}
      {dropError && <p className="error-text drop-error" role="alert">{dropError}</p>}
      <div
        className={dragging ? 'editor-host dragging' : 'editor-host'}
        onDragOverCapture={(e) => {
          if (e.dataTransfer.types.includes('Files')) {
            e.preventDefault();
            setDragging(true);
          }
        }}
        onDragLeave={() => setDragging(false)}
        onDropCapture={(e) => void onDrop(e)}
      >
        <PaneErrorBoundary pane="Editor" fallback={<FallbackTextarea />}>
          {editorWanted ? (
            <Suspense fallback={<FallbackTextarea />}>
              <MonacoEditor analysis={analysis} vimStatus={vim ? vimStatus : null} />
            </Suspense>
          ) : <FallbackTextarea />}
        </PaneErrorBoundary>
      </div>
      {vim && <div ref={setVimStatus} className="vim-status" role="region" aria-label="Vim status bar" />}
    </section>
  );
});
