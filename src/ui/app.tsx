import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { useCompareStore } from './compare/compare-store.ts';
import { CompareToggle } from './compare/compare-toggle.tsx';
import { EditNoticeStrip } from './editor/edit-notice-strip.tsx';
import { EditorPane } from './editor/editor-pane.tsx';
import { FallbackTextarea } from './editor/fallback-textarea.tsx';
import { setCurrentAnalysis } from './editor/current-analysis.ts';
import { DownloadUnits } from './header/download-units.tsx';
import { KopsControlsLazy } from './header/kops-controls-lazy.tsx';
import { ExamplesMenu } from './header/examples-menu.tsx';
import { OpenFile } from './header/open-file.tsx';
import { Toolbar } from './header/toolbar.tsx';
import { TOOLBAR_FOLDS } from './layout/breakpoints.ts';
import { PaneErrorBoundary } from './layout/pane-error-boundary.tsx';
import { SplitView } from './layout/split-view.tsx';
import { StorageNotice } from './layout/storage-notice.tsx';
import { OutputPane } from './output/output-pane.tsx';
import { selectGroup } from './output/select-group.ts';
import { useOutputTabs } from './output/use-output-tabs.tsx';
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
export function App({ slots }: { slots: AppSlots }) {
  const analysis = useAnalysis();
  const version = useStore((s) => s.kopsVersion);
  // In compare mode the toolbar's version and runtime are not in use: a note takes their place.
  const comparing = useCompareStore((c) => c.on);
  const from = useCompareStore((c) => c.from);
  const to = useCompareStore((c) => c.to);
  const group = selectGroup(analysis, useStore((s) => s.group), useStore((s) => s.unit));
  const { current: outputView, items: outputTabs } = useOutputTabs(analysis, group);
  // Before any effect of the panes: Monaco's quick fixes and Download read it outside React.
  useLayoutEffect(() => setCurrentAnalysis(analysis), [analysis]);
  const { version: behaviourVersion, era } = analysis.behaviour;
  const { runtime, runtimeSource } = analysis;
  const groupName = group?.name;
  const empty = !group || group.tasks.every((t) => t.definition === null);
  // The same element while what it shows stays: a keystroke makes a new Analysis but changes
  // none of this, and React then skips the toolbar. Rendered with every edit, its selects (some
  // 30 kops versions, the examples) set every option's `selected` again in the keystroke's task.
  const toolbar = useMemo(() => (
    <Toolbar
      groups={[
        { id: 'spec', label: 'Spec', foldWidth: TOOLBAR_FOLDS.spec, items: <><ExamplesMenu /><OpenFile />{slots.spec}</> },
        {
          id: 'kops',
          label: 'kops',
          menuLabel: comparing ? 'kops: comparing' : version === 'proposal' ? 'kops proposal' : `kops ${version}`,
          items: (
            <>
              <KopsControlsLazy behaviourVersion={behaviourVersion} era={era} runtime={runtime} runtimeSource={runtimeSource} compare={comparing ? { from, to } : null} />
              <CompareToggle />
              {slots.kops}
            </>
          ),
        },
        { id: 'share', label: 'Share', align: 'end', foldWidth: TOOLBAR_FOLDS.share, items: <>{slots.share}<DownloadUnits groupName={groupName} empty={empty} /></> },
      ]}
    />
  ), [slots, version, comparing, from, to, behaviourVersion, era, runtime, runtimeSource, groupName, empty]);
  return (
    <div className="app">
      {toolbar}
      <div className="notices">
        <StorageNotice />
        <UpdatePrompt />
        <EditNoticeStrip />
        {slots.notices}
      </div>
      <SplitView
        outputTabs={outputTabs}
        outputView={outputView.id}
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
