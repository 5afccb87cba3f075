import { changedLines } from '../../core/compare/changed-lines.ts';
import { specSides, specSummary } from '../../core/compare/spec-summary.ts';
import type { SpecComparison, SpecGroupDiff } from '../../core/compare/spec-types.ts';
import type { UnitDiff } from '../../core/compare/types.ts';
import { fileText, stateWords } from './diff-text.ts';

/** `wrap-manifest, raw-manifest`: the rules of a unit's changed lines, once each. */
export function changedRules(u: UnitDiff): string[] {
  return [...new Set(changedLines(u).map((l) => l.rule).filter((r) => r !== null))];
}

function unitText(u: UnitDiff): string {
  let out = u.patch === '' ? `=== ${u.path}\n` : u.patch;
  const s0 = stateWords(u.before);
  const s1 = stateWords(u.after);
  if (s0 !== s1 && (u.before?.definition === null || u.after?.definition === null)) out += `# state: ${s0} → ${s1}\n`;
  const rules = changedRules(u);
  if (rules.length > 0) out += `# kops rules of the changed lines: ${rules.join(', ')}\n`;
  for (const r of u.reasons) out += `# why${r.since ? ` (${r.since})` : ''}: ${r.message}\n`;
  out += `# nodeup: ${u.nodeup}\n`;
  return out;
}

function groupText(g: SpecGroupDiff): string {
  const presence = g.presence === 'both' ? '' : g.presence === 'added' ? ', new' : ', removed';
  let out = `\n# instance group ${g.name} (role ${g.role}${presence}): ${g.roll.rolls ? 'rolls' : 'does not roll'}\n`;
  out += `# ${g.roll.rolls ? 'why' : 'why not'}: ${g.roll.reason}\n`;
  if (g.fatal.to !== null) out += `!! nodeup aborts on this group with the changed spec: ${g.fatal.to}\n`;
  for (const f of g.fileAssets) out += `# file: ${f}\n`;
  for (const u of g.units) if (u.change !== 'unchanged') out += unitText(u);
  const same = g.units.filter((u) => u.change === 'unchanged');
  if (same.length > 0) out += `# ${same.length} unit${same.length === 1 ? '' : 's'} unchanged: ${same.map((u) => u.unit).join(', ')}\n`;
  for (const f of g.files) if (f.change !== 'unchanged') out += fileText(f);
  if (g.units.length === 0) out += g.runsNodeup ? '# no units on either side\n' : '# a bastion: no nodeup, no units\n';
  return out;
}

/**
 * `kops-hooks diff BASE FILE` as text: the summary line first (`2 of 3 instance groups roll: …`),
 * the sides, the note when nothing kops reads changed; then per instance group whether it rolls
 * and why, its changed units as unified diffs with their kops rules, reasons and what nodeup
 * does, and the unchanged units in one line. Diagnostics go to stderr (spec-diff.ts).
 */
export function specDiffText(c: SpecComparison, groups: readonly SpecGroupDiff[]): string {
  let out = `# ${specSummary({ ...c, groups: [...groups] })}\n# ${specSides(c)}\n`;
  if (c.note !== null) out += `# ${c.note}\n`;
  for (const s of [c.base, c.changed]) if (s.refusal !== null) out += `!! ${s === c.base ? 'base' : 'changed'}: kops ${s.kopsVersion} refuses this spec: ${s.refusal}\n`;
  for (const g of groups) out += groupText(g);
  return out;
}
