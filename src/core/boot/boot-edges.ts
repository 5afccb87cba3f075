import type { NodeContext } from '../kops/node-units.ts';
import { addNamedUnit, lineRange, type ModelUnit } from './boot-units.ts';
import { SYSTEMD_TARGETS } from './systemd-targets.ts';
import { systemdDefaults } from './systemd-defaults.ts';
import type { BootEdge, BootEdgeOrigin, BootEdgeType } from './types.ts';
import type { DepRef, UnitDeps } from './unit-deps.ts';

/** The anchor of the boot on a kops node (graphical.target, where it is the default, requires it). */
export const BOOT_TARGET = 'multi-user.target';

/** An edge that orders its two units (`After=`, or one systemd adds by itself): what a cycle is made of. */
export const isOrdering = (e: BootEdge): boolean => e.type === 'after' || e.type === 'implicit-after';

/** Calls `visit` for every unit a unit's lines name, with systemd's own additions (for a standard target, only what it pulls in). */
function forNamed(d: UnitDeps, target: boolean, visit: (unit: string) => void): void {
  const lists: DepRef[][] = target ? [d.requires, d.wants] : [d.after, d.before, d.requires, d.wants, d.bindsTo, d.requisite, d.wantedBy, d.requiredBy];
  for (const list of lists) for (const r of list) visit(r.unit);
  if (target) return;
  for (const x of systemdDefaults(d)) {
    visit(x.from);
    visit(x.to);
  }
}

/**
 * Completes `units` with every unit that a hook or kops unit names (and systemd's defaults name),
 * plus the standard targets the boot pulls in from multi-user.target. A standard target adds only
 * the standard targets it pulls in: what it is merely ordered against (rescue.target,
 * emergency.target) or an OS unit it wants (tmp.mount) is left out unless something else names it.
 */
export function completeUnits(units: Map<string, ModelUnit>, ctx: NodeContext): void {
  const queue = [...units.values()];
  const visit = (name: string, fromTarget: boolean): void => {
    if (units.has(name) || (fromTarget && !SYSTEMD_TARGETS[name])) return;
    queue.push(addNamedUnit(units, name, ctx));
  };
  visit(BOOT_TARGET, false);
  while (queue.length > 0) {
    const u = queue.pop() as ModelUnit;
    if (!u.deps) continue;
    const isTarget = SYSTEMD_TARGETS[u.node.unit] !== undefined && u.node.kind === 'systemd';
    forNamed(u.deps, isTarget, (name) => visit(name, isTarget));
  }
}

/**
 * Where edges go. Every edge passes through `add` with the unit whose line made it (`carrier`),
 * that line (0-based, or null), and, for what systemd adds by itself, the rule. A sink also keeps
 * the ordering relation (for the target rule below) and who pulls in whom (for the jobs).
 */
export interface EdgeSink {
  add(from: string, to: string, type: BootEdgeType, carrier: ModelUnit, line: number | null, rule: string | null): void;
  /** `from` is ordered before `to` by an edge added so far. */
  ordered(from: string, to: string): boolean;
}

/** The relations every sink keeps: ordering (from → to), and pull-ins (all, and requirements only). */
export class Relations {
  readonly order = new Map<string, Set<string>>();
  // Lists, not sets: a closure needs no deduplication, and a set per unit is costly in lint.
  readonly pullAll = new Map<string, string[]>();
  readonly pullStrong = new Map<string, string[]>();

  record(from: string, to: string, type: BootEdgeType): void {
    if (type === 'after' || type === 'implicit-after') link(this.order, from, to);
    else if (type === 'requires' || type === 'binds-to' || type === 'requisite') {
      push(this.pullAll, from, to);
      push(this.pullStrong, from, to);
    } else if (type === 'required-by') {
      push(this.pullAll, to, from);
      push(this.pullStrong, to, from);
    } else if (type === 'wants') push(this.pullAll, from, to);
    else if (type === 'wanted-by') push(this.pullAll, to, from);
  }

  ordered(from: string, to: string): boolean {
    return this.order.get(from)?.has(to) ?? false;
  }
}

function link(map: Map<string, Set<string>>, from: string, to: string): void {
  let set = map.get(from);
  if (!set) map.set(from, (set = new Set()));
  set.add(to);
}

function push(map: Map<string, string[]>, from: string, to: string): void {
  let list = map.get(from);
  if (!list) map.set(from, (list = []));
  list.push(to);
}

/** A sink that keeps only the relations: what lint needs to clear a group of cycles, with no edge objects. */
export class RelationSink extends Relations implements EdgeSink {
  add(from: string, to: string, type: BootEdgeType): void {
    this.record(from, to, type);
  }
}

// Origins are built without object spread and shared where they are equal: graphs are read-only data.
const PLAIN_DEFAULTS = new Map<string, BootEdgeOrigin>();

function defaultOrigin(rule: string, carrier: ModelUnit, line: number | null): BootEdgeOrigin {
  const range = line === null ? undefined : lineRange(carrier, line);
  if (line !== null && range) return { kind: 'systemd-default', rule, cause: { unit: carrier.node.unit, line, range } };
  let shared = PLAIN_DEFAULTS.get(rule);
  if (!shared) PLAIN_DEFAULTS.set(rule, (shared = { kind: 'systemd-default', rule }));
  return shared;
}

function originOf(u: ModelUnit, line: number | null): BootEdgeOrigin {
  const range = line === null ? undefined : lineRange(u, line);
  if (line !== null && range) return { kind: 'hook', unit: u.node.unit, line, range };
  if (u.node.kind === 'systemd') return { kind: 'systemd-unit', unit: u.node.unit, source: u.source ?? '' };
  return { kind: 'kops', unit: u.node.unit, source: u.source ?? '' };
}

/** A sink that builds the graph's edges with their origins. */
export class EdgeListSink extends Relations implements EdgeSink {
  readonly edges: BootEdge[] = [];

  add(from: string, to: string, type: BootEdgeType, carrier: ModelUnit, line: number | null, rule: string | null): void {
    this.record(from, to, type);
    this.edges.push({ from, to, type, origin: rule === null ? originOf(carrier, line) : defaultOrigin(rule, carrier, line) });
  }
}

const TARGET_RULE = 'a target is ordered after the units it wants or requires';

/**
 * Sends every edge among `units` to `sink`: the lines of hooks, kops units and standard targets;
 * systemd's defaults; and last, a target's implicit order after what it wants or requires. systemd
 * adds that one only when both units are loaded and keep their default dependencies, and not when
 * the target is already ordered before the unit ("don't create loops", src/core/unit.c
 * unit_add_default_target_dependency): so `After=multi-user.target` with
 * `WantedBy=multi-user.target` is no cycle. Edges naming a unit outside `units`, and a unit's
 * edges to itself, are dropped as systemd drops them.
 */
export function emitEdges(units: Map<string, ModelUnit>, sink: EdgeSink): void {
  const add = (from: string, to: string, type: BootEdgeType, carrier: ModelUnit, line: number | null, rule: string | null): void => {
    if (from !== to && units.has(from) && units.has(to)) sink.add(from, to, type, carrier, line, rule);
  };
  const pulls: Array<{ target: string; unit: string; carrier: ModelUnit; line: number | null }> = [];
  for (const u of units.values()) {
    const d = u.deps;
    if (!d) continue;
    const name = u.node.unit;
    for (const r of d.after) add(r.unit, name, 'after', u, r.line, null);
    for (const r of d.before) add(name, r.unit, 'after', u, r.line, null);
    const out = (refs: DepRef[], type: BootEdgeType, pull: 'out' | 'in'): void => {
      for (const r of refs) {
        add(name, r.unit, type, u, r.line, null);
        const target = pull === 'out' ? name : r.unit;
        if (target.endsWith('.target') && r.unit !== name) pulls.push({ target, unit: pull === 'out' ? r.unit : name, carrier: u, line: r.line });
      }
    };
    out(d.requires, 'requires', 'out');
    out(d.wants, 'wants', 'out');
    out(d.bindsTo, 'binds-to', 'out');
    out(d.requisite, 'requisite', 'out');
    out(d.wantedBy, 'wanted-by', 'in');
    out(d.requiredBy, 'required-by', 'in');
    for (const x of systemdDefaults(d)) add(x.from, x.to, x.type, u, x.line, x.rule);
  }
  for (const { target, unit, carrier, line } of pulls) {
    const t = units.get(target);
    const v = units.get(unit);
    if (!t?.deps || !v?.deps || !t.deps.defaultDependencies || !v.deps.defaultDependencies) continue;
    if (sink.ordered(target, unit) || sink.ordered(unit, target)) continue;
    add(unit, target, 'implicit-after', carrier, line, TARGET_RULE);
  }
}

/** Every edge among `units`, with its origin (see emitEdges), and the relations behind them. */
export function buildEdges(units: Map<string, ModelUnit>): EdgeListSink {
  const sink = new EdgeListSink();
  emitEdges(units, sink);
  return sink;
}
