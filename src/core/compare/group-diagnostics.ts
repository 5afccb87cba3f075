import type { GroupPlan, Spec } from '../types.ts';
import { hookAt, hookKey, hooksByStart } from './hook-at.ts';
import type { SideDiagnostic } from './types.ts';

/**
 * The diagnostics that concern one instance group, planned as `plans` (its GroupPlan on each
 * side; undefined where a side has no such group): those inside its InstanceGroup document; those
 * inside a hook that feeds it on either side (a task, or a skip for any reason but its role); and
 * those tied to no instance group (the Cluster outside its hooks, a YAML error between documents,
 * the input as a whole). So `kops-hooks diff --ig nodes` shows nothing of another group's
 * document, nor of a Cluster hook whose `roles` leave this group out.
 */
export function groupDiagnostics(spec: Spec, plans: ReadonlyArray<GroupPlan | undefined>, diagnostics: readonly SideDiagnostic[]): SideDiagnostic[] {
  const document = plans.find((p) => p !== undefined)?.document ?? null;
  const fed = new Set<string>();
  for (const p of plans) {
    for (const t of p?.tasks ?? []) fed.add(hookKey(t.hook));
    for (const s of p?.skipped ?? []) if (s.reason !== 'role-filtered') fed.add(hookKey(s));
  }
  const groupDocs = spec.documents.filter((d) => d.kind === 'InstanceGroup');
  const hooks = hooksByStart(spec);
  return diagnostics.filter((d) => {
    // An empty range at 0 is about the input as a whole (e.g. the kops version), not its first line.
    if (d.range.end === 0) return true;
    const inDoc = groupDocs.find((g) => d.range.start >= g.range.start && d.range.start < g.range.end);
    if (inDoc) return inDoc.index === document;
    const hook = hookAt(hooks, d.range.start);
    return hook === undefined || fed.has(hookKey(hook));
  });
}
