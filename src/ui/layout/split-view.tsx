import type { ReactNode } from 'react';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import { useStore } from '../store/store.ts';
import { NARROW_QUERY } from './breakpoints.ts';
import { Separator } from './separator.tsx';
import { TabList, type TabItem } from './tab-list.tsx';

const EDITOR_ID = 'pane-editor';
const OUTPUT_ID = 'pane-output';
const SPEC_TAB = 'spec';

/**
 * Editor and output side by side with a divider; on narrow screens, one pane at a time behind
 * tabs: "Spec", then each of the output's views with its count ("Units 1", "Problems 3"), as
 * `outputTabs` gives them (`outputView` is the one on screen).
 * Both panes stay mounted in every layout (the editor keeps its undo history when the window is resized).
 */
export function SplitView({ editor, output, outputTabs, outputView }: {
  editor: ReactNode;
  output: ReactNode;
  outputTabs: readonly TabItem[];
  /** The id of the output view on screen. */
  outputView: string;
}) {
  const narrow = useMediaQuery(NARROW_QUERY);
  const split = useStore((s) => s.split);
  const pane = useStore((s) => s.narrowPane);
  const setPane = useStore((s) => s.setNarrowPane);
  const showView = useStore((s) => s.showOutputView);
  const style = narrow ? undefined : { gridTemplateColumns: `minmax(0, ${split}fr) auto minmax(0, ${1 - split}fr)` };
  const tabs = [
    { id: SPEC_TAB, label: 'Spec', controls: EDITOR_ID },
    ...outputTabs.map((t) => ({ ...t, controls: OUTPUT_ID })),
  ];
  const selected = pane === 'editor' ? SPEC_TAB : outputView;
  // A tab panel on narrow screens, a plain pane beside the divider otherwise.
  const panel = (id: 'editor' | 'output', domId: string, content: ReactNode) => (
    <div
      key={id}
      id={domId}
      className={`pane pane-${id}`}
      role={narrow ? 'tabpanel' : undefined}
      aria-labelledby={narrow ? `panes-tab-${id === 'editor' ? SPEC_TAB : outputView}` : undefined}
      hidden={narrow && pane !== id}
    >
      {content}
    </div>
  );
  return (
    <>
      {narrow && (
        <TabList
          label="Panes"
          items={tabs}
          selected={selected}
          idPrefix="panes"
          className="pane-tabs"
          onSelect={(id) => (id === SPEC_TAB ? setPane('editor') : showView(id))}
        />
      )}
      <main className={narrow ? 'main narrow' : 'main'} style={style}>
        {panel('editor', EDITOR_ID, editor)}
        {!narrow && <Separator key="sep" controls={EDITOR_ID} />}
        {panel('output', OUTPUT_ID, output)}
      </main>
    </>
  );
}
