/**
 * Below this width the page is one column: the toolbar's groups fold into menus (one row) and the
 * panes become tabs (Spec, then the output's views). Kept in step with the CSS of layout.css.
 */
export const NARROW_QUERY = '(max-width: 800px)';

/**
 * Viewport widths (px) at and below which the toolbar changes so that it stays one row, measured
 * with the widest of the usual UI fonts (DejaVu Sans: the spec group 421 px, kops with "Compare
 * versions" 527, share 293, the name 207 and the mark alone 24, the Spec menu 71 and the Share
 * menu 77; 12 px gaps and padding) plus a margin for others. Kept in step with layout.css.
 * - `brandName`: the name gives way to the mark (the full row needs 1,508 px);
 * - `share`: Copy link, Markdown and Download fold into a "Share" menu (1,325 px without the name);
 * - `spec`: Examples, Open, New and Recent drafts fold into a "Spec" menu (1,108 px with "Share");
 *   then the row needs 758 px, under the narrow layout's 801.
 */
export const TOOLBAR_FOLDS = { brandName: 1560, share: 1380, spec: 1160 } as const;
