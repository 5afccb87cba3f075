import { memo, useRef, type KeyboardEvent } from 'react';
import type { Task } from '../../core/index.ts';
import { sameHook } from '../../core/kops/same-hook.ts';

/** Props of the unit tablist, whole (UnitTabs) or windowed (UnitWindow). */
export interface UnitTabsProps {
  tasks: readonly Task[];
  selected: Task;
  panelId: string;
  /** Called with a task of the last rendered `tasks`: same unit and hook as the current one. */
  onSelect: (task: Task) => void;
}

/**
 * From this many units on, the tablist holds a window of them (unit-window.tsx, its own chunk):
 * laying out 4,289 tabs of a 5,000-hook spec was the page's longest task (issue 47).
 */
export const UNIT_WINDOW_MIN = 200;

/**
 * Whether two renders show the same tabs. Typing inside a manifest changes every Task object
 * but no tab: with 1,000 units, re-rendering the tablist would cost each keystroke a long task.
 */
export function sameTabs(a: UnitTabsProps, b: UnitTabsProps): boolean {
  if (a.panelId !== b.panelId || a.tasks.length !== b.tasks.length) return false;
  if (a.tasks.indexOf(a.selected) !== b.tasks.indexOf(b.selected)) return false;
  if (a.tasks === b.tasks) return true;
  // A loop over fields, not hookKey strings: this runs on every keystroke, over every unit.
  for (let i = 0; i < a.tasks.length; i++) {
    const t = a.tasks[i]!;
    const u = b.tasks[i]!;
    if (t === u) continue;
    if (t.unit !== u.unit || (t.definition === null) !== (u.definition === null)) return false;
    if (!sameHook(t.hook, u.hook)) return false;
  }
  return true;
}

/**
 * The "Unit files" tablist: one tab per task, named exactly by its file name. Arrow keys, Home
 * and End move between tabs (roving tabindex, as the ARIA tabs pattern asks).
 */
export const UnitTabs = memo(function UnitTabs({ tasks, selected, panelId, onSelect }: UnitTabsProps) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    const at = tasks.indexOf(selected);
    const next = e.key === 'ArrowRight' ? at + 1 : e.key === 'ArrowLeft' ? at - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? tasks.length - 1 : null;
    if (next === null) return;
    e.preventDefault();
    const i = (next + tasks.length) % tasks.length;
    const task = tasks[i];
    if (!task) return;
    onSelect(task);
    refs.current[i]?.focus();
  };
  return (
    <div role="tablist" aria-label="Unit files" className="unit-tabs" onKeyDown={onKeyDown}>
      {tasks.map((t, i) => (
        <button
          key={`${t.unit}:${i}`}
          ref={(el) => { refs.current[i] = el; }}
          type="button"
          role="tab"
          id={`${panelId}-tab-${i}`}
          aria-selected={t === selected}
          aria-controls={panelId}
          tabIndex={t === selected ? 0 : -1}
          className={t.definition === null ? 'tab disabled-unit' : 'tab'}
          onClick={() => onSelect(t)}
        >
          {t.unit}
        </button>
      ))}
    </div>
  );
}, sameTabs);
