import { BASTION_NO_NODEUP, NODEUP_ABORT_EFFECT } from '../../core/kops/nodeup-messages.ts';
import { TextIndex } from '../../core/text-index.ts';
import type { Analysis, GroupPlan, NodeFile, Task } from '../../core/types.ts';
import { fencedBlock, inlineCode } from './markdown.ts';
import { annotateDefinition, ruleText, rulesUsed } from './render-why.ts';
import { hookPosition, SKIP_TEXT, versionLabel } from './render-words.ts';

const RUNTIME_SOURCE: Record<Analysis['runtimeSource'], string> = {
  option: 'as given by --runtime',
  cluster: 'from the Cluster\'s spec.containerRuntime',
  default: 'the version\'s default',
};

/** With `--why`: the analysis and its index, to note each line's origin. */
type Why = { analysis: Analysis; index: TextIndex } | null;

/** A unit: its path, its text, and what nodeup does with it (would do, when the group aborts). */
function taskMarkdown(t: Task, aborts: boolean, why: Why): string {
  const nodeup = aborts ? 'Without the abort, nodeup would' : 'nodeup';
  const [write, run] = aborts ? ['write', 'run'] : ['writes', 'runs'];
  let out = `### ${inlineCode(t.path)}\n\n`;
  if (t.definition === null) out += `Disabled: no file. ${nodeup} ${run}`;
  else if (t.definition === '') out += `An empty file, which systemd treats as masked. ${nodeup} ${write} it, then ${run}`;
  else {
    out += fencedBlock(why ? annotateDefinition(why.analysis, why.index, t) : t.definition, 'ini');
    out += `\n${t.definition.endsWith('\n') ? '' : 'No newline at end of file. '}${nodeup} ${write} this file, then ${run}`;
  }
  return t.actions.length === 0 ? `${out} nothing else.\n\n` : `${out}:\n\n${fencedBlock(t.actions.join('\n'), 'sh')}\n`;
}

/** A fileAsset file: its path and mode, then its exact content (binary as base64). */
function fileMarkdown(f: NodeFile): string {
  const head = `### ${inlineCode(f.path)} (mode ${f.mode})\n\n`;
  if (f.binary) return `${head}Binary content, shown as base64:\n\n${fencedBlock(f.content, '')}\n`;
  return `${head}${fencedBlock(f.content, '')}\n${f.content.endsWith('\n') || f.content === '' ? '' : 'No newline at end of file.\n\n'}`;
}

function groupMarkdown(analysis: Analysis, g: GroupPlan, why: Why): string {
  const out = `## Instance group ${inlineCode(g.name)} (role ${g.role})\n\n`;
  if (!g.runsNodeup) return `${out}${BASTION_NO_NODEUP}\n\n`;
  if (analysis.refusal !== null) return `${out}No units: kops refuses the spec (see above).\n\n`;
  let body = '';
  if (g.fatal !== null) body += `> **nodeup aborts:** ${inlineCode(g.fatal)} (${NODEUP_ABORT_EFFECT})\n\n`;
  if (g.tasks.length === 0 && g.skipped.length === 0 && g.fatal === null) body += 'No hooks for this group.\n\n';
  for (const t of g.tasks) body += taskMarkdown(t, g.fatal !== null, why);
  for (const f of g.files) body += fileMarkdown(f);
  if (g.skipped.length > 0) {
    body += 'Skipped hooks:\n\n';
    for (const s of g.skipped) body += `- ${hookPosition(s)}${s.name ? ` ${inlineCode(s.name)}` : ''}: ${SKIP_TEXT[s.reason]}\n`;
    body += '\n';
  }
  return out + body;
}

/**
 * Markdown for documentation pages and issue reports: a summary paragraph (kops version, runtime
 * and where it came from, distro; kops's refusal of the spec, if any), then per instance group a
 * `##` heading with nodeup's fatal error first, if any; per unit a `###` heading with its path,
 * its exact text in an ```ini block and the commands nodeup runs for it in a ```sh block; then the
 * skipped hooks with their reasons. Bastions say that they run no nodeup. With `why`, each unit
 * line carries its origin on the right (`# spec 16`, `# kops: RULE`), and a last section explains
 * the kops rules used. Ends with one newline.
 */
export function renderMarkdown(analysis: Analysis, groups: GroupPlan[], why = false): string {
  const notes: Why = why ? { analysis, index: new TextIndex(analysis.text) } : null;
  let out = `Units that nodeup writes for ${versionLabel(analysis)}, runtime ${analysis.runtime} (${RUNTIME_SOURCE[analysis.runtimeSource]}), distro ${analysis.distro}.\n\n`;
  if (analysis.refusal !== null) out += `> **kops refuses this spec:** ${analysis.refusal}\n\n`;
  for (const g of groups) out += groupMarkdown(analysis, g, notes);
  const rules = why && analysis.refusal === null ? rulesUsed(groups.filter((g) => g.runsNodeup)) : [];
  if (rules.length > 0) {
    out += '## Why each line is there\n\n`# spec N`: from line N of the spec. `# kops: RULE`: written by kops on its own, by RULE:\n\n';
    out += rules.map((r) => `- ${inlineCode(r)}: ${ruleText(r, inlineCode)}\n`).join('');
  }
  return out.replace(/\n+$/, '\n');
}
