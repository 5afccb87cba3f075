import { memo, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { sameTabs, type UnitTabsProps } from './unit-tabs.tsx';
import { keyTarget, nextUnit, pageStart, UNIT_PAGE } from './unit-window-keys.ts';

/** How long a pause ends a typeahead word, ms (as listboxes commonly do). */
const TYPEAHEAD_MS = 700;
const count = (n: number): string => n.toLocaleString('en-US');

/**
 * The "Unit files" tablist of a spec with many units (issue 47): only the page of UNIT_PAGE tabs
 * that holds the selected unit is in the page, each telling its place in the whole list
 * (`aria-posinset` of `aria-setsize`), so a screen reader says "tab 1,234 of 4,289". The keyboard
 * still reaches every unit: arrows, Home and End as in the ARIA tabs pattern, Page Up and Page
 * Down a page at a time, and typing a unit's first letters. Buttons move a page, and a search
 * field finds a unit by any part of its name.
 */
export const UnitWindow = memo(function UnitWindow({ tasks, selected, panelId, onSelect }: UnitTabsProps) {
  const at = Math.max(0, tasks.indexOf(selected));
  const start = pageStart(at);
  const end = Math.min(tasks.length, start + UNIT_PAGE);
  const list = useRef<HTMLDivElement>(null);
  /** Set by a key in the tablist: focus follows the selection once its tab is rendered. */
  const refocus = useRef(false);
  const typed = useRef({ word: '', at: -Infinity });
  const [query, setQuery] = useState('');
  const [found, setFound] = useState('');
  useLayoutEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    list.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.focus();
  });
  const go = (i: number, focus: boolean): void => {
    const task = tasks[i];
    if (!task) return;
    refocus.current = focus;
    onSelect(task);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    const target = keyTarget(e.key, at, tasks.length);
    if (target !== null) {
      e.preventDefault();
      go(target, true);
      return;
    }
    if (e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey || e.key === ' ') return;
    const now = performance.now();
    const word = (now - typed.current.at < TYPEAHEAD_MS ? typed.current.word : '') + e.key.toLowerCase();
    typed.current = { word, at: now };
    const i = nextUnit(tasks, at, (unit) => unit.toLowerCase().startsWith(word), word.length > 1 ? 0 : 1);
    if (i < 0) return;
    e.preventDefault();
    go(i, true);
  };
  const onFind = (e: FormEvent<HTMLFormElement>): void => {
    e.preventDefault();
    const q = query.trim().toLowerCase();
    if (q === '') return;
    const i = nextUnit(tasks, at, (unit) => unit.toLowerCase().includes(q));
    setFound(i < 0 ? `No unit's name contains "${query.trim()}".` : `${tasks[i]!.unit}: unit ${count(i + 1)} of ${count(tasks.length)}.`);
    go(i, false);
  };
  return (
    <div className="unit-window">
      <div className="unit-window-bar">
        <span>Units {count(start + 1)}–{count(end)} of {count(tasks.length)}</span>
        <button type="button" disabled={start === 0} onClick={() => go(start - UNIT_PAGE, false)}>Previous {UNIT_PAGE} units</button>
        <button type="button" disabled={end === tasks.length} onClick={() => go(end, false)}>Next {UNIT_PAGE} units</button>
        <form role="search" aria-label="Find a unit" onSubmit={onFind}>
          <input type="search" aria-label="Unit name contains" placeholder="Find a unit" value={query} onChange={(e) => setQuery(e.target.value)} />
          <button type="submit">Find</button>
        </form>
        <span role="status" className="unit-window-found">{found}</span>
      </div>
      <div ref={list} role="tablist" aria-label="Unit files" className="unit-tabs" onKeyDown={onKeyDown}>
        {tasks.slice(start, end).map((t, k) => (
          <button
            key={`${t.unit}:${start + k}`}
            type="button"
            role="tab"
            id={`${panelId}-tab-${start + k}`}
            aria-selected={t === selected}
            aria-controls={panelId}
            aria-posinset={start + k + 1}
            aria-setsize={tasks.length}
            tabIndex={t === selected ? 0 : -1}
            className={t.definition === null ? 'tab disabled-unit' : 'tab'}
            onClick={() => go(start + k, false)}
          >
            {t.unit}
          </button>
        ))}
      </div>
    </div>
  );
}, sameTabs);
