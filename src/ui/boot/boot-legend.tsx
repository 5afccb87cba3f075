/** A short sample of one kind of arrow, drawn with the drawing's own classes. */
function Arrow({ kind }: { kind: 'order' | 'requirement' | 'unbound' }) {
  return (
    <svg className="boot-svg legend-swatch" width="34" height="10" viewBox="0 0 34 10" aria-hidden="true">
      <path className={`edge edge-${kind}`} d="M1,5 L27,5" />
      <path className={`legend-head legend-head-${kind}`} d="M26,1 L33,5 L26,9 z" />
    </svg>
  );
}

/**
 * What the drawing's arrows and boxes mean. The two kinds of arrow point different ways on
 * purpose, and say so: a solid arrow runs in boot order (A starts first), a dashed one from a
 * unit to what it pulls in (its Requires=/Wants=, which orders nothing).
 */
export function BootLegend() {
  return (
    <ul className="boot-legend" aria-label="Legend">
      <li><Arrow kind="order" /> A → B: A starts before B (boot order, top to bottom)</li>
      <li><Arrow kind="requirement" /> A ⇢ B: A requires or wants B (pulls it in; orders nothing)</li>
      <li><Arrow kind="unbound" /> an ordering line that does not hold at a reboot (A starts later, with nodeup)</li>
      <li><span className="legend-box" aria-hidden="true" /> dashed box: the unit may be missing on the node</li>
    </ul>
  );
}
