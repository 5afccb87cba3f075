/**
 * Below this width the page is one column: the toolbar's groups fold into menus (one row) and the
 * panes become tabs (Spec, then the output's views). Kept in step with the CSS of layout.css.
 */
export const NARROW_QUERY = '(max-width: 800px)';

/**
 * Viewport widths (px) at and below which the toolbar changes so that it stays one row, measured
 * with the widest of the usual UI fonts (DejaVu Sans: the spec group 403 px, kops with the node's
 * OS and "Compare versions" 644, share 293, the name 207 and the mark alone 24, the Spec menu 71
 * and the Share menu 77; 12 px gaps and padding) plus a margin of about 40 px for other fonts and
 * a longer "Recent drafts (12)". Kept in step with layout.css. Measured again when the OS picker
 * joined the kops group (issue 49).
 * - `brandName`: the name gives way to the mark (the full row needs 1,607 px);
 * - `compact`: controls get 8 px side padding instead of 12, groups tighter gaps, and the
 *   runtime's "runtime" and the OS's "OS" labels are left to screen readers (the runtime select
 *   reads "containerd (auto)"): the row needs 1,240 px instead of 1,424, so a 1,280 px laptop
 *   keeps Share in the row;
 * - `share`: Copy link, Markdown and Download fold into a "Share" menu (then 1,056 px);
 * - `spec`: Examples, Open, New and Recent drafts fold into a "Spec" menu; then the row needs
 *   772 px, under the narrow layout's 801.
 */
export const TOOLBAR_FOLDS = { brandName: 1660, compact: 1470, share: 1260, spec: 1100 } as const;
