import { lazy, Suspense } from 'react';
import { PaneErrorBoundary } from '../layout/pane-error-boundary.tsx';

// Compare mode (the comparison, jsdiff, its view) loads only when it is first shown.
const loadCompare = () => import('./compare-view.tsx');
const CompareView = lazy(() => loadCompare().then((m) => ({ default: m.CompareView })));

/** Whose problems Problems lists in compare mode (problems/problems-side.tsx); render it in a Suspense. */
export const ProblemsSideLazy = lazy(() => loadCompare().then((m) => ({ default: m.ProblemsSide })));

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
