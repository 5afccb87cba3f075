import { cycleCaption, cycleEffect, cycleFix } from '../../core/boot/cycle-text.ts';
import type { BootGraph, KubeletVerdict } from '../../core/boot/types.ts';
import { kubeletWaits } from '../../core/boot/waits-for.ts';
import { kubeletFix } from '../../core/lint/kubelet-fix.ts';
import type { Analysis } from '../../core/types.ts';
import { graphMermaid } from './graph-mermaid.ts';
import { fencedBlock, inlineCode, proseText } from './markdown.ts';
import { versionLabel } from './render-words.ts';

/** One hook on one line: `- \`a.service\` — first boot: **race**, reboot: **no**. Reboot: … First boot: … Fix: …`. */
function verdictItem(analysis: Analysis, v: KubeletVerdict): string {
  const { fix, note } = kubeletFix(analysis, v);
  const then = fix ? ` Fix: ${proseText(fix.title)} (\`kops-hooks lint --fix\` applies it).` : note ? ` To fix: ${proseText(note)}` : '';
  return `- ${inlineCode(v.unit)} — first boot: **${v.beforeKubelet.firstBoot}**, reboot: **${v.beforeKubelet.reboot}**. `
    + `Reboot: ${proseText(v.why.reboot)} First boot: ${proseText(v.why.firstBoot)}${then}\n`;
}

function groupMarkdown(analysis: Analysis, g: BootGraph): string {
  let out = `## Instance group ${inlineCode(g.group)} (role ${g.role})\n\n`;
  if (!g.runsNodeup) return `${out}${proseText(g.notes.group.join(' '))}\n\n`;
  for (const note of g.notes.group) out += `> **${proseText(note)}**\n\n`;
  if (g.verdicts.length > 0) out += `**Before kubelet**\n\n${g.verdicts.map((v) => verdictItem(analysis, v)).join('')}\n`;
  const isHook = (u: string): boolean => g.nodes.some((n) => n.unit === u && n.kind === 'hook');
  for (const c of g.cycles) out += `**${proseText(cycleCaption(c))}**${c.condition ? ` (${proseText(c.condition)})` : ''}. ${proseText(cycleEffect(c))} ${proseText(cycleFix(c, isHook))}\n\n`;
  const waits = kubeletWaits(g).map((w) => `${inlineCode(w.unit)}${w.condition ? ` (${proseText(w.condition)})` : ''}`);
  out += `**kubelet.service waits for:** ${waits.length > 0 ? waits.join(', ') : 'nothing'}\n\n`;
  out += fencedBlock(graphMermaid(analysis, [g]), 'mermaid');
  out += `\n**At a reboot**\n\n${g.notes.reboot.slice(1).map((n) => `- ${proseText(n)}\n`).join('')}\n`;
  out += `**At first boot**\n\n${g.notes.firstBoot.map((n) => `- ${proseText(n)}\n`).join('')}\n`;
  return out;
}

/**
 * The boot order as Markdown, for documentation and issue reports: a summary line, then per
 * instance group its hooks' verdicts ("Before kubelet", one line each), its cycles, what kubelet
 * waits for, the drawing as a Mermaid block (GitHub renders it) and the notes on both boots.
 * Names from the spec stay literal (inline code, or escaped prose). Ends with one newline.
 */
export function graphMarkdown(analysis: Analysis, graphs: BootGraph[], timeline: string): string {
  let out = `Boot order for ${versionLabel(analysis)}, runtime ${analysis.runtime}, distro ${analysis.distro}.\n\n> ${proseText(timeline)}\n\n`;
  for (const g of graphs) out += groupMarkdown(analysis, g);
  return out.replace(/\n+$/, '\n');
}
