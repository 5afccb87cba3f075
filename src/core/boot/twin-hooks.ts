import type { NodeUnit } from '../kops/node-units.ts';
import type { Task } from '../types.ts';
import type { HookDeps, ModelUnit } from './boot-units.ts';
import { kopsUnitDeps, type DepRef, type UnitDeps } from './unit-deps.ts';

/** What a unit's own lines tie it to, its own name written as NUL. */
interface Shape {
  /** The same for two units whose edges are the same up to their own names. */
  key: string;
  /** The other units its lines name. */
  names: string[];
}

// A hook's UnitDeps is shared by every group that writes the same file (lint memoises it).
const SHAPES = new WeakMap<UnitDeps, Shape>();

/**
 * The shape of a unit's edges: its dependency lists and every field systemd's defaults read
 * (systemdDefaults depends on the unit's name only as the end of each edge it adds, and names
 * besides the unit's own lines only standard targets, which withoutTwinHooks never leaves out).
 */
function shapeOf(d: UnitDeps): Shape {
  let shape = SHAPES.get(d);
  if (shape) return shape;
  // No closure or list of parts per unit: a large spec asks this for every hook unit once.
  const names: string[] = [];
  let key = `${d.type}\n${refsKey(d.after, d.unit, names)}\n${refsKey(d.before, d.unit, names)}\n${refsKey(d.requires, d.unit, names)}`
    + `\n${refsKey(d.wants, d.unit, names)}\n${refsKey(d.bindsTo, d.unit, names)}\n${refsKey(d.requisite, d.unit, names)}`
    + `\n${refsKey(d.wantedBy, d.unit, names)}\n${refsKey(d.requiredBy, d.unit, names)}`;
  key += `\n${d.slice ? ownName(d.slice.unit, d.unit, names) : ''}\n${d.triggers ? ownName(d.triggers.unit, d.unit, names) : ''}`;
  key += `\n${d.defaultDependencies} ${d.onCalendar} ${d.mountNetwork} ${d.mountNofail}`;
  SHAPES.set(d, (shape = { key, names }));
  return shape;
}

/** `unit`, or NUL for the unit's own name; other names are collected in `names`. */
function ownName(unit: string, self: string, names: string[]): string {
  if (unit === self) return '\0';
  names.push(unit);
  return unit;
}

function refsKey(refs: readonly DepRef[], self: string, names: string[]): string {
  let out = '';
  for (let i = 0; i < refs.length; i++) out += `${ownName((refs[i] as DepRef).unit, self, names)} `;
  return out;
}

/** Which hook tasks may stand for one another (see withoutTwinHooks): an object per class, compared by identity. */
export interface TwinClasses {
  /** The task's class, or null when it must stay in the graph (named by a unit, a target, no file). */
  of(task: Task): object | null;
}

/**
 * The twin classes of `tasks`, decided over all of them: a unit that any of them (or a unit kops
 * manages here, `kops`) names has no class. Lint decides once for all the groups of a role and
 * asks for each group: a unit named in one group of the role is kept in every group, which is
 * exact, only a little less lean.
 */
export function twinClasses(tasks: Iterable<Task>, depsOf: HookDeps, kops: readonly NodeUnit[]): TwinClasses {
  const named = new Set<string>();
  for (const k of kops) {
    named.add(k.unit);
    for (const n of shapeOf(kopsUnitDeps(k.unit, k.lines, k.oneshot)).names) named.add(n);
  }
  const deps = new Map<Task, UnitDeps>();
  for (const t of tasks) {
    if (t.definition === null || t.definition === '' || deps.has(t)) continue;
    const d = depsOf(t.unit, t.definition);
    for (const n of shapeOf(d).names) named.add(n);
    deps.set(t, d);
  }
  // Per start (bit 1: nodeup) and shape, the class object.
  const classes: [Map<string, object>, Map<string, object>] = [new Map(), new Map()];
  const of = new Map<Task, object>();
  for (const [t, d] of deps) {
    if (t.unit.endsWith('.target') || named.has(t.unit)) continue;
    const byShape = classes[t.running ? 1 : 0];
    const key = shapeOf(d).key;
    let c = byShape.get(key);
    if (!c) byShape.set(key, (c = {}));
    of.set(t, c);
  }
  return { of: (task) => of.get(task) ?? null };
}

/**
 * `tasks` as collectUnits reads them (the first task of each unit name) less every hook whose unit
 * is a twin of one kept: a unit no other unit names, with the same edges, up to its own name, and
 * the same start by nodeup, as an earlier hook's unit. Such a twin has the same ordering
 * neighbours and gets a start job exactly when the one kept does, so a simple ordering cycle
 * through it is one through the kept unit with the twin replaced: the graph without twins has a
 * cycle exactly when the whole graph has. A large spec repeats a few shapes of hook thousands of
 * times; the cycle check then reads a few units, and makes no unit of the others. A unit kops
 * manages here (`kops`) is never left out, nor one its lines name, nor a `.target`, which
 * systemd's defaults may name. `classes`: decided over more tasks than these (twinClasses), or
 * over these. `dropped`: the twins left out (units added later must not name them:
 * namesDropped); `twinOf`, for the task of each, the unit kept in its place.
 */
export function withoutTwinHooks(tasks: readonly Task[], depsOf: HookDeps, kops: readonly NodeUnit[], classes?: TwinClasses): { tasks: Task[]; dropped: Set<string>; twinOf: Map<Task, string> } {
  const seen = new Set<string>();
  const first: Task[] = [];
  for (let i = 0; i < tasks.length; i++) {
    const t = tasks[i] as Task;
    if (seen.has(t.unit)) continue;
    seen.add(t.unit);
    first.push(t);
  }
  const of = classes ?? twinClasses(first, depsOf, kops);
  const kept = new Map<object, string>();
  const dropped = new Set<string>();
  const twinOf = new Map<Task, string>();
  const out: Task[] = [];
  for (let i = 0; i < first.length; i++) {
    const t = first[i] as Task;
    const c = of.of(t);
    if (c) {
      const rep = kept.get(c);
      if (rep !== undefined) {
        dropped.add(t.unit);
        twinOf.set(t, rep);
        continue;
      }
      kept.set(c, t.unit);
    }
    out.push(t);
  }
  return { tasks: out, dropped, twinOf };
}

/** Whether a unit of `units` that is not in `before` names one of `dropped`. */
export function namesDropped(units: Map<string, ModelUnit>, before: ReadonlySet<string>, dropped: ReadonlySet<string>): boolean {
  if (dropped.size === 0) return false;
  for (const [name, u] of units) {
    if (before.has(name) || !u.deps) continue;
    if (shapeOf(u.deps).names.some((n) => dropped.has(n))) return true;
  }
  return false;
}
