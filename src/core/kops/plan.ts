import type { Diagnostic, DocumentSpec, GroupPlan, HookSpec, Role, Spec } from '../types.ts';
import { normaliseRole } from './hook-state.ts';
import { planMemo, type GroupInput, type PlanSettings } from './plan-group.ts';
import { planGroups } from './plan-groups.ts';

const ROLES: readonly Role[] = ['ControlPlane', 'Node', 'Bastion', 'APIServer'];

/** The groups to plan, derived from the spec (cheap; planning each is the expensive part). */
export interface GroupInputs {
  groups: GroupInput[];
  diagnostics: Diagnostic[];
}

function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/**
 * Which instance groups exist and which hooks each sees. Every InstanceGroup document is a group,
 * in document order, with its role (`Master` → ControlPlane; an unknown or missing role is planned
 * as Node with a warning). With no InstanceGroup document there is one virtual group per role,
 * named after the role: ControlPlane and Node always, Bastion and APIServer only when some hook's
 * `roles` names them (a cluster always has control-plane and worker nodes; bastions and dedicated
 * API servers are optional, and listing them for every snippet would only repeat the Node units).
 * Cluster hooks are every `cluster`-list hook outside InstanceGroup documents, in document order.
 */
export function groupInputs(spec: Spec): GroupInputs {
  const diagnostics: Diagnostic[] = [];
  const igDocs = spec.documents.filter((d) => d.kind === 'InstanceGroup');
  const others = spec.documents.filter((d) => d.kind !== 'InstanceGroup');
  const clusterHooks = others.flatMap((d) => d.hooks.filter((h) => h.list === 'cluster'));
  if (igDocs.length > 0) {
    return { groups: igDocs.map((d) => igGroup(d, clusterHooks, diagnostics)), diagnostics };
  }
  const looseIgHooks = others.flatMap((d) => d.hooks.filter((h) => h.list === 'instanceGroup'));
  const all = [...clusterHooks, ...looseIgHooks];
  const named = new Set(all.flatMap((h) => h.roles?.value.map((r) => normaliseRole(r.value)) ?? []));
  const roles = ROLES.filter((r) => r === 'ControlPlane' || r === 'Node' || named.has(r));
  return {
    groups: roles.map((role) => ({ name: role, role, document: null, instanceGroupHooks: looseIgHooks, clusterHooks })),
    diagnostics,
  };
}

function igGroup(d: DocumentSpec, clusterHooks: HookSpec[], diagnostics: Diagnostic[]): GroupInput {
  const written = d.role?.value ?? '';
  const normalised = normaliseRole(written);
  let role: Role = 'Node';
  if (isRole(normalised)) role = normalised;
  else {
    diagnostics.push({
      code: 'unknown-instance-group-role', severity: 'warning', range: d.role?.range ?? d.range,
      message: written === ''
        ? 'This InstanceGroup has no spec.role; kops requires one. Its hooks are shown for a Node.'
        : `spec.role "${written}" is not Master, ControlPlane, Node, Bastion or APIServer; kops rejects it. Its hooks are shown for a Node.`,
    });
  }
  const name = d.name?.value || `instance-group-${d.index + 1}`;
  return { name, role, document: d.index, instanceGroupHooks: d.hooks.filter((h) => h.list === 'instanceGroup'), clusterHooks };
}

/**
 * Plans groups on behalf of `plan`, remembering plans between analyses (core/incremental): it
 * returns exactly what `planGroup(input, settings, memo)` would, and must take every argument of
 * that call into account.
 */
export interface PlanCache {
  planGroup(input: GroupInput, settings: PlanSettings, position: number): GroupPlan;
}

/**
 * Plans every group (see groupInputs and planGroup), through `cache` when one is given. When kops
 * refuses the spec (`refused`), every group is listed with no task: nothing reaches a node.
 */
export function plan(spec: Spec, settings: PlanSettings, refused = false, cache?: PlanCache): { groups: GroupPlan[]; diagnostics: Diagnostic[] } {
  const inputs = groupInputs(spec);
  if (refused) {
    return {
      groups: inputs.groups.map((g) => ({
        name: g.name, role: g.role, document: g.document, tasks: [], skipped: [], fatal: null, runsNodeup: g.role !== 'Bastion', files: [],
      })),
      diagnostics: inputs.diagnostics,
    };
  }
  const groups = cache ? inputs.groups.map((g, i) => cache.planGroup(g, settings, i)) : planGroups(inputs.groups, settings, planMemo());
  return { groups, diagnostics: inputs.diagnostics };
}
