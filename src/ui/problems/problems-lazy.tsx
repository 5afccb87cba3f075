import { lazy, Suspense } from 'react';
import type { Analysis } from '../../core/index.ts';
import { PaneErrorBoundary } from '../layout/pane-error-boundary.tsx';

// The list (its grouping, its items, "Show all") loads when the Problems view is first shown: the
// first paint shows the units, and the counts beside the editor need none of it.
const ProblemsPanel = lazy(() => import('./problems-panel.tsx').then((m) => ({ default: m.ProblemsPanel })));

/** The output's "Problems" view, loaded when first shown. */
export function ProblemsLazy({ analysis }: { analysis: Analysis }) {
  return (
    <PaneErrorBoundary pane="Problems">
      <Suspense fallback={<p className="empty" role="status">Loading the problems…</p>}>
        <ProblemsPanel analysis={analysis} />
      </Suspense>
    </PaneErrorBoundary>
  );
}
