import { lazy, Suspense } from 'react';
import type { Analysis, GroupPlan } from '../../core/index.ts';
import { PaneErrorBoundary } from '../layout/pane-error-boundary.tsx';

// The view, its core (bootGraph) and dagre load on first use: none of it is in the first paint.
const BootOrderView = lazy(() => import('./boot-order-view.tsx'));

/** The Boot order view of `group`, loaded when first shown. */
export function BootOrderLazy({ analysis, group }: { analysis: Analysis; group: GroupPlan }) {
  return (
    <PaneErrorBoundary pane="Boot order">
      <Suspense fallback={<p className="empty">Loading the boot order…</p>}>
        <BootOrderView analysis={analysis} group={group} />
      </Suspense>
    </PaneErrorBoundary>
  );
}
