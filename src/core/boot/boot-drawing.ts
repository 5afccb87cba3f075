import { BOOT_TARGET, isOrdering } from './boot-edges.ts';
import { adjacency, cyclicComponents } from './cycles.ts';
import type { BootEdge, BootGraph, BootNode } from './types.ts';

/** One arrow of the drawing. */
export interface DrawnEdge {
  from: string;
  to: string;
  /**
   * `order`: `from` starts before `to` (solid); `requirement`: `from` pulls in `to` (dashed);
   * `unbound`: a line orders `from` before `to`, but it does not hold at a reboot, as `from`
   * starts only later, with nodeup (BootEdge.holds; dotted).
   */
  kind: 'order' | 'requirement' | 'unbound';
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

const REQUIREMENTS = new Set(['requires', 'wants', 'binds-to', 'requisite']);

const RUNTIME = new Set(['containerd.service', 'docker.service', 'docker.socket']);

/**
 * Which units to draw. `focus` (the default): every hook; kubelet, the runtime and
 * kops-configuration.service (nodeup); what a hook names (missing units dashed); everything on a
 * cycle; the kops units kubelet waits for; and multi-user.target and basic.target as landmarks.
 * `all`: every unit of the graph that a hook, a kops unit or a cycle involves (the targets that
 * systemd's defaults alone bring in, such as sockets.target, stay out).
 */
function shownUnits(graph: BootGraph, scope: 'focus' | 'all', onCycle: ReadonlySet<string>): BootNode[] {
  const landmarks = new Set<string>([BOOT_TARGET, 'basic.target']);
  const byHook = new Set<string>();
  const byKops = new Set<string>();
  for (const e of graph.edges) {
    const set = e.origin.kind === 'hook' || (e.origin.kind === 'systemd-default' && e.origin.cause) ? byHook : e.origin.kind === 'kops' ? byKops : null;
    set?.add(e.from);
    set?.add(e.to);
  }
  const waits = new Set(graph.kubeletWaitsFor);
  return graph.nodes.filter((n) => {
    if (n.kind === 'hook' || onCycle.has(n.unit) || landmarks.has(n.unit) || byHook.has(n.unit)) return true;
    if (scope === 'all') return n.kind === 'kops' || byKops.has(n.unit);
    if (n.kind !== 'kops' || n.presence === 'absent') return false;
    return n.unit === 'kubelet.service' || n.unit === 'kops-configuration.service' || RUNTIME.has(n.unit) || (waits.has(n.unit) && n.presence === 'yes');
  });
}

/**
 * The boxes and arrows worth drawing (see shownUnits for which units). An arrow runs between two
 * drawn units when one starts before the other, directly or through units left out. Order arrows
 * are reduced transitively (an arrow implied by others is not drawn) on the graph of strongly
 * connected components; the steps of a reported cycle are marked. Requirement arrows join drawn
 * units; installation (`WantedBy=`) shows as the target's own order after the unit. Used by the
 * page, `graph --format dot` and `--format mermaid` (focus), and the text lists (all).
 */
export function bootDrawing(graph: BootGraph, scope: 'focus' | 'all' = 'focus'): BootDrawing {
  const onCycle = new Set(graph.cycles.flatMap((c) => c.units));
  const cycleSteps = new Set(graph.cycles.flatMap((c) => c.units.map((u, i) => `${u}\n${c.units[(i + 1) % c.units.length]}`)));
  const shown = shownUnits(graph, scope, onCycle);
  const isShown = new Set(shown.map((n) => n.unit));
  const started = new Set(graph.nodes.filter((n) => n.job).map((n) => n.unit));
  // Successors over every ordering edge that holds at a reboot, to project paths through hidden
  // units onto drawn ones.
  const succ = new Map<string, BootEdge[]>();
  // A step of a reported cycle is drawn as one, whatever the timing.
  const drawnAsOrder = (e: BootEdge): boolean => isOrdering(e) && (e.holds !== false || cycleSteps.has(`${e.from}\n${e.to}`));
  for (const e of graph.edges) if (drawnAsOrder(e)) succ.set(e.from, [...(succ.get(e.from) ?? []), e]);
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
      // Order passes only through a unit that starts: systemd orders jobs, not unit files.
      if (!started.has(at)) continue;
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
  // Between a cycle and the rest one arrow per pair of components is enough: the cycle's units
  // start together or not at all.
  const joined = new Set<string>();
  for (const [key, { edge }] of order) {
    const [from, to] = key.split('\n') as [string, string];
    const cf = component.get(from) as string;
    const ct = component.get(to) as string;
    const inside = cf === ct;
    const cycle = cycleSteps.has(key);
    if (!inside && (implied(next, cf, ct, started) || joined.has(`${cf}\n${ct}`))) continue;
    if (!inside) joined.add(`${cf}\n${ct}`);
    edges.push({ from, to, kind: 'order', label: edge ? edge.type : 'after (through systemd targets)', cycle, edge: edge ?? stepEdge(graph, from, to) });
  }
  // An ordering line that does not hold at a reboot, between drawn units: drawn apart, so that
  // no one reads it as boot order.
  const unbound = new Set<string>();
  for (const e of graph.edges) {
    if (!isOrdering(e) || drawnAsOrder(e) || !isShown.has(e.from) || !isShown.has(e.to) || order.has(`${e.from}\n${e.to}`)) continue;
    if (unbound.has(`${e.from}\n${e.to}`)) continue;
    unbound.add(`${e.from}\n${e.to}`);
    edges.push({ from: e.from, to: e.to, kind: 'unbound', label: `${e.type}, not at a reboot`, cycle: false, edge: e });
  }
  const required = new Set<string>();
  for (const e of graph.edges) {
    if (!REQUIREMENTS.has(e.type) || !isShown.has(e.from) || !isShown.has(e.to) || (e.origin.kind !== 'hook' && e.origin.kind !== 'kops')) continue;
    const key = `${e.from}\n${e.to}\n${e.type}`;
    if (required.has(key)) continue;
    required.add(key);
    edges.push({ from: e.from, to: e.to, kind: 'requirement', label: e.type, cycle: false, edge: e });
  }
  return { nodes: shown, edges };
}

/** The direct ordering edge from → to, if there is one (one that holds at a reboot first). */
function stepEdge(graph: BootGraph, from: string, to: string): BootEdge | null {
  return graph.edges.find((e) => isOrdering(e) && e.holds !== false && e.from === from && e.to === to)
    ?? graph.edges.find((e) => isOrdering(e) && e.from === from && e.to === to) ?? null;
}

/** Each unit's strongly connected component (a unit on no cycle is its own), named by its first member. */
function components(nodes: Iterable<string>, pairs: Array<[string, string]>): Map<string, string> {
  const out = new Map<string, string>();
  for (const n of nodes) out.set(n, n);
  for (const c of cyclicComponents(adjacency(out.keys(), pairs))) for (const n of c) out.set(n, c[0] as string);
  return out;
}

/** True when component `to` can be reached from `from` in two steps or more, through units that start (transitive reduction of the condensation). */
function implied(next: Map<string, Set<string>>, from: string, to: string, started: ReadonlySet<string>): boolean {
  const seen = new Set<string>([from]);
  const stack = [...(next.get(from) ?? [])].filter((b) => b !== to);
  while (stack.length > 0) {
    const at = stack.pop() as string;
    if (at === to) return true;
    // Only through a unit that starts (a component is named by a unit of it).
    if (seen.has(at) || !started.has(at)) continue;
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
