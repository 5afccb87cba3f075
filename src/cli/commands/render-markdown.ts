import type { Analysis, GroupPlan, Task } from '../../core/types.ts';
import { fencedBlock, inlineCode } from './markdown.ts';
import { FATAL_EXPLANATION, hookPosition, SKIP_TEXT, versionLabel } from './render-words.ts';

const RUNTIME_SOURCE: Record<Analysis['runtimeSource'], string> = {
  option: 'as given by --runtime',
  cluster: 'from the Cluster\'s spec.containerRuntime',
  default: 'the version\'s default',
};

/** What nodeup does with the unit besides writing its file. */
function nodeupLine(t: Task): string {
  if (t.definition === null) return `Disabled: nodeup writes no file; it stops and disables ${inlineCode(t.unit)}.\n`;
  const state = t.enabled && t.running ? 'enabled and running' : t.enabled ? 'enabled, not running' : t.running ? 'running, not enabled' : 'stopped and disabled';
  return `nodeup writes this file and keeps ${inlineCode(t.unit)} ${state}.\n`;
}

function taskMarkdown(t: Task): string {
  let out = `### ${inlineCode(t.path)}\n\n`;
  if (t.definition === '') out += 'An empty file: systemd treats an empty unit file as masked.\n\n';
  else if (t.definition !== null) {
    out += `${fencedBlock(t.definition, 'ini')}\n`;
    if (!t.definition.endsWith('\n')) out += 'No newline at end of file.\n\n';
  }
  return `${out}${nodeupLine(t)}\n`;
}

function groupMarkdown(g: GroupPlan): string {
  let out = `## Instance group ${inlineCode(g.name)} (role ${g.role})\n\n`;
  if (g.tasks.length === 0 && g.skipped.length === 0 && g.fatal === null) out += 'No hooks for this group.\n\n';
  for (const t of g.tasks) out += taskMarkdown(t);
  if (g.skipped.length > 0) {
    out += 'Skipped hooks:\n\n';
    for (const s of g.skipped) out += `- ${hookPosition(s)}${s.name ? ` ${inlineCode(s.name)}` : ''}: ${SKIP_TEXT[s.reason]}\n`;
    out += '\n';
  }
  if (g.fatal !== null) out += `> **nodeup aborts:** ${inlineCode(g.fatal)} (${FATAL_EXPLANATION}).\n\n`;
  return out;
}

/**
 * Markdown for documentation pages and issue reports: a summary paragraph (kops version, runtime
 * and where it came from, distro), then per instance group a `##` heading, and per unit a `###`
 * heading with its path, its exact text in an ```ini block, and what nodeup does with it; then
 * the skipped hooks with their reasons and nodeup's fatal error, if any. Ends with one newline.
 */
export function renderMarkdown(analysis: Analysis, groups: GroupPlan[]): string {
  let out = `Units that nodeup writes for ${versionLabel(analysis)}, runtime ${analysis.runtime} (${RUNTIME_SOURCE[analysis.runtimeSource]}), distro ${analysis.distro}.\n\n`;
  for (const g of groups) out += groupMarkdown(g);
  return out.replace(/\n+$/, '\n');
}
