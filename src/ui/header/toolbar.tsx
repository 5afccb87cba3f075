import type { ReactNode } from 'react';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import { NARROW_QUERY } from '../layout/breakpoints.ts';
import { PopoverPanel } from '../layout/popover-panel.tsx';
import { Logo } from './logo.tsx';

/** A toolbar group: the controls that act on one thing (the spec, kops, sharing). */
export interface ToolbarGroup {
  id: string;
  /** Names the group (and, on narrow screens, its menu). */
  label: string;
  /** The menu button's text on narrow screens when it should say more than the label (the kops version). */
  menuLabel?: string;
  /** Which side of the button its menu opens towards. */
  align?: 'start' | 'end';
  /** Folds into a menu already at medium widths (where the whole toolbar would not fit one row). */
  foldEarly?: boolean;
  items: ReactNode;
}

/** Below this width the groups marked `foldEarly` fold into menus (kept in step with layout.css). */
export const MEDIUM_QUERY = '(max-width: 1180px)';

/**
 * The page's one toolbar: the name, then each group of controls, left to right in the order of
 * work (the spec, how kops renders it, sharing the result). Where a row cannot hold them all,
 * groups fold into menus (first sharing, then, on narrow screens, every group), so the toolbar
 * stays one row at every width.
 */
export function Toolbar({ groups }: { groups: readonly ToolbarGroup[] }) {
  const narrow = useMediaQuery(NARROW_QUERY);
  const medium = useMediaQuery(MEDIUM_QUERY);
  return (
    <header className="toolbar">
      <h1 className="brand" title="kops hook playground">
        <Logo />
        <span className="brand-name">kops hook playground</span>
      </h1>
      <div className="toolbar-groups">
        {groups.map((g) => narrow || (medium && g.foldEarly) ? (
          <PopoverPanel key={g.id} label={g.menuLabel ?? g.label} panelName={g.label} align={g.align}>
            <div className="menu-stack">{g.items}</div>
          </PopoverPanel>
        ) : (
          <div key={g.id} role="group" aria-label={g.label} className={`toolbar-group group-${g.id}`}>
            {g.items}
          </div>
        ))}
      </div>
    </header>
  );
}
