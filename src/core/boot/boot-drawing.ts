import { BOOT_TARGET } from './boot-edges.ts';
import { adjacency, cyclicComponents } from './cycles.ts';
import type { BootEdge, BootGraph, BootNode } from './types.ts';

/** One arrow of the drawing. */
export interface DrawnEdge {
  from: string;
  to: string;
  /** `order`: `from` starts before `to` (solid); `requirement`: `from` pulls in `to` (dashed). */
  kind: 'order' | 'requirement';
  /** The edge types behind it (`after`, `requires`...); several when hidden units were skipped. */
  label: string;
  /** Part of an ordering cycle (drawn in the error colour). */
  cycle: boolean;
  /** The graph edge it stands for, when it is one edge (for its origin); null for a path through hidden units. */
  edge: BootEdge | null;
}

/** What the drawing shows of a BootGraph. */
export interface BootDrawing {
  nodes: BootNode[];
  edges: DrawnEdge[];
}

const isOrdering = (e: BootEdge): boolean => e.type === 'after' || e.type === 'implicit-after';
const REQUIREMENTS = new Set(['requires', 'wants', 'binds-to', 'requisite']);

/**
 * The boxes and arrows worth drawing: every hook, every kops unit, the systemd units that a hook or
 * kops unit names, everything on a cycle, and multi-user.target and basic.target as landmarks.
 * The targets systemd's defaults alone bring in (sysinit.target, sockets.target...) are left out,
 * and an arrow runs between two drawn units when one starts before the other through them. Order
 * arrows are reduced transitively (an arrow implied by two others is not drawn), except inside a
 * cycle. Requirement arrows join drawn units; installation (`WantedBy=`) is drawn as the target's
 * own order after the unit. Used by the page, `graph --format dot` and `--format mermaid`.
 */
export function bootDrawing(graph: BootGraph): BootDrawing {
  const onCycle = new Set(graph.cycles.flatMap((c) => c.units));
  const cycleSteps = new Set(graph.cycles.flatMap((c) => c.units.map((u, i) => `${u}\n${c.units[(i + 1) % c.units.length]}`)));
  const named = new Set<string>([BOOT_TARGET, 'basic.target']);
  for (const e of graph.edges) {
    if (e.origin.kind === 'hook' || e.origin.kind === 'kops' || (e.origin.kind === 'systemd-default' && e.origin.cause)) {
      named.add(e.from);
      named.add(e.to);
    }
  }
  const shown = graph.nodes.filter((n) => n.kind !== 'systemd' || named.has(n.unit) || onCycle.has(n.unit));
  const isShown = new Set(shown.map((n) => n.unit));
  // Successors over every ordering edge, to project paths through hidden units onto drawn ones.
  const succ = new Map<string, BootEdge[]>();
  for (const e of graph.edges) if (isOrdering(e)) succ.set(e.from, [...(succ.get(e.from) ?? []), e]);
  const order = new Map<string, { edge: BootEdge | null }>();
  for (const start of isShown) {
    const seen = new Set<string>();
    const stack: Array<{ at: string; first: BootEdge; hops: number }> = (succ.get(start) ?? []).map((e) => ({ at: e.to, first: e, hops: 1 }));
    while (stack.length > 0) {
      const { at, first, hops } = stack.pop() as { at: string; first: BootEdge; hops: number };
      if (seen.has(at) || at === start) continue;
      seen.add(at);
      if (isShown.has(at)) {
        const key = `${start}\n${at}`;
        const known = order.get(key);
        if (!known || (known.edge === null && hops === 1)) order.set(key, { edge: hops === 1 ? first : null });
        continue;
      }
      for (const e of succ.get(at) ?? []) stack.push({ at: e.to, first, hops: hops + 1 });
    }
  }
  const pairs = [...order.keys()].map((key) => key.split('\n') as [string, string]);
  const component = components(isShown, pairs);
  const next = new Map<string, Set<string>>();
  for (const [a, b] of pairs) {
    const ca = component.get(a) as string;
    const cb = component.get(b) as string;
    if (ca !== cb) next.set(ca, new Set([...(next.get(ca) ?? []), cb]));
  }
  const edges: DrawnEdge[] = [];
  for (const [key, { edge }] of order) {
    const [from, to] = key.split('\n') as [string, string];
    const inside = component.get(from) === component.get(to);
    const cycle = cycleSteps.has(key) || inside;
    if (!inside && implied(next, component.get(from) as string, component.get(to) as string)) continue;
    edges.push({ from, to, kind: 'order', label: edge ? edge.type : 'after (through systemd targets)', cycle, edge: edge ?? stepEdge(graph, from, to) });
  }
  for (const e of graph.edges) {
    if (!REQUIREMENTS.has(e.type) || !isShown.has(e.from) || !isShown.has(e.to) || (e.origin.kind !== 'hook' && e.origin.kind !== 'kops')) continue;
    edges.push({ from: e.from, to: e.to, kind: 'requirement', label: e.type, cycle: false, edge: e });
  }
  return { nodes: shown, edges };
}

/** The direct ordering edge from → to, if there is one. */
function stepEdge(graph: BootGraph, from: string, to: string): BootEdge | null {
  return graph.edges.find((e) => isOrdering(e) && e.from === from && e.to === to) ?? null;
}

/** Each unit's strongly connected component (a unit on no cycle is its own), named by its first member. */
function components(nodes: Iterable<string>, pairs: Array<[string, string]>): Map<string, string> {
  const out = new Map<string, string>();
  for (const n of nodes) out.set(n, n);
  for (const c of cyclicComponents(adjacency(out.keys(), pairs))) for (const n of c) out.set(n, c[0] as string);
  return out;
}

/** True when component `to` can be reached from `from` in two steps or more (transitive reduction of the condensation). */
function implied(next: Map<string, Set<string>>, from: string, to: string): boolean {
  const seen = new Set<string>([from]);
  const stack = [...(next.get(from) ?? [])].filter((b) => b !== to);
  while (stack.length > 0) {
    const at = stack.pop() as string;
    if (at === to) return true;
    if (seen.has(at)) continue;
    seen.add(at);
    stack.push(...(next.get(at) ?? []));
  }
  return false;
}

/**
 * The drawn units in boot order: each after every unit with an order arrow into it (Kahn's
 * algorithm on the components; ties keep the graph's order, hooks first). The units of a cycle,
 * which have no order among themselves, come together where the cycle as a whole fits.
 */
export function drawingOrder(drawing: BootDrawing): BootNode[] {
  const position = new Map(drawing.nodes.map((n, i) => [n.unit, i]));
  const orderPairs = drawing.edges.filter((e) => e.kind === 'order').map((e) => [e.from, e.to] as [string, string]);
  const component = components(position.keys(), orderPairs);
  const members = new Map<string, string[]>();
  for (const n of drawing.nodes) {
    const c = component.get(n.unit) as string;
    members.set(c, [...(members.get(c) ?? []), n.unit]);
  }
  const first = (c: string): number => Math.min(...(members.get(c) ?? []).map((u) => position.get(u) ?? 0));
  const indegree = new Map([...members.keys()].map((c) => [c, 0]));
  const next = new Map<string, Set<string>>();
  for (const [a, b] of orderPairs) {
    const ca = component.get(a) as string;
    const cb = component.get(b) as string;
    if (ca === cb || next.get(ca)?.has(cb)) continue;
    next.set(ca, new Set([...(next.get(ca) ?? []), cb]));
    indegree.set(cb, (indegree.get(cb) ?? 0) + 1);
  }
  const ready = [...members.keys()].filter((c) => indegree.get(c) === 0);
  const out: string[] = [];
  while (ready.length > 0) {
    ready.sort((a, b) => first(a) - first(b));
    const c = ready.shift() as string;
    out.push(...(members.get(c) ?? []));
    for (const d of next.get(c) ?? []) {
      const n = (indegree.get(d) ?? 0) - 1;
      indegree.set(d, n);
      if (n === 0) ready.push(d);
    }
  }
  const byUnit = new Map(drawing.nodes.map((n) => [n.unit, n]));
  return out.map((u) => byUnit.get(u) as BootNode);
}
