import { specSides, specSummary } from '../../core/compare/spec-summary.ts';
import type { SpecComparison, SpecGroupDiff } from '../../core/compare/spec-types.ts';
import type { UnitDiff } from '../../core/compare/types.ts';
import type { FileDiff } from '../../core/compare/file-diffs.ts';
import { fencedBlock, inlineCode as code, proseText } from './markdown.ts';
import { changedRules } from './spec-diff-text.ts';

/** Text for inside an HTML `<summary>`: GitHub renders Markdown there only after a blank line, so escape what HTML would eat. */
function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A fileAsset file that differs: its path, mode on each side, and content patch. */
function fileMarkdown(f: FileDiff): string {
  const m0 = f.before?.mode ?? 'no file';
  const m1 = f.after?.mode ?? 'no file';
  const parts = [`**${code(f.path)}** (fileAsset): ${f.change}, ${m0 === m1 ? `mode ${m1}` : `mode ${m0} → ${m1}`}`];
  if (f.patch !== '') parts.push(fencedBlock(f.patch, 'diff').trimEnd());
  if (f.reason) parts.push(proseText(f.reason));
  return parts.join('\n\n');
}

function unitMarkdown(u: UnitDiff): string {
  const parts = [`**${code(u.unit)}**: ${u.change}`];
  if (u.patch !== '') parts.push(fencedBlock(u.patch, 'diff').trimEnd());
  const rules = changedRules(u);
  if (rules.length > 0) parts.push(`kops rules of the changed lines: ${rules.map(code).join(', ')}.`);
  if (u.reasons.length > 0) parts.push(u.reasons.map((r) => `- ${r.since ? `**${r.since}**: ` : ''}${proseText(r.message)}`).join('\n'));
  parts.push(`What nodeup does: ${proseText(u.nodeup)}`);
  return parts.join('\n\n');
}

function groupMarkdown(g: SpecGroupDiff): string {
  const head = `<details${g.roll.rolls ? ' open' : ''}><summary>${html(g.name)} (${g.role}${g.presence === 'both' ? '' : `, ${g.presence === 'added' ? 'new' : 'removed'}`}): ${g.roll.rolls ? '<b>rolls</b>' : 'does not roll'}</summary>`;
  const parts = [head, `${g.roll.rolls ? 'Why it rolls' : 'Why it does not roll'}: ${proseText(g.roll.reason)}`];
  if (g.fatal.to !== null) parts.push(`nodeup aborts on this group with the changed spec: ${code(g.fatal.to)}.`);
  if (g.fileAssets.length > 0) parts.push(`Files: ${g.fileAssets.map(code).join(', ')}.`);
  for (const u of g.units) if (u.change !== 'unchanged') parts.push(unitMarkdown(u));
  const same = g.units.filter((u) => u.change === 'unchanged');
  if (same.length > 0) parts.push(`Unchanged: ${same.map((u) => code(u.unit)).join(', ')}.`);
  for (const f of g.files) if (f.change !== 'unchanged') parts.push(fileMarkdown(f));
  parts.push('</details>');
  return parts.join('\n\n');
}

/**
 * `kops-hooks diff BASE FILE --format markdown`: a pull-request comment. The summary line as a
 * heading, the sides, then a `<details>` block per instance group, open when it rolls, with the
 * verdict's reason and each changed unit's diff (`--context N` lines around each change), rules,
 * reasons and what nodeup does.
 */
export function specDiffMarkdown(c: SpecComparison, groups: readonly SpecGroupDiff[]): string {
  const parts = [`### kops hooks: ${proseText(specSummary({ ...c, groups: [...groups] }))}`, `Compared at ${proseText(specSides(c))}.`];
  if (c.note !== null) parts.push(proseText(c.note));
  for (const s of [c.base, c.changed]) if (s.refusal !== null) parts.push(`**${s === c.base ? 'Base' : 'Changed'}: kops ${s.kopsVersion} refuses this spec:** ${proseText(s.refusal)}`);
  for (const g of groups) parts.push(groupMarkdown(g));
  return `${parts.join('\n\n')}\n`;
}
