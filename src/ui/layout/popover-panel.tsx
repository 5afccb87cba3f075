import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

interface PopoverPanelProps {
  /** The button's content (visible text, plus a chevron). */
  label: ReactNode;
  /** The button's accessible name when its text alone would not say enough; must contain the visible text. */
  name?: string;
  /** The panel's accessible name. */
  panelName: string;
  /** Which edge of the button the panel lines up with. */
  align?: 'start' | 'end';
  className?: string;
  children: ReactNode;
}

const GAP = 4;
const EDGE = 8;

/**
 * A button that opens a panel: a native popover (Esc and a click outside close it, it sits above
 * everything, and Tab moves from the button into it), placed under the button. It closes after an
 * action inside it. Its content stays mounted when closed, so controls keep their state and labels.
 */
export function PopoverPanel({ label, name, panelName, align = 'start', className, children }: PopoverPanelProps) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const el = panel.current;
    if (!el) return;
    const onToggle = (e: Event): void => {
      const opened = (e as ToggleEvent).newState === 'open';
      setOpen(opened);
      if (opened) place(el, button.current, align);
    };
    // A menu closes once it has done something, as menus do: a button pressed, a choice made,
    // a file picked. Buttons that open a nested panel, or that say so (data-keeps-menu), leave it open.
    const onDone = (e: Event): void => {
      const target = e.target as HTMLElement;
      if (e.type === 'click' && (!target.closest('button') || target.closest('[popovertarget], [data-keeps-menu]'))) return;
      if (el.matches(':popover-open')) el.hidePopover();
    };
    el.addEventListener('toggle', onToggle);
    el.addEventListener('click', onDone);
    el.addEventListener('change', onDone);
    return () => {
      el.removeEventListener('toggle', onToggle);
      el.removeEventListener('click', onDone);
      el.removeEventListener('change', onDone);
    };
  }, [align]);
  return (
    <>
      <button ref={button} type="button" className={`chevron ${className ?? ''}`} popoverTarget={id} aria-expanded={open} aria-controls={id} aria-label={name}>
        {label}
      </button>
      <div ref={panel} id={id} popover="auto" className="popover popover-panel" role="group" aria-label={panelName}>
        {children}
      </div>
    </>
  );
}

/** Under the button, kept inside the window. */
function place(el: HTMLElement, anchor: HTMLElement | null, align: 'start' | 'end'): void {
  if (!anchor) return;
  const box = anchor.getBoundingClientRect();
  const width = el.offsetWidth;
  const left = align === 'end' ? box.right - width : box.left;
  el.style.top = `${Math.round(box.bottom + GAP)}px`;
  el.style.left = `${Math.round(Math.max(EDGE, Math.min(left, window.innerWidth - width - EDGE)))}px`;
}
