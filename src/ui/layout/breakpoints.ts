/**
 * Below this width the page is one column: the toolbar's groups fold into menus (one row) and the
 * panes become tabs (Spec, then the output's views). Kept in step with the CSS of layout.css.
 */
export const NARROW_QUERY = '(max-width: 800px)';

/**
 * Viewport widths (px) at and below which the toolbar changes so that it stays one row, measured
 * with the widest of the usual UI fonts (DejaVu Sans: the spec group 421 px, kops with "Compare
 * versions" 527, share 293, the name 207 and the mark alone 24, the Spec menu 71 and the Share
 * menu 77; 12 px gaps and padding) plus a margin of about 50 px for other fonts. Kept in step with
 * layout.css.
 * - `brandName`: the name gives way to the mark (the full row needs 1,508 px);
 * - `compact`: controls get 8 px side padding instead of 12, groups tighter gaps, and the
 *   runtime's "runtime" label is left to screen readers (its select reads "containerd (auto)"):
 *   the row needs 1,174 px instead of 1,325, so a 1,280 px laptop keeps Share in the row;
 * - `share`: Copy link, Markdown and Download fold into a "Share" menu (then 989 px);
 * - `spec`: Examples, Open, New and Recent drafts fold into a "Spec" menu; then the row needs
 *   679 px, under the narrow layout's 801.
 */
export const TOOLBAR_FOLDS = { brandName: 1560, compact: 1380, share: 1240, spec: 1060 } as const;
