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
  /**
   * Folds into a menu already at this viewport width and below (every group folds on narrow
   * screens). Chosen so that the row of groups never wraps: see TOOLBAR_FOLDS in breakpoints.ts.
   */
  foldWidth?: number;
  items: ReactNode;
}

/**
 * The page's one toolbar: the name, then each group of controls, left to right in the order of
 * work (the spec, how kops renders it, sharing the result). Where a row cannot hold them all,
 * groups fold into menus (first sharing, then the spec's, then, on narrow screens, every group), so the toolbar
 * stays one row at every width.
 */
export function Toolbar({ groups }: { groups: readonly ToolbarGroup[] }) {
  return (
    <header className="toolbar">
      <h1 className="brand" title="kops hook playground">
        <Logo />
        <span className="brand-name">kops hook playground</span>
      </h1>
      <div className="toolbar-groups">
        {groups.map((g) => <Group key={g.id} group={g} />)}
      </div>
    </header>
  );
}

/** One group: its controls in a row, or a menu holding them where the row would not fit. */
function Group({ group: g }: { group: ToolbarGroup }) {
  const narrow = useMediaQuery(NARROW_QUERY);
  const folded = useMediaQuery(g.foldWidth === undefined ? 'not all' : `(max-width: ${g.foldWidth}px)`);
  return narrow || folded ? (
    <PopoverPanel label={g.menuLabel ?? g.label} panelName={g.label} align={g.align}>
      <div className="menu-stack">{g.items}</div>
    </PopoverPanel>
  ) : (
    <div role="group" aria-label={g.label} className={`toolbar-group group-${g.id}`}>
      {g.items}
    </div>
  );
}
