import type { Analysis } from '../../core/index.ts';
import { BASTION_NO_NODEUP, NODEUP_ABORT_EFFECT } from '../../core/kops/nodeup-messages.ts';
import { TextIndex } from '../../core/text-index.ts';
import { DISTRO_LABELS } from '../header/distro-notes.ts';
import { selectGroup } from '../output/select-group.ts';
import { groupProblems } from '../problems/group-problems.ts';

const SEVERITY = { error: 'Error', warning: 'Warning', info: 'Note' } as const;
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The Problems list as Markdown, in the panel's order (by document, syntax errors first): what a reader of the issue must see too. */
function problemsMarkdown(analysis: Analysis): string | null {
  if (analysis.diagnostics.length === 0) return null;
  const counts = { error: 0, warning: 0, info: 0 };
  for (const d of analysis.diagnostics) counts[d.severity]++;
  const index = new TextIndex(analysis.text);
  const items = groupProblems(analysis).flatMap((g) => g.diagnostics).map((d) => {
    const at = d.range.end === 0 ? 'whole spec' : `line ${index.lineCol(d.range.start).line}`;
    return `- ${SEVERITY[d.severity]} · ${at} · \`${d.code}\`: ${d.message}`;
  });
  return `Problems (${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')}, ${plural(counts.info, 'note')}):\n\n${items.join('\n')}`;
}

/** A code fence longer than any backtick run in `text`, so the text cannot close it. */
function fence(text: string, lang: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}${lang}\n${text.endsWith('\n') ? text : `${text}\n`}${ticks}`;
}

/**
 * A snippet for an issue or a chat: the YAML, the units the selected instance group gets
 * (each under its path on the node), the problems, and the permalink.
 */
export function shareMarkdown(text: string, analysis: Analysis, groupName: string | null, url: string | null): string {
  const group = selectGroup(analysis, groupName);
  const runtime = `${analysis.runtime}${analysis.runtimeSource === 'option' ? '' : ` (${analysis.runtimeSource})`}`;
  const parts = [
    `**kops hooks** for kops ${analysis.behaviour.version}, runtime ${runtime}${analysis.distro === 'debian' ? '' : `, on ${DISTRO_LABELS[analysis.distro]}`}${url ? ` · [open in the playground](${url})` : ''}`,
    fence(text, 'yaml'),
  ];
  if (analysis.refusal !== null) parts.push(`kops refuses this spec: ${analysis.refusal}`);
  if (group && !group.runsNodeup) parts.push(`Instance group **${group.name}** (${group.role}): ${BASTION_NO_NODEUP}`);
  else if (group) {
    parts.push(`Units nodeup writes on instance group **${group.name}** (${group.role}):`);
    for (const task of group.tasks) {
      parts.push(task.definition === null
        ? `\`${task.path}\`: not written (disabled hook: nodeup runs \`${task.actions.join('`, `')}\`)`
        : `\`${task.path}\`\n\n${fence(task.definition, 'ini')}`);
    }
    if (group.fatal !== null) parts.push(`nodeup aborts on this group: ${group.fatal}. ${NODEUP_ABORT_EFFECT}`);
  }
  const problems = problemsMarkdown(analysis);
  if (problems !== null) parts.push(problems);
  return `${parts.join('\n\n')}\n`;
}
