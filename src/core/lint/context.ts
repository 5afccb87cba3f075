import type { Analysis, DocumentSpec, HookRef, HookSpec, Task } from '../types.ts';
import { unitParser } from '../systemd/unit-parser.ts';
import { isHookDisabled } from '../kops/hook-state.ts';
import type { LintContext, UnitView } from './rule.ts';

function findHook(analysis: Analysis, ref: HookRef): HookSpec | undefined {
  return analysis.spec.documents[ref.document]?.hooks.find((h) => h.list === ref.list && h.index === ref.index);
}

/** True when the hook's file is the raw manifest: kops 1.11+ (or proposal) and useRawManifest. */
function isRaw(analysis: Analysis, hook: HookSpec | undefined): boolean {
  return analysis.behaviour.useRawManifest && hook?.useRawManifest?.value === true;
}

/**
 * Builds the lint context: every hook, and every distinct rendered unit parsed once. A hook
 * rendered identically for five groups is one UnitView with five groups.
 */
export function buildContext(analysis: Analysis): LintContext {
  const hooks = analysis.spec.documents.flatMap((d) => d.hooks);
  const views = new Map<string, UnitView>();
  for (const group of analysis.groups) {
    for (const task of group.tasks) {
      if (task.definition === null) continue;
      const key = `${task.hook.document}/${task.hook.list}/${task.hook.index}/${task.unit}\n${task.definition}`;
      const seen = views.get(key);
      if (seen) {
        seen.groups.push(group);
        continue;
      }
      const hook = findHook(analysis, task.hook);
      const dot = task.unit.lastIndexOf('.');
      const parsed = unitParser(task.definition);
      const type = dot < 0 ? '' : task.unit.slice(dot + 1);
      const own = type.charAt(0).toUpperCase() + type.slice(1);
      views.set(key, {
        task: task as Task & { definition: string },
        groups: [group],
        hook,
        parsed,
        entries: parsed.entries.filter((e) => e.section === 'Unit' || e.section === 'Install' || e.section === own),
        type,
        raw: isRaw(analysis, hook),
      });
    }
  }
  const documentOf = (hook: HookSpec): DocumentSpec | undefined => analysis.spec.documents[hook.document];
  return {
    analysis,
    hooks,
    units: [...views.values()],
    documentOf,
    isDisabled(hook) {
      return isHookDisabled(hook, documentOf(hook)?.apiVersion ?? 'v1alpha2', analysis.behaviour);
    },
  };
}
