import { withGroupFiles } from './files/group-files.ts';
import { clusterNodeFacts } from './kops/node-context.ts';
import { plan, type PlanCache } from './kops/plan.ts';
import { execTool } from './kops/runtime.ts';
import { v1alpha3Refusal } from './kops/v1alpha3.ts';
import { dockerRefusals } from './kops/docker-refusal.ts';
import type { Behaviour, Diagnostic, Distro, GroupPlan, Runtime, Spec } from './types.ts';

/** What planning a parsed spec needs once the options are resolved. */
export interface PlanInputs {
  behaviour: Behaviour;
  /** The node's container runtime, already resolved (see kops/runtime.ts). */
  runtime: Runtime;
  distro: Distro;
}

/** The plan of a spec under explicit inputs: refusal, groups, and the planner's diagnostics. */
export interface SpecPlan {
  refusal: string | null;
  groups: GroupPlan[];
  diagnostics: Diagnostic[];
}

/**
 * Plans a parsed spec under an explicit Behaviour and runtime: everything `analyzePlan` does after
 * it has resolved the options. A v1alpha3 document in a release that does not register v1alpha3
 * (all but 1.25.x and 1.29+, kops/v1alpha3.ts) makes kops refuse the whole spec (an
 * `api-version-unsupported` error on its apiVersion, and no tasks anywhere), and so does a Cluster
 * with a Docker field the release's validation forbids (`docker-forbidden`, kops/docker-refusal.ts).
 *
 * Internal: `analyze(text, options)` stays the public contract. The comparison of two versions
 * calls this with a Behaviour that differs from a real release in one switch at a time, to learn
 * which switch changes which unit. `cache` (see PlanCache) lets core/incremental reuse the plans
 * of an earlier analysis. Pure and deterministic; throws only on a bug (callers catch).
 */
export function planSpec(spec: Spec, inputs: PlanInputs, cache?: PlanCache): SpecPlan {
  const b = inputs.behaviour;
  const refused = b.v1alpha3Registered ? [] : spec.documents.filter((d) => d.apiVersionExplicit && d.apiVersion === 'v1alpha3');
  const forbidden = dockerRefusals(b, spec.documents.find((d) => d.kind === 'Cluster'));
  const refusal = refused.length > 0 ? v1alpha3Refusal(b) : forbidden[0]?.message ?? null;
  const planned = plan(spec, {
    behaviour: b, runtime: inputs.runtime, exec: execTool(b, inputs.runtime), distro: inputs.distro,
    apiVersions: spec.documents.map((d) => d.apiVersion), cluster: clusterNodeFacts(spec),
  }, refusal !== null, cache);
  const refusals = [
    ...refused.map((d) => ({ code: 'api-version-unsupported', severity: 'error' as const, message: refusal ?? '', range: d.apiVersionRange ?? d.range })),
    ...forbidden.map((f) => ({ code: 'docker-forbidden', severity: 'error' as const, message: f.message, range: f.range })),
  ];
  // The files of each group (none when kops refuses the spec: nothing reaches a node).
  const groups = refusal !== null ? planned.groups : planned.groups.map((g) => withGroupFiles(spec, g, inputs));
  return { refusal, groups, diagnostics: [...planned.diagnostics, ...refusals] };
}
