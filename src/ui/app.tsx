import { useLayoutEffect, type ReactNode } from 'react';
import { EditorPane } from './editor/editor-pane.tsx';
import { FallbackTextarea } from './editor/fallback-textarea.tsx';
import { setCurrentAnalysis } from './editor/current-analysis.ts';
import { PageToolbar } from './header/page-toolbar.tsx';
import { PaneErrorBoundary } from './layout/pane-error-boundary.tsx';
import { SplitView } from './layout/split-view.tsx';
import { StorageNotice } from './layout/storage-notice.tsx';
import { OutputPane } from './output/output-pane.tsx';
import { selectGroup } from './output/select-group.ts';
import { UpdatePrompt } from './pwa/update-prompt.tsx';
import { useStore } from './store/store.ts';
import { useAnalysis } from './store/use-analysis.ts';
/** Controls that other features add to the toolbar's groups, and notices under it. */
export interface AppSlots {
  /** After Examples and Open (sharing adds New and Recent drafts). */
  spec?: ReactNode;
  /** After the version, the runtime and "Compare versions". */
  kops?: ReactNode;
  /** Before Download (sharing adds Copy link and Copy as Markdown). */
  share?: ReactNode;
  /** Under the toolbar (the permalink box, sharing's notices, "Reload to update"). */
  notices?: ReactNode;
}

const NO_SLOTS: AppSlots = {};

/**
 * The playground page. The Analysis is derived here once per input change and handed to every
 * pane; each pane has its own error boundary. Features compose through `slots`, so adding one
 * does not mean editing the layout.
 */
export function App({ slots = NO_SLOTS }: { slots?: AppSlots }) {
  const analysis = useAnalysis();
  const group = selectGroup(analysis, useStore((s) => s.group));
  // Before any effect of the panes: Monaco's quick fixes and Download read it outside React.
  useLayoutEffect(() => setCurrentAnalysis(analysis), [analysis]);
  return (
    <div className="app">
      <PageToolbar
        slots={slots}
        behaviourVersion={analysis.behaviour.version}
        era={analysis.behaviour.era}
        runtime={analysis.runtime}
        runtimeSource={analysis.runtimeSource}
        downloadGroup={group?.name}
        downloadEmpty={!group || group.tasks.every((t) => t.definition === null)}
      />
      <div className="notices">
        <StorageNotice />
        <UpdatePrompt />
        {slots.notices}
      </div>
      <SplitView
        editor={
          <PaneErrorBoundary pane="Editor" fallback={<FallbackTextarea />}>
            <EditorPane analysis={analysis} />
          </PaneErrorBoundary>
        }
        output={
          <PaneErrorBoundary pane="Output">
            <OutputPane analysis={analysis} />
          </PaneErrorBoundary>
        }
      />
    </div>
  );
}
