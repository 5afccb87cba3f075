import type { ReactNode } from 'react';
import { CompareToggle } from './compare/compare-toggle.tsx';
import { EditorPane } from './editor/editor-pane.tsx';
import { FallbackTextarea } from './editor/fallback-textarea.tsx';
import { DownloadUnits } from './header/download-units.tsx';
import { EraBadge } from './header/era-badge.tsx';
import { ExamplesSelect } from './header/examples-select.tsx';
import { OpenFile } from './header/open-file.tsx';
import { RuntimeSelect } from './header/runtime-select.tsx';
import { Toolbar, type ToolbarGroup } from './header/toolbar.tsx';
import { VersionSelect } from './header/version-select.tsx';
import { TOOLBAR_FOLDS } from './layout/breakpoints.ts';
import { PaneErrorBoundary } from './layout/pane-error-boundary.tsx';
import { SplitView } from './layout/split-view.tsx';
import { StorageNotice } from './layout/storage-notice.tsx';
import { OutputPane } from './output/output-pane.tsx';
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

/**
 * The playground page. The Analysis is derived here once per input change and handed to every
 * pane; each pane has its own error boundary. Features compose through `slots`, so adding one
 * does not mean editing the layout.
 */
export function App({ slots = {} }: { slots?: AppSlots }) {
  const analysis = useAnalysis();
  const version = useStore((s) => s.kopsVersion);
  const groups: ToolbarGroup[] = [
    { id: 'spec', label: 'Spec', foldWidth: TOOLBAR_FOLDS.spec, items: <><ExamplesSelect /><OpenFile />{slots.spec}</> },
    {
      id: 'kops',
      label: 'kops',
      menuLabel: version === 'proposal' ? 'kops proposal' : `kops ${version}`,
      items: (
        <>
          <span className="control-pair"><VersionSelect /><EraBadge behaviour={analysis.behaviour} /></span>
          <span className="control-pair"><RuntimeSelect runtime={analysis.runtime} source={analysis.runtimeSource} /></span>
          <CompareToggle />
          {slots.kops}
        </>
      ),
    },
    { id: 'share', label: 'Share', align: 'end', foldWidth: TOOLBAR_FOLDS.share, items: <>{slots.share}<DownloadUnits analysis={analysis} /></> },
  ];
  return (
    <div className="app">
      <Toolbar groups={groups} />
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
