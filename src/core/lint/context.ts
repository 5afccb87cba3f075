import type { Analysis, DocumentSpec, HookRef, HookSpec, Task } from '../types.ts';
import { unitParser, type ParsedUnit } from '../systemd/unit-parser.ts';
import { isHookDisabled } from '../kops/hook-state.ts';
import type { LintContext, UnitView } from './rule.ts';

function hookIndex(analysis: Analysis): (ref: HookRef) => HookSpec | undefined {
  const byRef = new Map<string, HookSpec>();
  analysis.spec.documents.forEach((d, document) => {
    for (const h of d.hooks) {
      const key = `${document}/${h.list}/${h.index}`;
      // The first match wins, as Array.find did.
      if (!byRef.has(key)) byRef.set(key, h);
    }
  });
  return (ref) => byRef.get(`${ref.document}/${ref.list}/${ref.index}`);
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
  // Keyed by definition, then by hook and unit: the planner hands the same definition string to
  // every group, so the outer lookup reuses its cached hash instead of hashing a fresh concatenation.
  const byDefinition = new Map<string, Map<string, UnitView>>();
  const views: UnitView[] = [];
  const findHook = hookIndex(analysis);
  for (const group of analysis.groups) {
    for (const task of group.tasks) {
      if (task.definition === null) continue;
      let sameText = byDefinition.get(task.definition);
      if (!sameText) byDefinition.set(task.definition, (sameText = new Map()));
      const key = `${task.hook.document}/${task.hook.list}/${task.hook.index}/${task.unit}`;
      const seen = sameText.get(key);
      if (seen) {
        seen.groups.push(group);
        continue;
      }
      const hook = findHook(task.hook);
      const dot = task.unit.lastIndexOf('.');
      const parsed = sameText.values().next().value?.parsed ?? parse(task.definition);
      const type = dot < 0 ? '' : task.unit.slice(dot + 1);
      const own = type.charAt(0).toUpperCase() + type.slice(1);
      const view: UnitView = {
        task: task as Task & { definition: string },
        groups: [group],
        hook,
        parsed,
        entries: parsed.entries.filter((e) => e.section === 'Unit' || e.section === 'Install' || e.section === own),
        type,
        raw: isRaw(analysis, hook),
      };
      sameText.set(key, view);
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
