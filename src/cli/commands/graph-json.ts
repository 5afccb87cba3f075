import type { BootEdge, BootGraph } from '../../core/boot/types.ts';
import { kubeletFix } from '../../core/lint/kubelet-fix.ts';
import { runtimeVerdictOf } from '../../core/boot/runtime-verdict.ts';
import type { TextIndex } from '../../core/text-index.ts';
import type { Analysis } from '../../core/types.ts';
import { toEdge } from './lint-format.ts';

/** Where an edge's line is in the YAML (1-based), or null for kops's and systemd's own lines. */
function originLine(index: TextIndex, e: BootEdge): { line: number; column: number } | null {
  if (e.origin.kind === 'hook') return index.lineCol(e.origin.range.start);
  if (e.origin.kind === 'systemd-default' && e.origin.cause) return index.lineCol(e.origin.cause.range.start);
  return null;
}

/** Who wrote an edge: `hook`, a kops citation (`tag:path`), or what systemd does. */
export function edgeSource(e: BootEdge): string {
  switch (e.origin.kind) {
    case 'hook': return 'hook';
    case 'kops': return e.origin.source;
    case 'systemd-unit': return e.origin.source;
    case 'systemd-default': return `systemd: ${e.origin.rule}`;
  }
}

/**
 * The graph contract of the issue "Boot order": `{ kopsVersion, runtime, instanceGroups: [{ name,
 * nodes: [{ unit, kind, hook }], edges: [{ from, to, type, origin }], cycles, kubeletWaitsFor }],
 * diagnostics }`, with 1-based lines; and, from issue 38, each group's `verdicts: [{ unit, hook:
 * { list, index }, beforeKubelet: { firstBoot, reboot }, why: { firstBoot, reboot }, fix: { title }
 * | null }]` (`lint --fix` applies the fix; `advice` says what to do where there is none); from
 * issue 46, an execContainer hook's verdict also has `afterRuntime: { firstBoot, reboot }` (does
 * its image pull find the runtime listening?) with `afterRuntimeWhy` and `afterRuntimeAdvice`,
 * null for other hooks (boot/runtime-verdict.ts). Each
 * group, node, edge and verdict also carries a few more facts after the contract's keys (role,
 * presence, the edge's source, whether an ordering holds at a reboot...).
 */
export function graphJson(analysis: Analysis, graphs: BootGraph[], index: TextIndex): unknown {
  return {
    kopsVersion: analysis.behaviour.version,
    runtime: analysis.runtime,
    instanceGroups: graphs.map((g) => ({
      name: g.group,
      nodes: g.nodes.map((n) => ({
        unit: n.unit, kind: n.kind, hook: n.hook ? { list: n.hook.list, index: n.hook.index } : null,
        presence: n.presence, job: n.job,
      })),
      edges: g.edges.map((e) => ({ from: e.from, to: e.to, type: e.type, origin: originLine(index, e), source: edgeSource(e), holds: e.holds ?? null })),
      cycles: g.cycles.map((c) => c.units),
      kubeletWaitsFor: g.kubeletWaitsFor,
      verdicts: g.verdicts.map((v) => {
        const { fix, note } = kubeletFix(analysis, v);
        const runtime = runtimeVerdictOf(analysis, v, g.group);
        return {
          unit: v.unit, hook: { list: v.hook.list, index: v.hook.index }, beforeKubelet: v.beforeKubelet, why: v.why,
          fix: fix ? { title: fix.title } : null, advice: note,
          afterRuntime: runtime?.afterRuntime ?? null, afterRuntimeWhy: runtime?.why ?? null, afterRuntimeAdvice: runtime?.advice ?? null,
        };
      }),
      role: g.role,
      runsNodeup: g.runsNodeup,
      timeline: g.timeline,
      kubeletHangs: g.kubeletHangs.map((h) => ({ unit: h.unit, chain: h.chain })),
      missing: g.missing.map((m) => ({ unit: m.unit, presence: m.presence, reason: m.reason })),
    })),
    diagnostics: analysis.diagnostics.map((d) => toEdge(index, d)),
  };
}
