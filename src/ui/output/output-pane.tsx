import { memo, useEffect, useId } from 'react';
import type { Analysis } from '../../core/index.ts';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import { NARROW_QUERY } from '../layout/breakpoints.ts';
import { panelId, TabList, tabId } from '../layout/tab-list.tsx';
import { hookKey } from '../store/hook-key.ts';
import { useStore } from '../store/store.ts';
import { GroupSelect } from './group-select.tsx';
import { selectGroup, selectTask } from './select-group.ts';
import { useCaretSelectsUnit } from './use-caret-selects-unit.ts';
import { useOutputTabs } from './use-output-tabs.tsx';

/**
 * The output pane: a header carrying the pane's own controls (its views as tabs, the instance
 * group), then the view on screen. Renders from the Analysis alone. On narrow screens the page's
 * pane tabs list the views instead (see SplitView); an embed keeps its own tabs at any width.
 * `readonly` (a read-only embed) leaves out the toggles, which edit the spec.
 */
export const OutputPane = memo(function OutputPane({ analysis, readonly = false, embed = false }: { analysis: Analysis; readonly?: boolean; embed?: boolean }) {
  const prefix = useId();
  const narrow = useMediaQuery(NARROW_QUERY) && !embed;
  const showView = useStore((s) => s.showOutputView);
  const groupName = useStore((s) => s.group);
  const unitName = useStore((s) => s.unit);
  const chosenHook = useStore((s) => s.selectedHook);
  const group = selectGroup(analysis, groupName, unitName);
  const task = selectTask(group, unitName, chosenHook);
  useCaretSelectsUnit(analysis, group);
  // The chosen unit was renamed (its hook's name was edited): follow it under its new name, so
  // that the link names the unit on screen.
  const renamed = unitName !== null && task && task.unit !== unitName && hookKey(task.hook) === chosenHook ? task.unit : null;
  useEffect(() => {
    if (renamed !== null) useStore.getState().setUnit(renamed);
  }, [renamed]);

  const { current, items } = useOutputTabs(analysis, group);
  const Body = current.Body;
  return (
    <section className="pane-body output-pane" aria-label="Output">
      {(!narrow || (current.usesGroup && group)) && (
        <div className="pane-header">
          {!narrow && <TabList label="Output" items={items} selected={current.id} onSelect={showView} idPrefix={prefix} className="view-tabs" />}
          {current.usesGroup && group && <GroupSelect groups={analysis.groups} selected={group} />}
        </div>
      )}
      <div
        className="pane-scroll"
        role={narrow ? undefined : 'tabpanel'}
        id={panelId(prefix, current.id)}
        aria-labelledby={narrow ? undefined : tabId(prefix, current.id)}
      >
        <Body analysis={analysis} group={group} task={task} readonly={readonly} embed={embed} />
      </div>
    </section>
  );
});
