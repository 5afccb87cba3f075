import type { ComponentType } from 'react';
import type { Analysis, GroupPlan, Task } from '../../core/index.ts';
import { BootOrderLazy } from '../boot/boot-order-lazy.tsx';
import { CompareLazy } from '../compare/compare-lazy.tsx';
import { ProblemsLazy } from '../problems/problems-lazy.tsx';
import type { PlaygroundState } from '../store/slices.ts';
import { NO_HOOKS } from './no-hooks.tsx';
import { UnitsView } from './units-view.tsx';

/** What every view of the output pane is given. */
export interface OutputViewProps {
  analysis: Analysis;
  /** The instance group on screen (undefined when the spec has no hooks). */
  group: GroupPlan | undefined;
  /** The unit on screen: its tab is selected and the toggles act on its hook. */
  task: Task | undefined;
  /** A read-only embed: nothing may edit the spec. */
  readonly: boolean;
  /** In an embed (`?embed`): panels a docs page need not show at once are folded. */
  embed?: boolean;
}

/** A count shown on a view's tab. */
export interface ViewCount {
  text: string;
  /** The same in words, for screen readers (the tab's name stays the label). */
  words: string;
  tone?: 'error' | 'warning';
}

/** What decides which views are offered: the playground's state and whether compare mode is on. */
export interface ViewContext {
  state: PlaygroundState;
  comparing: boolean;
}

/**
 * One view of the output pane: a tab beside "Units" and "Problems" (and, on narrow screens, a
 * pane tab beside "Spec"). A new view is one more entry in {@link OUTPUT_VIEWS}: the tabs, the
 * panel, the narrow layout and the group picker follow from it.
 */
export interface OutputView {
  id: string;
  /** The tab's accessible name. */
  label: string;
  /** Whether the "Instance group" picker applies to this view. */
  usesGroup: boolean;
  count?: (analysis: Analysis, group: GroupPlan | undefined) => ViewCount | null;
  /** Whether the view is offered now (e.g. only while comparing); always when absent. */
  available?: (context: ViewContext) => boolean;
  Body: ComponentType<OutputViewProps>;
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The output pane's views, in tab order. One kops version renders as Units and Boot order; in
 * compare mode ("Compare versions") the Comparison of two versions takes their place. Problems
 * (of the spec at the toolbar's version, or in compare mode the To side's, as the editor marks
 * them) stay in both.
 */
export const OUTPUT_VIEWS: readonly OutputView[] = [
  {
    id: 'units',
    label: 'Units',
    usesGroup: true,
    available: ({ comparing }) => !comparing,
    count: (_analysis, group) => (group ? { text: String(group.tasks.length), words: plural(group.tasks.length, 'unit file') } : null),
    Body: UnitsView,
  },
  {
    id: 'boot',
    label: 'Boot order',
    usesGroup: true,
    available: ({ comparing }) => !comparing,
    Body: ({ analysis, group }) => (group ? <BootOrderLazy analysis={analysis} group={group} /> : NO_HOOKS),
  },
  {
    id: 'compare',
    label: 'Comparison',
    usesGroup: false,
    available: ({ comparing }) => comparing,
    Body: CompareLazy,
  },
  {
    id: 'problems',
    label: 'Problems',
    usesGroup: false,
    count: (analysis) => {
      const n = { error: 0, warning: 0, info: 0 };
      for (const d of analysis.diagnostics) n[d.severity]++;
      const total = n.error + n.warning + n.info;
      return {
        text: String(total),
        words: `${plural(n.error, 'error')}, ${plural(n.warning, 'warning')}, ${plural(n.info, 'note')}`,
        tone: n.error > 0 ? 'error' : n.warning > 0 ? 'warning' : undefined,
      };
    },
    Body: ({ analysis }) => <ProblemsLazy analysis={analysis} />,
  },
];

/** The views offered in a context, and the one to show (the chosen one if offered, else the first). */
export function availableViews({ state, comparing }: ViewContext): { views: OutputView[]; current: OutputView } {
  const views = OUTPUT_VIEWS.filter((v) => !v.available || v.available({ state, comparing }));
  return { views, current: views.find((v) => v.id === state.outputView) ?? views[0] ?? OUTPUT_VIEWS[0]! };
}
