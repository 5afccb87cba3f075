import { useRef, type KeyboardEvent, type ReactNode } from 'react';

/** One tab: its id (also its panel's, with a prefix), its name, and an optional badge. */
export interface TabItem {
  id: string;
  label: string;
  /** Shown after the label; mark it aria-hidden so the name stays the label (`description` says it in words). */
  badge?: ReactNode;
  description?: string;
  /** The id of the element the tab shows, when it is not `${prefix}-panel-${id}`. */
  controls?: string;
}

interface TabListProps {
  label: string;
  items: readonly TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  /** Prefix of the tabs' and panels' element ids (`${prefix}-tab-${id}`, `${prefix}-panel-${id}`). */
  idPrefix: string;
  className?: string;
}

/** The element id of a tab, for its panel's aria-labelledby. */
export const tabId = (prefix: string, id: string): string => `${prefix}-tab-${id}`;
/** The element id of a tab's panel. */
export const panelId = (prefix: string, id: string): string => `${prefix}-panel-${id}`;

/**
 * A tablist as the ARIA tabs pattern asks: one tab in the Tab order, arrow keys, Home and End
 * move and select (automatic activation: the panels are cheap to show).
 */
export function TabList({ label, items, selected, onSelect, idPrefix, className }: TabListProps) {
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    const at = items.findIndex((t) => t.id === selected);
    const next = e.key === 'ArrowRight' ? at + 1 : e.key === 'ArrowLeft' ? at - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? items.length - 1 : null;
    if (next === null) return;
    e.preventDefault();
    const item = items[(next + items.length) % items.length];
    if (!item) return;
    onSelect(item.id);
    refs.current.get(item.id)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={`tab-list ${className ?? ''}`} onKeyDown={onKeyDown}>
      {items.map((t) => (
        <button
          key={t.id}
          ref={(el) => { if (el) refs.current.set(t.id, el); else refs.current.delete(t.id); }}
          type="button"
          role="tab"
          id={tabId(idPrefix, t.id)}
          aria-selected={t.id === selected}
          aria-controls={t.controls ?? panelId(idPrefix, t.id)}
          aria-description={t.description}
          tabIndex={t.id === selected ? 0 : -1}
          onClick={() => onSelect(t.id)}
        >
          {t.label}
          {t.badge}
        </button>
      ))}
    </div>
  );
}
