/** What the views of one group show while the spec has no hooks. */
export const NO_HOOKS = <p className="empty">No hooks found yet. Write a <code>hooks:</code> list, or open an example.</p>;
