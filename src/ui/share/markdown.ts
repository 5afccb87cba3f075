import type { Analysis } from '../../core/index.ts';
import { BASTION_NO_NODEUP, NODEUP_ABORT_EFFECT } from '../../core/kops/nodeup-messages.ts';
import { selectGroup } from '../output/select-group.ts';

/** A code fence longer than any backtick run in `text`, so the text cannot close it. */
function fence(text: string, lang: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}${lang}\n${text.endsWith('\n') ? text : `${text}\n`}${ticks}`;
}

/**
 * A snippet for an issue or a chat: the YAML, the units the selected instance group gets
 * (each under its path on the node), and the permalink.
 */
export function shareMarkdown(text: string, analysis: Analysis, groupName: string | null, url: string | null): string {
  const group = selectGroup(analysis, groupName);
  const runtime = `${analysis.runtime}${analysis.runtimeSource === 'option' ? '' : ` (${analysis.runtimeSource})`}`;
  const parts = [
    `**kops hooks** for kops ${analysis.behaviour.version}, runtime ${runtime}${url ? ` · [open in the playground](${url})` : ''}`,
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
  return `${parts.join('\n\n')}\n`;
}
