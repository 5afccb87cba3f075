/** Graph algorithms on the ordering relation (units as strings, edges `from` → `to`). */

/** The adjacency lists of `edges`, restricted to `nodes`; duplicate edges and self-loops are dropped. */
export function adjacency(nodes: Iterable<string>, edges: Iterable<readonly [string, string]>): Map<string, string[]> {
  const sets = new Map<string, Set<string>>();
  for (const n of nodes) sets.set(n, new Set());
  for (const [from, to] of edges) if (from !== to && sets.has(to)) sets.get(from)?.add(to);
  const adj = new Map<string, string[]>();
  for (const [n, set] of sets) adj.set(n, [...set]);
  return adj;
}

/** Strongly connected components with more than one node (Tarjan, iterative), each in discovery order. */
export function cyclicComponents(adj: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const out: string[][] = [];
  let next = 0;
  for (const root of adj.keys()) {
    if (index.has(root)) continue;
    const work: Array<{ node: string; i: number }> = [{ node: root, i: 0 }];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { node: string; i: number };
      const succ = adj.get(frame.node) ?? [];
      if (frame.i < succ.length) {
        const w = succ[frame.i++] as string;
        if (!index.has(w)) {
          index.set(w, next);
          low.set(w, next++);
          stack.push(w);
          onStack.add(w);
          work.push({ node: w, i: 0 });
        } else if (onStack.has(w)) low.set(frame.node, Math.min(low.get(frame.node) as number, index.get(w) as number));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node) as number, low.get(frame.node) as number));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let w: string;
        do {
          w = stack.pop() as string;
          onStack.delete(w);
          component.push(w);
        } while (w !== frame.node);
        if (component.length > 1) out.push(component.reverse());
      }
    }
  }
  return out;
}

/**
 * The elementary cycles inside one strongly connected component (Johnson's algorithm), at most
 * `limit` of them. Each cycle lists its nodes once, in edge order.
 */
export function componentCycles(component: readonly string[], adj: Map<string, string[]>, limit: number): string[][] {
  const order = [...component].sort();
  const rank = new Map(order.map((n, i) => [n, i]));
  const cycles: string[][] = [];
  for (let s = 0; s < order.length && cycles.length < limit; s++) {
    const start = order[s] as string;
    // Johnson: search cycles through `start` among nodes ranked at or after it.
    const allowed = (n: string): boolean => (rank.get(n) ?? -1) >= s;
    const blocked = new Set<string>();
    const blockMap = new Map<string, Set<string>>();
    const path: string[] = [];
    const unblock = (n: string): void => {
      const todo = [n];
      while (todo.length > 0) {
        const x = todo.pop() as string;
        if (!blocked.delete(x)) continue;
        const waiting = blockMap.get(x);
        if (waiting) {
          blockMap.delete(x);
          todo.push(...waiting);
        }
      }
    };
    const circuit = (v: string): boolean => {
      let found = false;
      path.push(v);
      blocked.add(v);
      for (const w of adj.get(v) ?? []) {
        if (!allowed(w) || cycles.length >= limit) continue;
        if (w === start) {
          cycles.push([...path]);
          found = true;
        } else if (!blocked.has(w) && circuit(w)) found = true;
      }
      if (found) unblock(v);
      else {
        for (const w of adj.get(v) ?? []) {
          if (!allowed(w)) continue;
          let set = blockMap.get(w);
          if (!set) blockMap.set(w, (set = new Set()));
          set.add(v);
        }
      }
      path.pop();
      return found;
    };
    circuit(start);
  }
  return cycles;
}

/** The shortest cycle through `start` inside `component` (breadth-first), or null. */
export function shortestCycleThrough(start: string, component: ReadonlySet<string>, adj: Map<string, string[]>): string[] | null {
  const parent = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const v = queue[i] as string;
    for (const w of adj.get(v) ?? []) {
      if (!component.has(w)) continue;
      if (w === start) {
        const cycle = [v];
        for (let u = v; u !== start; u = parent.get(u) as string) cycle.push(parent.get(u) as string);
        return cycle.reverse();
      }
      if (parent.has(w)) continue;
      parent.set(w, v);
      queue.push(w);
    }
  }
  return null;
}

/** How many elementary cycles one component may yield before the search stops (dense targets explode). */
const ENUMERATION_BUDGET = 4096;

/**
 * Every ordering cycle worth reporting: in each cyclic component, the elementary cycles whose set
 * of nodes does not contain another one's, shortest first, at most `limit` per component. A cycle
 * through basic.target that also exists without it is the same mistake, reported once. The search
 * enumerates far more cycles than it reports, and adds the shortest cycle through every node, so
 * that a two-unit loop is never crowded out by the many long ones the same component holds.
 */
export function orderingCycles(adj: Map<string, string[]>, limit = 32): string[][] {
  const out: string[][] = [];
  for (const component of cyclicComponents(adj)) {
    const members = new Set(component);
    const byKey = new Map<string, string[]>();
    const add = (cycle: string[]): void => {
      // One key per cycle whatever node it starts at: rotate to its smallest node.
      const first = cycle.indexOf([...cycle].sort()[0] as string);
      const rotated = [...cycle.slice(first), ...cycle.slice(0, first)];
      byKey.set(rotated.join('\n'), rotated);
    };
    componentCycles(component, adj, Math.max(limit, ENUMERATION_BUDGET)).forEach(add);
    for (const node of component) {
      const cycle = shortestCycleThrough(node, members, adj);
      if (cycle) add(cycle);
    }
    const cycles = [...byKey.values()];
    const sets = cycles.map((c) => new Set(c));
    const minimal = cycles.filter((c, i) => {
      const mine = sets[i] as Set<string>;
      return !sets.some((other, j) => j !== i && other.size < mine.size && [...other].every((n) => mine.has(n)));
    });
    minimal.sort((a, b) => a.length - b.length || a.join('\n').localeCompare(b.join('\n')));
    out.push(...minimal.slice(0, limit));
  }
  return out;
}
