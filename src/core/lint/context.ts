import type { Analysis, DocumentSpec, GroupPlan, HookList, HookRef, HookSpec, Task } from '../types.ts';
import { unitParser, type ParsedUnit, type UnitEntry } from '../systemd/unit-parser.ts';
import { isHookDisabled } from '../kops/hook-state.ts';
import { sameHook } from '../kops/same-hook.ts';
import type { LintContext, UnitView } from './rule.ts';

function hookIndex(analysis: Analysis): (ref: HookRef) => HookSpec | undefined {
  // By document, list and YAML position; no string keys, as this runs on every lint. A document's
  // row is made when first asked for: after an edit, lint asks only for the edited hook's.
  const table: Array<Record<HookList, HookSpec[]> | undefined> = [];
  const rowOf = (document: number): Record<HookList, HookSpec[]> | undefined => {
    let row = table[document];
    const d = analysis.spec.documents[document];
    if (row || !d) return row;
    row = table[document] = { cluster: [], instanceGroup: [] };
    for (const h of d.hooks) {
      // The first match wins, as Array.find did.
      if (row[h.list][h.index] === undefined) row[h.list][h.index] = h;
    }
    return row;
  };
  return (ref) => rowOf(ref.document)?.[ref.list][ref.index];
}

/** The view of `task` among the views of the same definition, if there is one. */
function viewOf(views: readonly UnitView[], task: Task): UnitView | undefined {
  for (const v of views) if (v.task.unit === task.unit && sameHook(v.task.hook, task.hook)) return v;
  return undefined;
}

// Parsed units outlive a lint (lint-items.ts keeps them for the next): so do their entry lists,
// kept on the unit itself (a WeakMap lookup per unit showed in the profile of a keystroke). A unit
// is read with one own section (its file's type), so one slot holds it; another type replaces it.
const ENTRIES = Symbol('entries of an own section');

/** The assignments systemd reads in a unit whose own section is `own`: [Unit], [Install] and that one. */
function readEntries(parsed: ParsedUnit, own: string): UnitEntry[] {
  const holder = parsed as ParsedUnit & { [ENTRIES]?: { own: string; entries: UnitEntry[] } };
  const kept = holder[ENTRIES];
  if (kept?.own === own) return kept.entries;
  const entries = parsed.entries;
  // Usually every entry is read: then the parse's own list serves.
  let all = true;
  for (let i = 0; i < entries.length && all; i++) {
    const s = (entries[i] as UnitEntry).section;
    all = s === 'Unit' || s === 'Install' || s === own;
  }
  const read = all ? entries : entries.filter((e) => e.section === 'Unit' || e.section === 'Install' || e.section === own);
  if (kept) {
    kept.own = own;
    kept.entries = read;
  } else {
    Object.defineProperty(holder, ENTRIES, { value: { own, entries: read } });
  }
  return read;
}

/** True when the hook's file is the raw manifest: kops 1.11+ (or proposal) and useRawManifest. */
function isRaw(analysis: Analysis, hook: HookSpec | undefined): boolean {
  return analysis.behaviour.useRawManifest && hook?.useRawManifest?.value === true;
}

// Where each view first appears among all tasks, group after group (see unitViews).
const ORDINALS = new WeakMap<UnitView, number>();

/** Where `view` first appears among the analysis's tasks, counted group after group: the order of `ctx.units`. */
export function viewOrdinal(view: UnitView): number {
  return ORDINALS.get(view) ?? 0;
}

/**
 * Every distinct rendered unit of `analysis`, parsed once, in the order they first appear among
 * the tasks, group after group; with `only`, those of the hooks it accepts (the same views, as
 * `ctx.units` holds them). A hook rendered identically for five groups is one UnitView with five
 * groups.
 */
export function unitViews(analysis: Analysis, parse: (definition: string) => ParsedUnit, only?: (ref: HookRef) => boolean): UnitView[] {
  // By definition, then by hook and unit: the planner hands the same definition string to every
  // group, so the lookup reuses the string's cached hash.
  const byDefinition = new Map<string, UnitView[]>();
  // A cluster hook's task is the very same object in every group of its role (PlanMemo): its view,
  // once found, is found again by the object, with no hash of its definition.
  const byTask = new Map<Task, UnitView>();
  const views: UnitView[] = [];
  const findHook = hookIndex(analysis);
  let ordinal = 0;
  // Indexed loops: with `only`, this walks every task of every group on each keystroke.
  for (let g = 0; g < analysis.groups.length; g++) {
    const group = analysis.groups[g] as GroupPlan;
    const tasks = group.tasks;
    for (let k = 0; k < tasks.length; k++) {
      const task = tasks[k] as Task;
      ordinal++;
      if (task.definition === null || (only && !only(task.hook))) continue;
      const known = byTask.get(task);
      if (known) {
        known.groups.push(group);
        continue;
      }
      let sameText = byDefinition.get(task.definition);
      if (!sameText) byDefinition.set(task.definition, (sameText = []));
      const seen = viewOf(sameText, task);
      if (seen) {
        byTask.set(task, seen);
        seen.groups.push(group);
        continue;
      }
      const hook = findHook(task.hook);
      const dot = task.unit.lastIndexOf('.');
      const parsed = sameText[0]?.parsed ?? parse(task.definition);
      const type = dot < 0 ? '' : task.unit.slice(dot + 1);
      const own = type.charAt(0).toUpperCase() + type.slice(1);
      const view: UnitView = {
        task: task as Task & { definition: string },
        groups: [group],
        hook,
        parsed,
        entries: readEntries(parsed, own),
        type,
        raw: isRaw(analysis, hook),
      };
      ORDINALS.set(view, ordinal);
      byTask.set(task, view);
      sameText.push(view);
      views.push(view);
    }
  }
  return views;
}

/**
 * Builds the lint context: every hook, and every distinct rendered unit parsed once (by `parse`,
 * which may remember units from an earlier lint; see unitViews). The units are worked out the
 * first time a rule reads them: after an edit, lint often needs only the edited hook's. `fixes`:
 * see LintContext.fixes.
 */
export function buildContext(analysis: Analysis, parse: (definition: string) => ParsedUnit = unitParser, fixes = true): LintContext {
  const hooks = analysis.spec.documents.flatMap((d) => d.hooks);
  const documentOf = (hook: HookSpec): DocumentSpec | undefined => analysis.spec.documents[hook.document];
  let units: UnitView[] | undefined;
  return {
    analysis,
    hooks,
    get units(): UnitView[] {
      return (units ??= unitViews(analysis, parse));
    },
    documentOf,
    isDisabled(hook) {
      return isHookDisabled(hook, documentOf(hook)?.apiVersion ?? 'v1alpha2', analysis.behaviour);
    },
    parse,
    fixes,
  };
}
