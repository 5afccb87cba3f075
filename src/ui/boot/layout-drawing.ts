import dagre from '@dagrejs/dagre';
import type { BootDrawing, DrawnEdge } from '../../core/boot/boot-drawing.ts';
import type { BootNode } from '../../core/boot/types.ts';

/** A box of the drawing, placed: (x, y) is its centre. */
export interface PlacedNode {
  node: BootNode;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedEdge {
  edge: DrawnEdge;
  /** The polyline to draw, first point at `from`, last at `to`. */
  points: Array<{ x: number; y: number }>;
}

export interface Layout {
  nodes: PlacedNode[];
  edges: PlacedEdge[];
  width: number;
  height: number;
}

/** One short line under the unit name: what it is and who starts it at a reboot. */
export function boxSubtitle(n: BootNode): string {
  const who = n.job ? [n.start.boot ? 'boot' : '', n.start.nodeup ? 'nodeup' : '', n.start.protokube ? 'protokube' : ''].filter((w) => w !== '').join(' + ') || 'pulled in' : 'no job';
  const presence = n.presence === 'yes' ? '' : ` · ${n.presence === 'unknown' ? 'not known' : n.presence}`;
  return `${n.kind} · ${who}${presence}`;
}

/**
 * Box size: the unit name in 12 px monospace (about 7.3 px a character) over its subtitle in
 * 10 px UI type (about 6 px a character in DejaVu Sans, the widest usual UI font), whichever is
 * wider: "swap1.swap" is shorter than its "hook · boot + nodeup".
 */
export const BOX_HEIGHT = 40;
const CHAR = 7.3;
const SUB_CHAR = 6;
const PAD = 24;

export function boxWidth(n: BootNode): number {
  return Math.max(96, Math.ceil(n.unit.length * CHAR) + PAD, Math.ceil(boxSubtitle(n).length * SUB_CHAR) + PAD);
}

/** Where a straight line from the centre of `b` towards (x, y) leaves the box. */
function border(b: PlacedNode, x: number, y: number): { x: number; y: number } {
  const dx = x - b.x;
  const dy = y - b.y;
  if (dx === 0 && dy === 0) return { x: b.x, y: b.y };
  const sx = dx === 0 ? Infinity : b.width / 2 / Math.abs(dx);
  const sy = dy === 0 ? Infinity : b.height / 2 / Math.abs(dy);
  const s = Math.min(sx, sy);
  return { x: b.x + dx * s, y: b.y + dy * s };
}

/**
 * Lays the drawing out top to bottom in boot order with dagre: order arrows give the layers
 * (a cycle's arrows too; dagre reverses one internally), requirement arrows are drawn afterwards
 * as straight lines between the boxes so that they do not bend the boot order.
 */
export function layoutDrawing(drawing: BootDrawing): Layout {
  const g = new dagre.graphlib.Graph({ multigraph: false });
  g.setGraph({ rankdir: 'TB', nodesep: 24, ranksep: 44, marginx: 8, marginy: 8 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const n of drawing.nodes) g.setNode(n.unit, { width: boxWidth(n), height: BOX_HEIGHT });
  for (const e of drawing.edges) if (e.kind === 'order' && !g.hasEdge(e.from, e.to)) g.setEdge(e.from, e.to);
  dagre.layout(g);
  const placed = new Map<string, PlacedNode>();
  for (const n of drawing.nodes) {
    const at = g.node(n.unit);
    placed.set(n.unit, { node: n, x: at.x, y: at.y, width: at.width, height: at.height });
  }
  const edges: PlacedEdge[] = [];
  for (const e of drawing.edges) {
    const from = placed.get(e.from);
    const to = placed.get(e.to);
    if (!from || !to) continue;
    const routed = e.kind === 'order' ? g.edge(e.from, e.to)?.points : undefined;
    const points = routed && routed.length >= 2 ? routed.map((p: { x: number; y: number }) => ({ x: p.x, y: p.y })) : [border(from, to.x, to.y), border(to, from.x, from.y)];
    edges.push({ edge: e, points });
  }
  const graph = g.graph();
  return { nodes: [...placed.values()], edges, width: Math.ceil(graph.width ?? 0), height: Math.ceil(graph.height ?? 0) };
}
