import { NODEUP_ABORT_EFFECT } from '../../core/kops/nodeup-messages.ts';
import { compareSummary } from '../../core/compare/summary.ts';
import { byConsequence } from '../../core/compare/consequence.ts';
import type { Comparison, GroupDiff, SideDiagnostic, UnitDiff } from '../../core/compare/types.ts';
import { TextIndex } from '../../core/text-index.ts';
import { stateWords } from './diff-text.ts';

/** A code fence longer than any backtick run in `text`, so the text cannot close it. */
function fence(text: string, lang: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}${lang}\n${text.endsWith('\n') ? text : `${text}\n`}${ticks}`;
}

/** Inline code that no backtick in `text` can close. */
function code(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const ticks = '`'.repeat(longest + 1);
  return `${ticks}${longest > 0 ? ' ' : ''}${text}${longest > 0 ? ' ' : ''}${ticks}`;
}

function unitMarkdown(u: UnitDiff): string {
  const parts = [`**${code(u.unit)}**: ${u.change}`];
  if (u.patch !== '') parts.push(fence(u.patch, 'diff'));
  const s0 = stateWords(u.before);
  const s1 = stateWords(u.after);
  if (s0 !== s1 && (u.before?.definition === null || u.after?.definition === null)) parts.push(`State: ${s0} → ${s1}.`);
  if (u.reasons.length > 0) parts.push(u.reasons.map((r) => `- ${r.since ? `**${r.since}**: ` : ''}${r.message}`).join('\n'));
  if (u.problems.length > 0) parts.push(u.problems.map((d) => `- ${d.side === 'to' ? 'New problem' : 'Problem gone'}: ${d.severity} ${code(d.code)}: ${d.message}`).join('\n'));
  if (u.change !== 'unchanged' || u.reasons.length > 0) parts.push(`What nodeup does: ${u.nodeup}`);
  return parts.join('\n\n');
}

function groupMarkdown(g: GroupDiff): string {
  const parts = [`#### Instance group ${code(g.name)} (${g.role})`];
  if (g.fatal.from !== g.fatal.to) {
    parts.push(g.fatal.to !== null
      ? `nodeup aborts on this group after the move: ${code(g.fatal.to)}. ${NODEUP_ABORT_EFFECT}`
      : `nodeup no longer aborts on this group (${code(g.fatal.from ?? '')}).`);
  }
  // What breaks first, then what changes (compare/consequence.ts).
  for (const u of byConsequence(g.units)) if (u.change !== 'unchanged' || u.reasons.length > 0 || u.problems.length > 0) parts.push(unitMarkdown(u));
  const same = g.units.filter((u) => u.change === 'unchanged' && u.reasons.length === 0 && u.problems.length === 0);
  if (same.length > 0) parts.push(`Unchanged: ${same.map((u) => code(u.unit)).join(', ')}.`);
  return parts.join('\n\n');
}

function diagnosticsMarkdown(c: Comparison, side: SideDiagnostic['side'], title: string): string | null {
  const index = new TextIndex(c.text);
  const list = c.diagnostics.filter((d: SideDiagnostic) => d.side === side);
  if (list.length === 0) return null;
  return `#### ${title}\n\n${list.map((d) => `- line ${index.lineCol(d.range.start).line}: ${d.severity} ${code(d.code)}: ${d.message}`).join('\n')}`;
}

const sideName = (v: string): string => (v === 'proposal' ? 'the proposal' : `kops ${v}`);

/**
 * `kops-hooks diff --format markdown`: for a pull request or an upgrade ticket. The summary, each
 * group's changed units as `diff` blocks with their reasons and what nodeup does, the problems
 * that appear, stay (an upgrade summary that hid a standing error would mislead) and disappear,
 * and what changes on every node. `elsewhere` says what `--ig` left out, if anything.
 */
export function diffMarkdown(c: Comparison, groups: readonly GroupDiff[], elsewhere: string | null = null): string {
  const parts = [`### kops hooks: ${compareSummary(c)}`];
  for (const s of [c.from, c.to]) if (s.refusal !== null) parts.push(`**kops ${s.kopsVersion} refuses this spec:** ${s.refusal}`);
  for (const g of groups) parts.push(groupMarkdown(g));
  const from = sideName(c.from.kopsVersion);
  const to = sideName(c.to.kopsVersion);
  const problems = [
    diagnosticsMarkdown(c, 'to', `Problems that appear with ${to}`),
    diagnosticsMarkdown(c, 'both', `Problems that stay (with ${from === to ? from : `both ${from} and ${to}`})`),
    diagnosticsMarkdown(c, 'from', `Problems that disappear (they hold with ${from})`),
  ];
  for (const p of problems) if (p) parts.push(p);
  if (elsewhere) parts.push(`${elsewhere.charAt(0).toUpperCase()}${elsewhere.slice(1)}.`);
  if (c.notes.length > 0) parts.push(`#### On every node\n\n${c.notes.map((n) => `- ${n.since ? `**${n.since}**: ` : ''}${n.message}`).join('\n')}`);
  return `${parts.join('\n\n')}\n`;
}
