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

/** True when `to` can be reached from `from` along `next`. */
function reaches(next: Map<string, Set<string>>, from: string, to: string): boolean {
  const seen = new Set<string>([from]);
  const stack = [from];
  while (stack.length > 0) {
    const at = stack.pop() as string;
    if (at === to) return true;
    for (const n of next.get(at) ?? []) {
      if (seen.has(n)) continue;
      seen.add(n);
      stack.push(n);
    }
  }
  return false;
}

/**
 * Lays the drawing out top to bottom in boot order with dagre: order arrows give the layers
 * (a cycle's arrows too; dagre reverses one internally). The other arrows (requirements, orderings
 * that do not hold at a reboot) are laid out with them, pointing down the page whichever way they
 * run, so that dagre routes them around the boxes (docker.service's Requires=docker.socket spans
 * the whole boot); one that would close a loop of layers is drawn straight instead.
 */
export function layoutDrawing(drawing: BootDrawing): Layout {
  const g = new dagre.graphlib.Graph({ multigraph: true });
  g.setGraph({ rankdir: 'TB', nodesep: 24, ranksep: 44, marginx: 8, marginy: 8 });
  g.setDefaultEdgeLabel(() => ({}));
  for (const n of drawing.nodes) g.setNode(n.unit, { width: boxWidth(n), height: BOX_HEIGHT });
  const down = new Map<string, Set<string>>();
  const link = (a: string, b: string): void => void down.set(a, new Set([...(down.get(a) ?? []), b]));
  for (const e of drawing.edges) {
    if (e.kind !== 'order' || g.hasEdge(e.from, e.to, 'order')) continue;
    g.setEdge(e.from, e.to, {}, 'order');
    link(e.from, e.to);
  }
  // How each other arrow is laid out: [top, bottom, reversed], or null (drawn straight).
  const routed = new Map<DrawnEdge, [string, string, boolean] | null>();
  drawing.edges.forEach((e, i) => {
    if (e.kind === 'order' || e.from === e.to) return;
    const [top, bottom, reversed] = reaches(down, e.to, e.from) ? [e.to, e.from, true] : [e.from, e.to, false];
    if (reaches(down, bottom, top)) return void routed.set(e, null);
    g.setEdge(top, bottom, { minlen: 2 }, `x${i}`);
    link(top, bottom);
    routed.set(e, [top, bottom, reversed]);
  });
  dagre.layout(g);
  const placed = new Map<string, PlacedNode>();
  for (const n of drawing.nodes) {
    const at = g.node(n.unit);
    placed.set(n.unit, { node: n, x: at.x, y: at.y, width: at.width, height: at.height });
  }
  const edges: PlacedEdge[] = [];
  drawing.edges.forEach((e, i) => {
    const from = placed.get(e.from);
    const to = placed.get(e.to);
    if (!from || !to) return;
    const route = routed.get(e);
    const laid = e.kind === 'order' ? g.edge({ v: e.from, w: e.to, name: 'order' })?.points
      : route ? g.edge({ v: route[0], w: route[1], name: `x${i}` })?.points : undefined;
    const points: Array<{ x: number; y: number }> = laid && laid.length >= 2 ? laid.map((p: { x: number; y: number }) => ({ x: p.x, y: p.y })) : [border(from, to.x, to.y), border(to, from.x, from.y)];
    edges.push({ edge: e, points: route?.[2] ? points.reverse() : points });
  });
  const graph = g.graph();
  return { nodes: [...placed.values()], edges, width: Math.ceil(graph.width ?? 0), height: Math.ceil(graph.height ?? 0) };
}
