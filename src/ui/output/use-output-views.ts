import { useStore } from '../store/store.ts';
import { availableViews, OUTPUT_VIEWS, type OutputView } from './output-views.tsx';

/** The output views offered now and the one on screen, re-rendering only when either changes. */
export function useOutputViews(): { views: OutputView[]; current: OutputView } {
  const ids = useStore((s) => availableViews(s).views.map((v) => v.id).join(' '));
  const currentId = useStore((s) => availableViews(s).current.id);
  const views = OUTPUT_VIEWS.filter((v) => ids.split(' ').includes(v.id));
  return { views, current: views.find((v) => v.id === currentId) ?? OUTPUT_VIEWS[0]! };
}
