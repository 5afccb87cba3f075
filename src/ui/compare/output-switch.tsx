import { Suspense, lazy } from 'react';
import type { Analysis } from '../../core/types.ts';
import { OutputPane } from '../output/output-pane.tsx';
import { useCompareStore } from './compare-store.ts';

// Compare mode (the comparison, jsdiff, its view) loads only when it is first turned on.
const CompareView = lazy(() => import('./compare-view.tsx').then((m) => ({ default: m.CompareView })));

/**
 * Where the output pane renders: the units of one version, or, in compare mode, the comparison
 * of two. `readonly` as for OutputPane.
 */
export function OutputSwitch({ analysis, readonly = false }: { analysis: Analysis; readonly?: boolean }) {
  const comparing = useCompareStore((s) => s.on);
  if (!comparing) return <OutputPane analysis={analysis} readonly={readonly} />;
  return (
    <Suspense fallback={<section className="output-pane" aria-label="Output"><p className="empty">Loading the comparison…</p></section>}>
      <CompareView />
    </Suspense>
  );
}
