import { BASTION_NO_NODEUP, NODEUP_ABORT_EFFECT } from '../../core/kops/nodeup-messages.ts';
import { TextIndex } from '../../core/text-index.ts';
import type { Analysis, GroupPlan } from '../../core/types.ts';
import { groupFilesText } from './render-files.ts';
import { annotateDefinition, ruleText, rulesUsed } from './render-why.ts';
import { hookPosition, SKIP_TEXT, versionLabel } from './render-words.ts';

/**
 * Text output: a summary line, then per group a `# instance group` line and per task a
 * `==> PATH <==` header followed by the exact file content, then each fileAsset file as
 * `==> PATH (MODE) <==` and its content. Content without a final newline is
 * followed by `\ No newline at end of file` (as in diff). Units are separated by a blank line.
 * With `why` (`render --why`) every unit line carries its origin in a column on the right
 * (`# spec 16`, `# kops: wrap-description`), and the kops rules used are explained at the end.
 */
export function renderText(analysis: Analysis, groups: GroupPlan[], why = false): string {
  const index = why ? new TextIndex(analysis.text) : null;
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
      out += `==> ${t.path} <==\n${index ? annotateDefinition(analysis, index, t) : t.definition}`;
      if (!t.definition.endsWith('\n')) out += '\n\\ No newline at end of file\n';
    });
    // nodeup writes the fileAssets before any hook starts (every Service task waits for every File task).
    out += groupFilesText(g);
    if (g.tasks.length + g.files.length > 0 && (g.skipped.length > 0 || g.fatal !== null)) out += '\n';
    for (const s of g.skipped) {
      out += `-- skipped ${hookPosition(s)}${s.name ? ` "${s.name}"` : ''}: ${SKIP_TEXT[s.reason]}\n`;
    }
    if (g.fatal !== null) out += `!! nodeup aborts: ${g.fatal} (${NODEUP_ABORT_EFFECT})\n`;
  }
  const rules = why && analysis.refusal === null ? rulesUsed(groups.filter((g) => g.runsNodeup)) : [];
  if (rules.length > 0) out += `\n# "# spec N": from line N of the spec; "# kops: RULE": written by kops on its own, by RULE:\n${rules.map((r) => `# ${r}: ${ruleText(r)}\n`).join('')}`;
  return out;
}
