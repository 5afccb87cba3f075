import { useRef, type KeyboardEvent } from 'react';
import type { Task } from '../../core/index.ts';

/**
 * The "Unit files" tablist: one tab per task, named exactly by its file name. Arrow keys, Home
 * and End move between tabs (roving tabindex, as the ARIA tabs pattern asks).
 */
export function UnitTabs({ tasks, selected, panelId, onSelect }: {
  tasks: readonly Task[];
  selected: Task;
  panelId: string;
  onSelect: (task: Task) => void;
}) {
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
}
