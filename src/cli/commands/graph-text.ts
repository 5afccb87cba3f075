import { bootDrawing, drawingOrder } from '../../core/boot/boot-drawing.ts';
import { afterText } from '../../core/boot/start-order-text.ts';
import { cycleCaption, cycleEffect, cycleFix, edgeLine } from '../../core/boot/cycle-text.ts';
import type { BootEdge, BootGraph, BootNode } from '../../core/boot/types.ts';
import type { TextIndex } from '../../core/text-index.ts';
import { verdictLine } from '../../core/boot/verdict-words.ts';
import { kubeletWaitsText } from '../../core/boot/waits-for.ts';
import { kubeletFix } from '../../core/lint/kubelet-fix.ts';
import type { Analysis } from '../../core/types.ts';
import { edgeSource } from './graph-json.ts';

/** Where an edge comes from, for people: `line 12: Before=b.service in a.service`, or its source. */
function edgeOrigin(index: TextIndex, e: BootEdge): string {
  if (e.origin.kind === 'hook') return `line ${index.lineCol(e.origin.range.start).line}: ${edgeLine(e) ?? e.type} in ${e.origin.unit}`;
  if (e.origin.kind === 'systemd-default' && e.origin.cause) return `systemd: ${e.origin.rule} (line ${index.lineCol(e.origin.cause.range.start).line})`;
  const line = edgeLine(e);
  return line && e.origin.kind !== 'systemd-default' ? `${line} in ${e.origin.unit} (${edgeSource(e)})` : edgeSource(e);
}

function starts(n: BootNode): string {
  if (!n.job) return n.presence === 'yes' ? 'no start job at a reboot' : `${n.presence}: ${n.condition ?? ''}`;
  const who = [n.start.boot ? 'systemd at boot' : '', n.start.nodeup ? 'nodeup' : '', n.start.protokube ? 'protokube' : ''].filter((w) => w !== '');
  const maybe = n.presence === 'maybe' ? `; maybe: ${n.condition ?? ''}` : '';
  return `started by ${who.length > 0 ? who.join(' and ') : 'a unit that needs it'}${maybe}`;
}

/**
 * Each hook's verdict on one line: `a.service — first boot: race, reboot: no. Reboot: why First
 * boot: why Fix: title (kops-hooks lint --fix applies it).`, or what to do where there is no fix.
 */
export function verdictText(analysis: Analysis, v: BootGraph['verdicts'][number]): string {
  const { fix, note } = kubeletFix(analysis, v);
  const then = fix ? ` Fix: ${fix.title} (kops-hooks lint --fix applies it).` : note ? ` To fix: ${note}` : '';
  return `${verdictLine(v)}. Reboot: ${v.why.reboot} First boot: ${v.why.firstBoot}${then}`;
}

/** One group as text: the hooks' verdicts, cycles, what kubelet waits for, missing units, the start order, requirements and notes. */
export function groupText(analysis: Analysis, graph: BootGraph, index: TextIndex): string {
  let out = `\n# instance group ${graph.group} (role ${graph.role})\n`;
  if (!graph.runsNodeup) return `${out}${graph.notes.group.join('\n')}\n`;
  for (const note of graph.notes.group) out += `!! ${note}\n`;
  if (graph.verdicts.length > 0) {
    out += 'Before kubelet:\n';
    for (const v of graph.verdicts) out += `  ${verdictText(analysis, v)}\n`;
  }
  const isHook = (u: string): boolean => graph.nodes.some((n) => n.unit === u && n.kind === 'hook');
  for (const c of graph.cycles) {
    out += `${cycleCaption(c)}${c.condition ? ` (${c.condition})` : ''}\n`;
    c.edges.forEach((e) => (out += `  ${e.from} → ${e.to}: ${edgeOrigin(index, e)}\n`));
    out += `  ${cycleEffect(c)}\n  ${cycleFix(c, isHook)}\n`;
  }
  if (graph.cycles.length === 0) out += 'No ordering cycle.\n';
  out += `kubelet.service waits for: ${graph.kubeletWaitsFor.length > 0 ? kubeletWaitsText(graph) : 'nothing'}\n`;
  for (const h of graph.kubeletHangs) out += `!! ${h.message}\n`;
  for (const m of graph.missing) {
    const lines = [...new Set(m.namedBy.map((e) => (e.origin.kind === 'hook' ? index.lineCol(e.origin.range.start).line : 0)))];
    out += `Not on this node: ${m.unit} (named on line ${lines.join(', ')}): ${m.reason}\n`;
  }
  const drawing = bootDrawing(graph, 'all');
  out += 'Start order at a reboot:\n';
  for (const n of drawingOrder(drawing)) {
    out += `  ${n.unit} [${n.kind}] ${starts(n)}${afterText(drawing, n.unit)}\n`;
  }
  const requirements = drawing.edges.filter((e) => e.kind === 'requirement');
  if (requirements.length > 0) {
    out += 'Requirements:\n';
    for (const r of requirements) out += `  ${r.from} ${r.label} ${r.to}${r.edge ? ` (${edgeOrigin(index, r.edge)})` : ''}\n`;
  }
  out += 'At a reboot:\n';
  for (const note of graph.notes.reboot.slice(1)) out += `  - ${note}\n`;
  out += 'At first boot:\n';
  for (const note of graph.notes.firstBoot) out += `  - ${note}\n`;
  return out;
}

/** The text output: a summary line, the timeline, then each group. */
export function graphText(analysis: Analysis, graphs: BootGraph[], index: TextIndex, timeline: string): string {
  const b = analysis.behaviour;
  const version = b.era === 'proposal' ? 'the proposal (kops 1.10 + useRawName/useRawManifest)' : `kops ${b.version} (${b.era})`;
  let out = `# ${version}, runtime ${analysis.runtime} (${analysis.runtimeSource}), distro ${analysis.distro}\n# ${timeline}\n`;
  for (const g of graphs) out += groupText(analysis, g, index);
  return out;
}
