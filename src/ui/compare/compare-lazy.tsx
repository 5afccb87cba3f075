import { lazy, Suspense } from 'react';
import { PaneErrorBoundary } from '../layout/pane-error-boundary.tsx';

// Compare mode (the comparison, jsdiff, its view) loads only when it is first shown.
const CompareView = lazy(() => import('./compare-view.tsx').then((m) => ({ default: m.CompareView })));

/** The output's "Comparison" view (compare mode), loaded when first shown. */
export function CompareLazy() {
  return (
    <PaneErrorBoundary pane="Comparison">
      <Suspense fallback={<p className="empty" role="status">Loading the comparison…</p>}>
        <CompareView />
      </Suspense>
    </PaneErrorBoundary>
  );
}
