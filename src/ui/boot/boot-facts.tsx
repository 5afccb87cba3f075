import type { BootNode } from '../../core/boot/types.ts';
import type { BootDrawing } from '../../core/boot/boot-drawing.ts';
import { drawingOrder } from '../../core/boot/boot-drawing.ts';
import { cycleCaption, cycleEffect, cycleFix, edgeLine } from '../../core/boot/cycle-text.ts';
import type { BootEdge, BootGraph } from '../../core/boot/types.ts';
import { afterText } from '../../core/boot/start-order-text.ts';
import { kubeletWaits } from '../../core/boot/waits-for.ts';

/** Line numbers (1-based) of YAML offsets, and the jump to them. */
export interface YamlLines {
  line: (offset: number) => number;
  jump: (offset: number) => void;
}

function Origin({ edge, lines }: { edge: BootEdge; lines: YamlLines }) {
  const o = edge.origin;
  if (o.kind === 'hook') {
    return <button type="button" className="link-button" onClick={() => lines.jump(o.range.start)}>line {lines.line(o.range.start)}: {edgeLine(edge)} in {o.unit}</button>;
  }
  if (o.kind === 'systemd-default') return <span>systemd: {o.rule}{o.cause ? ` (line ${lines.line(o.cause.range.start)})` : ''}</span>;
  return <span>{edgeLine(edge)} in {o.unit} ({o.source})</span>;
}

function starts(n: BootNode): string {
  if (!n.job) return n.presence === 'yes' ? 'no start job at a reboot' : `${n.presence === 'unknown' ? 'not known' : n.presence}: ${n.condition ?? ''}`;
  const who = [n.start.boot ? 'systemd at boot' : '', n.start.nodeup ? 'nodeup' : '', n.start.protokube ? 'protokube' : ''].filter((w) => w !== '');
  return `started by ${who.length > 0 ? who.join(' and ') : 'a unit that needs it'}${n.presence === 'maybe' ? `; maybe: ${n.condition ?? ''}` : ''}`;
}

/**
 * The same facts as the drawing, as text (for screen readers and copying): cycles with each step's
 * origin, what kubelet waits for, hooks that can hang it, units not on the node, the start order,
 * and both timelines.
 */
export function BootFacts({ graph, drawing, lines }: { graph: BootGraph; drawing: BootDrawing; lines: YamlLines }) {
  const isHook = (u: string): boolean => graph.nodes.some((n) => n.unit === u && n.kind === 'hook');
  return (
    <div className="boot-facts">
      {graph.cycles.map((c, i) => (
        <section key={i} className="boot-cycle" aria-label={cycleCaption(c)}>
          <h3>{cycleCaption(c)}</h3>
          {c.condition && <p className="note">{c.condition}</p>}
          <ul>{c.edges.map((e, j) => <li key={j}>{e.from} → {e.to}: <Origin edge={e} lines={lines} /></li>)}</ul>
          <p>{cycleEffect(c)}</p>
          <p>{cycleFix(c, isHook)}</p>
        </section>
      ))}
      {graph.cycles.length === 0 && <p>No ordering cycle.</p>}
      <h3>kubelet.service waits for</h3>
      {graph.kubeletWaitsFor.length > 0
        ? <ul className="boot-waits">{kubeletWaits(graph).map((w) => <li key={w.unit}><code>{w.unit}</code>{w.condition && <span className="note"> ({w.condition})</span>}</li>)}</ul>
        : <p>nothing on this node</p>}
      {graph.kubeletHangs.map((h) => <p key={h.unit} className="boot-warning">{h.message}</p>)}
      {graph.missing.length > 0 && (
        <>
          <h3>Named by a hook, not on this node</h3>
          <ul>{graph.missing.map((m) => <li key={m.unit}><code>{m.unit}</code>: {m.reason}</li>)}</ul>
        </>
      )}
      <h3>Start order at a reboot</h3>
      <ol className="boot-order-list">
        {drawingOrder(drawing).map((n) => <li key={n.unit}><code>{n.unit}</code> ({n.kind}) {starts(n)}{afterText(drawing, n.unit)}</li>)}
      </ol>
      <h3>At a reboot</h3>
      <ul>{graph.notes.reboot.map((t, i) => <li key={i}>{t}</li>)}</ul>
      <h3>At first boot (not drawn)</h3>
      <ul>{graph.notes.firstBoot.map((t, i) => <li key={i}>{t}</li>)}</ul>
    </div>
  );
}
