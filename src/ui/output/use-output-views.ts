import { useCompareStore } from '../compare/compare-store.ts';
import { useStore } from '../store/store.ts';
import { availableViews, OUTPUT_VIEWS, type OutputView } from './output-views.tsx';

/** The output views offered now and the one on screen, re-rendering only when either changes. */
export function useOutputViews(): { views: OutputView[]; current: OutputView } {
  const comparing = useCompareStore((s) => s.on);
  const ids = useStore((state) => availableViews({ state, comparing }).views.map((v) => v.id).join(' '));
  const currentId = useStore((state) => availableViews({ state, comparing }).current.id);
  const views = OUTPUT_VIEWS.filter((v) => ids.split(' ').includes(v.id));
  return { views, current: views.find((v) => v.id === currentId) ?? OUTPUT_VIEWS[0]! };
}
