import type { CompareSide } from '../compare/compare-store.ts';

/** A side as the toolbar names it: its version, and its runtime when one is chosen (not Automatic). */
const sideName = (s: CompareSide): string => `${s.kopsVersion}${s.runtime === 'auto' ? '' : ` ${s.runtime}`}`;

/**
 * Stands in the toolbar for the version and runtime pickers while compare mode is on: they are not
 * in use then (the Comparison's From and To pickers choose the versions, and the page's problems
 * follow the To side), so the toolbar says what is compared instead of showing stale choices.
 */
export function ComparingNote({ from, to }: { from: CompareSide; to: CompareSide }) {
  return (
    <span
      className="comparing-note"
      title="Compare mode: the From and To pickers in the Comparison choose the versions; Problems and the editor's marks follow the To side"
    >
      <span className="visually-hidden">Comparing </span>kops {sideName(from)} → {sideName(to)}
    </span>
  );
}
