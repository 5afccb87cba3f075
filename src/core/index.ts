import { behaviour as resolveBehaviour } from './kops/behaviour.ts';
import { plan } from './kops/plan.ts';
import { runtime as resolveRuntime } from './kops/runtime.ts';
import { lint } from './lint/lint.ts';
import { parseSpec } from './spec/parse-spec.ts';
import type { Analysis, AnalyzeOptions, Diagnostic } from './types.ts';

export type * from './types.ts';
export { KOPS_ERAS, NEWEST_KOPS_VERSION } from './kops/behaviour.ts';
export { planGroup } from './kops/plan-group.ts';
export { groupInputs } from './kops/plan.ts';

function byRangeStart(diagnostics: Diagnostic[]): Diagnostic[] {
  // Array.prototype.sort is stable, so diagnostics at the same offset keep their producer order.
  return [...diagnostics].sort((a, b) => a.range.start - b.range.start || a.range.end - b.range.end);
}

function analyzeUnchecked(text: string, options: AnalyzeOptions): Analysis {
  const spec = parseSpec(text);
  const b = resolveBehaviour(options.kopsVersion, options.proposal === true);
  const cluster = spec.documents.find((d) => d.kind === 'Cluster');
  const rt = resolveRuntime(b.behaviour, cluster, options.runtime);
  const distro = options.distro ?? 'debian';
  const planned = plan(spec, {
    behaviour: b.behaviour, exec: rt.exec, distro, apiVersions: spec.documents.map((d) => d.apiVersion),
  });
  const analysis: Analysis = {
    text, options, behaviour: b.behaviour, runtime: rt.runtime, runtimeSource: rt.source, distro, spec,
    groups: planned.groups,
    diagnostics: [...spec.diagnostics, ...b.diagnostics, ...rt.diagnostics, ...planned.diagnostics],
  };
  analysis.diagnostics = byRangeStart([...analysis.diagnostics, ...lint(analysis)]);
  return analysis;
}

/**
 * Analyses `text`: parse the spec, resolve the kops behaviour and runtime, plan every instance
 * group as nodeup would, lint. Pure and total: never throws; an unexpected failure becomes one
 * `internal-error` diagnostic and an empty plan.
 */
export function analyze(text: string, options: AnalyzeOptions = {}): Analysis {
  try {
    return analyzeUnchecked(text, options);
  } catch (error) {
    const b = resolveBehaviour(undefined, false).behaviour;
    return {
      text, options, behaviour: b, runtime: 'containerd', runtimeSource: 'default', distro: options.distro ?? 'debian',
      spec: { documents: [], diagnostics: [] }, groups: [],
      diagnostics: [{
        code: 'internal-error', severity: 'error', range: { start: 0, end: 0 },
        message: `Internal error in the playground (please report it): ${error instanceof Error ? error.message : String(error)}`,
      }],
    };
  }
}
