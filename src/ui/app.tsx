import type { ReactNode } from 'react';
import { EditorPane } from './editor/editor-pane.tsx';
import { FallbackTextarea } from './editor/fallback-textarea.tsx';
import { Header } from './header/header.tsx';
import { PaneErrorBoundary } from './layout/pane-error-boundary.tsx';
import { SplitView } from './layout/split-view.tsx';
import { StorageNotice } from './layout/storage-notice.tsx';
import { OutputSwitch } from './compare/output-switch.tsx';
import { ProblemsPanel } from './problems/problems-panel.tsx';
import { useAnalysis } from './store/use-analysis.ts';

/**
 * The playground page. The Analysis is derived here once per input change and handed to every
 * pane; each pane has its own error boundary. `headerExtras` is the slot for more header
 * controls (sharing puts "Copy link" there).
 */
export function App({ headerExtras }: { headerExtras?: ReactNode }) {
  const analysis = useAnalysis();
  return (
    <div className="app">
      <Header analysis={analysis}>{headerExtras}</Header>
      <StorageNotice />
      <SplitView
        editor={
          <div className="editor-column">
            <PaneErrorBoundary pane="Editor" fallback={<FallbackTextarea />}>
              <EditorPane analysis={analysis} />
            </PaneErrorBoundary>
            <PaneErrorBoundary pane="Problems">
              <ProblemsPanel analysis={analysis} />
            </PaneErrorBoundary>
          </div>
        }
        output={
          <PaneErrorBoundary pane="Output">
            <OutputSwitch analysis={analysis} />
          </PaneErrorBoundary>
        }
      />
    </div>
  );
}
