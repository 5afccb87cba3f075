import type { Analysis, DocumentSpec, HookList, HookRef, HookSpec, Task } from '../types.ts';
import { unitParser, type ParsedUnit, type UnitEntry } from '../systemd/unit-parser.ts';
import { isHookDisabled } from '../kops/hook-state.ts';
import type { LintContext, UnitView } from './rule.ts';

function hookIndex(analysis: Analysis): (ref: HookRef) => HookSpec | undefined {
  // By document, list and YAML position; no string keys, as this runs on every lint.
  const table: Array<Record<HookList, HookSpec[]>> = [];
  analysis.spec.documents.forEach((d, document) => {
    const row: Record<HookList, HookSpec[]> = (table[document] = { cluster: [], instanceGroup: [] });
    for (const h of d.hooks) {
      // The first match wins, as Array.find did.
      if (row[h.list][h.index] === undefined) row[h.list][h.index] = h;
    }
  });
  return (ref) => table[ref.document]?.[ref.list][ref.index];
}

/** The view of `task` among the views of the same definition, if there is one. */
function viewOf(views: readonly UnitView[], task: Task): UnitView | undefined {
  const ref = task.hook;
  for (const v of views) {
    const r = v.task.hook;
    if (v.task.unit === task.unit && r.index === ref.index && r.document === ref.document && r.list === ref.list) return v;
  }
  return undefined;
}

// Parsed units outlive a lint (lint-items.ts keeps them for the next): so do their entry lists,
// kept on the unit itself (a WeakMap lookup per unit showed in the profile of a keystroke).
const ENTRIES = Symbol('entries by own section');

/** The assignments systemd reads in a unit whose own section is `own`: [Unit], [Install] and that one. */
function readEntries(parsed: ParsedUnit, own: string): UnitEntry[] {
  const holder = parsed as ParsedUnit & { [ENTRIES]?: Map<string, UnitEntry[]> };
  let byOwn = holder[ENTRIES];
  if (!byOwn) Object.defineProperty(holder, ENTRIES, { value: (byOwn = new Map()) });
  let entries = byOwn.get(own);
  if (!entries) byOwn.set(own, (entries = parsed.entries.filter((e) => e.section === 'Unit' || e.section === 'Install' || e.section === own)));
  return entries;
}

/** True when the hook's file is the raw manifest: kops 1.11+ (or proposal) and useRawManifest. */
function isRaw(analysis: Analysis, hook: HookSpec | undefined): boolean {
  return analysis.behaviour.useRawManifest && hook?.useRawManifest?.value === true;
}

/**
 * Builds the lint context: every hook, and every distinct rendered unit parsed once (by `parse`,
 * which may remember units from an earlier lint). A hook rendered identically for five groups is
 * one UnitView with five groups.
 */
export function buildContext(analysis: Analysis, parse: (definition: string) => ParsedUnit = unitParser): LintContext {
  const hooks = analysis.spec.documents.flatMap((d) => d.hooks);
  // By definition, then by hook and unit: the planner hands the same definition string to every
  // group, so the lookup reuses the string's cached hash.
  const byDefinition = new Map<string, UnitView[]>();
  const views: UnitView[] = [];
  const findHook = hookIndex(analysis);
  for (const group of analysis.groups) {
    for (const task of group.tasks) {
      if (task.definition === null) continue;
      let sameText = byDefinition.get(task.definition);
      if (!sameText) byDefinition.set(task.definition, (sameText = []));
      const seen = viewOf(sameText, task);
      if (seen) {
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
      sameText.push(view);
      views.push(view);
    }
  }
  const documentOf = (hook: HookSpec): DocumentSpec | undefined => analysis.spec.documents[hook.document];
  return {
    analysis,
    hooks,
    units: views,
    documentOf,
    isDisabled(hook) {
      return isHookDisabled(hook, documentOf(hook)?.apiVersion ?? 'v1alpha2', analysis.behaviour);
    },
  };
}
