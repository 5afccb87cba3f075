import { memo, useId, useState } from 'react';
import type { Analysis, Task } from '../../core/index.ts';
import { BASTION_NO_NODEUP, NODEUP_ABORT_EFFECT } from '../../core/kops/nodeup-messages.ts';
import { BootOrderLazy } from '../boot/boot-order-lazy.tsx';
import { useStore } from '../store/store.ts';
import { hookKey } from '../store/hook-key.ts';
import { HookToggles } from '../toggles/hook-toggles.tsx';
import { EraNote } from './era-note.tsx';
import { GroupSelect } from './group-select.tsx';
import { selectGroup, selectTask } from './select-group.ts';
import { SkippedHooks } from './skipped-hooks.tsx';
import { UnitTabs } from './unit-tabs.tsx';
import { UnitView } from './unit-view.tsx';

/**
 * The output pane: what each instance group's nodes get. Renders from the Analysis alone.
 * `readonly` (a read-only embed) leaves out the toggles, which edit the spec.
 */
export const OutputPane = memo(function OutputPane({ analysis, readonly = false }: { analysis: Analysis; readonly?: boolean }) {
  const panelId = useId();
  const groupName = useStore((s) => s.group);
  const unitName = useStore((s) => s.unit);
  const setUnit = useStore((s) => s.setUnit);
  const selectHook = useStore((s) => s.selectHook);
  const group = selectGroup(analysis, groupName);
  const task = selectTask(group, unitName);
  // Until the output pane gets its tabs (issue 15), the Boot order view is one toggle away.
  const [bootOrder, setBootOrder] = useState(false);
  const onSelect = (t: Task): void => {
    setUnit(t.unit);
    selectHook(hookKey(t.hook));
  };

  return (
    <section className="output-pane" aria-label="Output">
      <EraNote behaviour={analysis.behaviour} />
      {analysis.refusal !== null && (
        <div className="fatal" role="alert">
          <strong>kops refuses this spec:</strong> {analysis.refusal}
        </div>
      )}
      {!group ? (
        <p className="empty">No hooks found yet. Write a <code>hooks:</code> list, or open an example.</p>
      ) : (
        <>
          <div className="output-views">
            <GroupSelect groups={analysis.groups} selected={group} />
            <button type="button" aria-pressed={bootOrder} onClick={() => setBootOrder(!bootOrder)}>Boot order</button>
          </div>
          {bootOrder ? <BootOrderLazy analysis={analysis} group={group} /> : <>
          {group.fatal !== null && (
            <div className="fatal" role="alert">
              <strong>nodeup aborts on this group:</strong> {group.fatal}. {NODEUP_ABORT_EFFECT} The units below are what it would have written.
            </div>
          )}
          {!group.runsNodeup ? (
            <p className="empty">{BASTION_NO_NODEUP}</p>
          ) : task ? (
            <>
              <UnitTabs tasks={group.tasks} selected={task} panelId={panelId} onSelect={onSelect} />
              <UnitView analysis={analysis} task={task} panelId={panelId} tabId={`${panelId}-tab-${group.tasks.indexOf(task)}`} />
            </>
          ) : (
            <p className="empty">nodeup writes no unit files on this group.</p>
          )}
          <SkippedHooks skipped={group.skipped} />
          </>}
        </>
      )}
      {!readonly && <HookToggles analysis={analysis} group={group} />}
    </section>
  );
});
