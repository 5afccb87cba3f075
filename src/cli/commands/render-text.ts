import { BASTION_NO_NODEUP, NODEUP_ABORT_EFFECT } from '../../core/kops/nodeup-messages.ts';
import type { Analysis, GroupPlan } from '../../core/types.ts';
import { hookPosition, SKIP_TEXT, versionLabel } from './render-words.ts';

/**
 * Text output: a summary line, then per group a `# instance group` line and per task a
 * `==> PATH <==` header followed by the exact file content. Content without a final newline is
 * followed by `\ No newline at end of file` (as in diff). Units are separated by a blank line.
 */
export function renderText(analysis: Analysis, groups: GroupPlan[]): string {
  let out = `# ${versionLabel(analysis)}, runtime ${analysis.runtime} (${analysis.runtimeSource}), distro ${analysis.distro}\n`;
  if (analysis.refusal !== null) out += `!! kops refuses this spec: ${analysis.refusal}\n`;
  for (const g of groups) {
    out += `\n# instance group ${g.name} (role ${g.role})\n`;
    if (!g.runsNodeup) {
      out += `(no units: ${BASTION_NO_NODEUP})\n`;
      continue;
    }
    if (analysis.refusal !== null) {
      out += '(no units: kops refuses the spec, see above)\n';
      continue;
    }
    if (g.tasks.length === 0 && g.skipped.length === 0 && g.fatal === null) out += '(no hooks for this group)\n';
    g.tasks.forEach((t, i) => {
      if (i > 0) out += '\n';
      if (t.definition === null) {
        out += `==> ${t.path} <== disabled: no file is written; nodeup stops and disables ${t.unit}\n`;
        return;
      }
      if (t.definition === '') {
        out += `==> ${t.path} <== empty file: systemd treats an empty unit file as masked\n`;
        return;
      }
      out += `==> ${t.path} <==\n${t.definition}`;
      if (!t.definition.endsWith('\n')) out += '\n\\ No newline at end of file\n';
    });
    if (g.tasks.length > 0 && (g.skipped.length > 0 || g.fatal !== null)) out += '\n';
    for (const s of g.skipped) {
      out += `-- skipped ${hookPosition(s)}${s.name ? ` "${s.name}"` : ''}: ${SKIP_TEXT[s.reason]}\n`;
    }
    if (g.fatal !== null) out += `!! nodeup aborts: ${g.fatal} (${NODEUP_ABORT_EFFECT})\n`;
  }
  return out;
}
