/**
 * Below this width the page is one column: the toolbar's groups fold into menus (one row) and the
 * panes become tabs (Spec, then the output's views). Kept in step with the CSS of layout.css.
 */
export const NARROW_QUERY = '(max-width: 800px)';
