import type { ReactNode } from 'react';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import { useStore } from '../store/store.ts';
import { Separator } from './separator.tsx';

const EDITOR_ID = 'pane-editor';
const OUTPUT_ID = 'pane-output';

/**
 * Editor and output side by side with a divider; on narrow screens, two tabs. Both panes stay
 * mounted in every layout (the editor keeps its undo history when the window is resized).
 */
export function SplitView({ editor, output }: { editor: ReactNode; output: ReactNode }) {
  const narrow = useMediaQuery('(max-width: 800px)');
  const split = useStore((s) => s.split);
  const pane = useStore((s) => s.narrowPane);
  const setPane = useStore((s) => s.setNarrowPane);
  const style = narrow ? undefined : { gridTemplateColumns: `minmax(0, ${split}fr) 8px minmax(0, ${1 - split}fr)` };
  const tab = (id: 'editor' | 'output', label: string, controls: string) => (
    <button
      type="button"
      role="tab"
      id={`tab-${id}`}
      aria-selected={pane === id}
      aria-controls={controls}
      tabIndex={pane === id ? 0 : -1}
      onClick={() => setPane(id)}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') setPane(pane === 'editor' ? 'output' : 'editor');
      }}
    >
      {label}
    </button>
  );
  // A tab panel on narrow screens, a plain pane beside the divider otherwise.
  const panel = (id: 'editor' | 'output', domId: string, content: ReactNode) => (
    <div
      key={id}
      id={domId}
      className="pane"
      role={narrow ? 'tabpanel' : undefined}
      aria-labelledby={narrow ? `tab-${id}` : undefined}
      hidden={narrow && pane !== id}
    >
      {content}
    </div>
  );
  return (
    <>
      {narrow && (
        <div role="tablist" aria-label="Panes" className="pane-tabs">
          {tab('editor', 'Editor', EDITOR_ID)}
          {tab('output', 'Output', OUTPUT_ID)}
        </div>
      )}
      <main className={narrow ? 'main narrow' : 'main'} style={style}>
        {panel('editor', EDITOR_ID, editor)}
        {!narrow && <Separator key="sep" controls={EDITOR_ID} />}
        {panel('output', OUTPUT_ID, output)}
      </main>
    </>
  );
}
