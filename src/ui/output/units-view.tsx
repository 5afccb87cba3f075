import { lazy, Suspense, useId } from 'react';
import type { Task } from '../../core/index.ts';
import { BASTION_NO_NODEUP, NODEUP_ABORT_EFFECT } from '../../core/kops/nodeup-messages.ts';
import { hookKey } from '../store/hook-key.ts';
import { useStore } from '../store/store.ts';
import { HookToggles } from '../toggles/hook-toggles.tsx';
import { NO_HOOKS } from './no-hooks.tsx';
import type { OutputViewProps } from './output-views.tsx';
import { SkippedHooks } from './skipped-hooks.tsx';
import { UNIT_WINDOW_MIN, UnitTabs } from './unit-tabs.tsx';
import { UnitView } from './unit-view.tsx';

// The fileAssets list loads with its own chunk, and only for a group that has files: most specs have none.
const FileAssetsList = lazy(() => import('./file-assets-list.tsx').then((m) => ({ default: m.FileAssetsList })));
/**
 * The windowed tablist's chunk, for a group of UNIT_WINDOW_MIN units or more (issue 47); a large
 * text being opened loads it early (load-text.ts).
 */
export const loadUnitWindow = () => import('./unit-window.tsx');
const UnitWindow = lazy(() => loadUnitWindow().then((m) => ({ default: m.UnitWindow })));

/**
 * The "Units" view: kops's refusal of the whole spec or nodeup's abort on this group, if any; the
 * group's unit files as tabs (a bastion, which runs no nodeup, says so instead), the selected
 * one's text, what nodeup does with it, the files it writes from fileAssets, the hooks skipped on
 * this group, and the toggles for the selected unit's hook (folded in an embed).
 */
export function UnitsView({ analysis, group, task, readonly, embed = false }: OutputViewProps) {
  const panelId = useId();
  const selectUnit = useStore((s) => s.selectUnit);
  const onSelect = (t: Task): void => selectUnit(t.unit, hookKey(t.hook));
  const refusal = analysis.refusal !== null && (
    <div className="callout error" role="alert">
      <strong>kops refuses this spec:</strong> {analysis.refusal}
    </div>
  );
  if (!group) return <div className="units-view">{refusal}{NO_HOOKS}</div>;
  return (
    <div className="units-view">
      {refusal}
      {group.fatal !== null && (
        <div className="callout error" role="alert">
          <strong>nodeup aborts on this group:</strong> {group.fatal}. {NODEUP_ABORT_EFFECT} The units below are what it would have written.
        </div>
      )}
      {!group.runsNodeup ? (
        <p className="empty">{BASTION_NO_NODEUP}</p>
      ) : task ? (
        <>
          {group.tasks.length >= UNIT_WINDOW_MIN ? (
            <Suspense fallback={null}>
              <UnitWindow tasks={group.tasks} selected={task} panelId={panelId} onSelect={onSelect} />
            </Suspense>
          ) : <UnitTabs tasks={group.tasks} selected={task} panelId={panelId} onSelect={onSelect} />}
          <UnitView analysis={analysis} task={task} panelId={panelId} tabId={`${panelId}-tab-${group.tasks.indexOf(task)}`} />
        </>
      ) : (
        <p className="empty">nodeup writes no unit files on this group.</p>
      )}
      {group.files.length > 0 && (
        <Suspense fallback={null}>
          <FileAssetsList analysis={analysis} group={group} />
        </Suspense>
      )}
      <SkippedHooks skipped={group.skipped} />
      {!readonly && (embed ? (
        // Folded in an embed: open, the panel is taller than the unit (issue 49), and a docs page is read before it is played with.
        <details className="embed-toggles">
          <summary>Toggles</summary>
          <HookToggles analysis={analysis} group={group} task={task} />
        </details>
      ) : <HookToggles analysis={analysis} group={group} task={task} />)}
    </div>
  );
}
