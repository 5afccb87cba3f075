import { useId } from 'react';
import type { Task } from '../../core/index.ts';
import { hookKey } from '../store/hook-key.ts';
import { useStore } from '../store/store.ts';
import { HookToggles } from '../toggles/hook-toggles.tsx';
import type { OutputViewProps } from './output-views.tsx';
import { SkippedHooks } from './skipped-hooks.tsx';
import { UnitTabs } from './unit-tabs.tsx';
import { UnitView } from './unit-view.tsx';

/**
 * The "Units" view: the group's unit files as tabs, the selected one's text, what nodeup does
 * with it, the hooks skipped on this group, and the toggles for the selected unit's hook.
 */
export function UnitsView({ analysis, group, task, readonly }: OutputViewProps) {
  const panelId = useId();
  const selectUnit = useStore((s) => s.selectUnit);
  const onSelect = (t: Task): void => selectUnit(t.unit, hookKey(t.hook));
  if (!group) return <p className="empty">No hooks found yet. Write a <code>hooks:</code> list, or open an example.</p>;
  return (
    <div className="units-view">
      {group.fatal !== null && (
        <div className="callout error" role="alert">
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
      {!readonly && <HookToggles analysis={analysis} group={group} task={task} />}
    </div>
  );
}
