import type { NodeContext } from '../kops/node-units.ts';
import { addNamedUnit, type ModelUnit } from './boot-units.ts';
import { SYSTEMD_TARGETS } from './systemd-targets.ts';
import { systemdDefaults } from './systemd-defaults.ts';
import type { BootEdge, BootEdgeOrigin, BootEdgeType } from './types.ts';
import type { DepRef, UnitDeps } from './unit-deps.ts';

/** The anchor of the boot on a kops node (graphical.target, where it is the default, requires it). */
export const BOOT_TARGET = 'multi-user.target';

const PULLS: ReadonlySet<BootEdgeType> = new Set(['requires', 'wants', 'binds-to', 'requisite']);

/** Every unit a unit's lines name, with systemd's own additions (for a standard target, only what it pulls in). */
function namedBy(d: UnitDeps, target: boolean): string[] {
  if (target) return [...d.requires, ...d.wants].map((r) => r.unit);
  const refs: DepRef[] = [...d.after, ...d.before, ...d.requires, ...d.wants, ...d.bindsTo, ...d.requisite, ...d.wantedBy, ...d.requiredBy];
  return [...refs.map((r) => r.unit), ...systemdDefaults(d).flatMap((x) => [x.from, x.to])];
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
    for (const name of namedBy(u.deps, isTarget)) visit(name, isTarget);
  }
}

function originOf(u: ModelUnit, line: number | null): BootEdgeOrigin {
  if (u.lineRange && line !== null) return { kind: 'hook', unit: u.node.unit, line, range: u.lineRange(line) };
  if (u.node.kind === 'systemd') return { kind: 'systemd-unit', unit: u.node.unit, source: u.source ?? '' };
  return { kind: 'kops', unit: u.node.unit, source: u.source ?? '' };
}

/**
 * Every edge among `units`: the lines of hooks, kops units and standard targets; systemd's
 * defaults; and last, a target's implicit order after what it wants or requires. systemd adds that
 * one only when both units are loaded and keep their default dependencies, and not when the target
 * is already ordered before the unit ("don't create loops", src/core/unit.c
 * unit_add_default_target_dependency): so `After=multi-user.target` with `WantedBy=multi-user.target`
 * is no cycle. Edges naming a unit outside `units`, and a unit's edges to itself, are dropped as
 * systemd drops them.
 */
export function buildEdges(units: Map<string, ModelUnit>): BootEdge[] {
  const edges: BootEdge[] = [];
  const add = (from: string, to: string, type: BootEdgeType, origin: BootEdgeOrigin): void => {
    if (from !== to && units.has(from) && units.has(to)) edges.push({ from, to, type, origin });
  };
  for (const u of units.values()) {
    const d = u.deps;
    if (!d) continue;
    const name = u.node.unit;
    for (const r of d.after) add(r.unit, name, 'after', originOf(u, r.line));
    for (const r of d.before) add(name, r.unit, 'after', originOf(u, r.line));
    const out = (refs: DepRef[], type: BootEdgeType): void => refs.forEach((r) => add(name, r.unit, type, originOf(u, r.line)));
    out(d.requires, 'requires');
    out(d.wants, 'wants');
    out(d.bindsTo, 'binds-to');
    out(d.requisite, 'requisite');
    out(d.wantedBy, 'wanted-by');
    out(d.requiredBy, 'required-by');
    for (const x of systemdDefaults(d)) {
      const cause = x.line !== null && u.lineRange ? { unit: name, line: x.line, range: u.lineRange(x.line) } : undefined;
      add(x.from, x.to, x.type, { kind: 'systemd-default', rule: x.rule, ...(cause ? { cause } : {}) });
    }
  }
  addTargetOrder(units, edges);
  return edges;
}

function addTargetOrder(units: Map<string, ModelUnit>, edges: BootEdge[]): void {
  const ordered = new Set(edges.filter((e) => e.type === 'after' || e.type === 'implicit-after').map((e) => `${e.from}\n${e.to}`));
  const implied: BootEdge[] = [];
  for (const e of edges) {
    const pull = PULLS.has(e.type) ? { target: e.from, unit: e.to } : e.type === 'wanted-by' || e.type === 'required-by' ? { target: e.to, unit: e.from } : null;
    if (!pull || !pull.target.endsWith('.target')) continue;
    const target = units.get(pull.target);
    const unit = units.get(pull.unit);
    if (!target?.deps || !unit?.deps || !target.deps.defaultDependencies || !unit.deps.defaultDependencies) continue;
    const key = `${pull.unit}\n${pull.target}`;
    if (ordered.has(`${pull.target}\n${pull.unit}`) || ordered.has(key)) continue;
    ordered.add(key);
    const cause = e.origin.kind === 'hook' ? { unit: e.origin.unit, line: e.origin.line, range: e.origin.range } : undefined;
    implied.push({ from: pull.unit, to: pull.target, type: 'implicit-after', origin: { kind: 'systemd-default', rule: 'a target is ordered after the units it wants or requires', ...(cause ? { cause } : {}) } });
  }
  edges.push(...implied);
}
