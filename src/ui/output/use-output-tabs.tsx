import type { Analysis, GroupPlan } from '../../core/index.ts';
import { useCompareStore } from '../compare/compare-store.ts';
import type { TabItem } from '../layout/tab-list.tsx';
import type { OutputView } from './output-views.tsx';
import { useOutputViews } from './use-output-views.ts';

/**
 * The output's views as tabs, each with its count (Units 3, Problems 3): the output pane's own
 * tabs and, on narrow screens, the page's pane tabs show the same. In compare mode the problems
 * are the To side's (see shown-options.ts), and the Problems tab says so.
 */
export function useOutputTabs(analysis: Analysis, group: GroupPlan | undefined): { views: OutputView[]; current: OutputView; items: TabItem[] } {
  const { views, current } = useOutputViews();
  const comparing = useCompareStore((c) => c.on);
  const items = views.map((v): TabItem => {
    const count = v.count?.(analysis, group);
    const side = comparing && v.id === 'problems';
    return {
      id: v.id,
      label: v.label,
      description: side ? `${count?.words} (To side)` : count?.words,
      badge: count ? (
        <>
          {side && <span className="tab-side" aria-hidden="true">To</span>}
          <span className={`badge ${count.tone ?? ''}`} aria-hidden="true">{count.text}</span>
        </>
      ) : undefined,
    };
  });
  return { views, current, items };
}
