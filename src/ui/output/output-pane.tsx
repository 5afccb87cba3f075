import { memo, useEffect, useId } from 'react';
import type { Analysis, Task } from '../../core/index.ts';
import { useStore } from '../store/store.ts';
import { hookKey } from '../store/hook-key.ts';
import { HookToggles } from '../toggles/hook-toggles.tsx';
import { EraNote } from './era-note.tsx';
import { GroupSelect } from './group-select.tsx';
import { selectGroup, selectTask } from './select-group.ts';
import { SkippedHooks } from './skipped-hooks.tsx';
import { UnitTabs } from './unit-tabs.tsx';
import { UnitView } from './unit-view.tsx';
import { useCaretSelectsUnit } from './use-caret-selects-unit.ts';

/**
 * The output pane: what each instance group's nodes get. Renders from the Analysis alone.
 * `readonly` (a read-only embed) leaves out the toggles, which edit the spec.
 */
export const OutputPane = memo(function OutputPane({ analysis, readonly = false }: { analysis: Analysis; readonly?: boolean }) {
  const panelId = useId();
  const groupName = useStore((s) => s.group);
  const unitName = useStore((s) => s.unit);
  const chosenHook = useStore((s) => s.selectedHook);
  const selectUnit = useStore((s) => s.selectUnit);
  const group = selectGroup(analysis, groupName);
  const task = selectTask(group, unitName, chosenHook);
  const onSelect = (t: Task): void => selectUnit(t.unit, hookKey(t.hook));
  useCaretSelectsUnit(analysis, group);
  // The chosen unit was renamed (its hook's name was edited): follow it under its new name, so
  // that the link names the unit on screen.
  const renamed = unitName !== null && task && task.unit !== unitName && hookKey(task.hook) === chosenHook ? task.unit : null;
  useEffect(() => {
    if (renamed !== null) useStore.getState().setUnit(renamed);
  }, [renamed]);

  return (
    <section className="output-pane" aria-label="Output">
      <EraNote behaviour={analysis.behaviour} />
      {!group ? (
        <p className="empty">No hooks found yet. Write a <code>hooks:</code> list, or open an example.</p>
      ) : (
        <>
          <GroupSelect groups={analysis.groups} selected={group} />
          {group.fatal !== null && (
            <div className="fatal" role="alert">
              <strong>nodeup aborts on this group:</strong> {group.fatal}. Units listed after the failing one are never written.
            </div>
          )}
          {task ? (
            <>
              <UnitTabs tasks={group.tasks} selected={task} panelId={panelId} onSelect={onSelect} />
              <UnitView analysis={analysis} task={task} panelId={panelId} tabId={`${panelId}-tab-${group.tasks.indexOf(task)}`} />
            </>
          ) : (
            <p className="empty">nodeup writes no unit files on this group.</p>
          )}
          <SkippedHooks skipped={group.skipped} />
        </>
      )}
      {!readonly && <HookToggles analysis={analysis} group={group} task={task} />}
    </section>
  );
});
