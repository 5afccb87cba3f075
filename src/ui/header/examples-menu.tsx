import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { EXAMPLES } from '../examples/catalog.ts';
import { placePopover } from '../layout/popover-panel.tsx';
import { openExample } from './open-example.ts';

/** Moves focus among the menu's items: arrows step (wrapping), Home and End jump. Nothing is opened. */
function moveFocus(e: KeyboardEvent<HTMLElement>): void {
  const items = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')];
  const at = items.indexOf(document.activeElement as HTMLButtonElement);
  const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[e.key];
  if (to === undefined) return;
  e.preventDefault();
  items[(to + items.length) % items.length]?.focus();
}

/**
 * "Examples": a menu button. The menu opens on click, Enter or Space (and ArrowDown, as a menu
 * button does), arrows move between examples without opening any, and only a click or Enter on
 * one opens it (open-example.ts: the text on screen goes to Recent drafts, with Undo). A native
 * select would replace the spec as soon as an arrow key moved its value.
 */
export function ExamplesMenu() {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const el = menu.current;
    if (!el) return;
    const onToggle = (e: Event): void => {
      const opened = (e as ToggleEvent).newState === 'open';
      setOpen(opened);
      if (!opened) return;
      placePopover(el, button.current, 'start');
      el.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
    };
    el.addEventListener('toggle', onToggle);
    return () => el.removeEventListener('toggle', onToggle);
  }, []);
  const choose = (exampleId: string): void => {
    menu.current?.hidePopover();
    button.current?.focus();
    openExample(exampleId);
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="chevron examples-button"
        popoverTarget={id}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        onKeyDown={(e) => {
          if (e.key !== 'ArrowDown' || open) return;
          e.preventDefault();
          menu.current?.showPopover();
        }}
      >
        Examples
      </button>
      <div ref={menu} id={id} popover="auto" className="popover examples-menu" role="menu" aria-label="Examples" onKeyDown={moveFocus}>
        {EXAMPLES.map((ex) => (
          <button key={ex.id} type="button" role="menuitem" tabIndex={-1} title={ex.description} onClick={() => choose(ex.id)}>
            {ex.title}
          </button>
        ))}
      </div>
    </>
  );
}
