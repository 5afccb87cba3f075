import { NODEUP_ABORT_EFFECT } from '../../core/kops/nodeup-messages.ts';
import { compareSummary } from '../../core/compare/summary.ts';
import { byConsequence } from '../../core/compare/consequence.ts';
import type { FileDiff } from '../../core/compare/file-diffs.ts';
import type { Comparison, GroupDiff, UnitDiff, UnitSide } from '../../core/compare/types.ts';

/** `enabled, running` / `disabled, stopped (no file)`: a side's state in a few words. */
export function stateWords(s: UnitSide | null): string {
  if (!s) return 'no unit';
  return `${s.enabled ? 'enabled' : 'disabled'}, ${s.running ? 'running' : 'stopped'}${s.manageState ? '' : ', unmanaged'}${s.definition === null ? ' (no file)' : ''}`;
}

function sideName(v: string): string {
  return v === 'proposal' ? 'the proposal' : `kops ${v}`;
}

function unitText(u: UnitDiff): string {
  let out = u.patch;
  const s0 = stateWords(u.before);
  const s1 = stateWords(u.after);
  if (u.patch === '') out += `=== ${u.path}\n`;
  if (s0 !== s1 && (u.before?.definition === null || u.after?.definition === null)) out += `# state: ${s0} → ${s1}\n`;
  for (const r of u.reasons) out += `# why${r.since ? ` (${r.since})` : ''}: ${r.message}\n`;
  for (const d of u.problems) out += `# ${d.side === 'to' ? 'new problem' : 'problem gone'}: ${d.severity} ${d.code}: ${d.message}\n`;
  if (u.change !== 'unchanged' || u.reasons.length > 0) out += `# nodeup: ${u.nodeup}\n`;
  return out;
}

/** A fileAsset file that differs: its content patch (or its path), its mode on each side, and why. */
export function fileText(f: FileDiff): string {
  let out = f.patch === '' ? `=== ${f.path}\n` : f.patch;
  const m0 = f.before?.mode ?? 'no file';
  const m1 = f.after?.mode ?? 'no file';
  out += `# fileAsset${m0 === m1 ? ` (${m1})` : `: mode ${m0} → ${m1}`}\n`;
  if (f.reason) out += `# why: ${f.reason}\n`;
  return out;
}

function groupText(c: Comparison, g: GroupDiff): string {
  let out = `\n# instance group ${g.name} (role ${g.role})\n`;
  if (g.fatal.from !== null) out += `!! ${sideName(c.from.kopsVersion)}: nodeup aborts on this group: ${g.fatal.from}\n`;
  if (g.fatal.to !== null) out += `!! ${sideName(c.to.kopsVersion)}: nodeup aborts on this group: ${g.fatal.to}\n`;
  if (g.fatal.from !== g.fatal.to && (g.fatal.from ?? g.fatal.to) !== null) out += `!! (${NODEUP_ABORT_EFFECT})\n`;
  // What breaks first, then what changes (compare/consequence.ts).
  const changed = byConsequence(g.units.filter((u) => u.change !== 'unchanged' || u.reasons.length > 0 || u.problems.length > 0));
  for (const u of changed) out += unitText(u);
  const same = g.units.filter((u) => u.change === 'unchanged' && u.reasons.length === 0 && u.problems.length === 0);
  if (same.length > 0) out += `# ${same.length} unit${same.length === 1 ? '' : 's'} unchanged: ${same.map((u) => u.unit).join(', ')}\n`;
  for (const f of g.files) if (f.change !== 'unchanged') out += fileText(f);
  if (g.units.length === 0) out += g.runsNodeup ? '# no units on either side\n' : '# a bastion: no nodeup, no units\n';
  return out;
}

/**
 * `kops-hooks diff` as text: a summary line; each side's refusal; per instance group a header,
 * then per changed unit a unified diff with git-like headers (`--- a/PATH (kops V, RUNTIME)`),
 * followed by `# why (SINCE): …` per reason and `# nodeup: …`; the unchanged units in one line;
 * each fileAsset file that changes, with its mode on each side (`# fileAsset: mode 0440 → 0755`);
 * then the notes that hold on every node. Diagnostics go to stderr (see `diff.ts`).
 */
export function diffText(c: Comparison, groups: readonly GroupDiff[]): string {
  let out = `# ${compareSummary(c)}\n`;
  if (c.from.refusal !== null) out += `!! ${sideName(c.from.kopsVersion)} refuses this spec: ${c.from.refusal}\n`;
  if (c.to.refusal !== null) out += `!! ${sideName(c.to.kopsVersion)} refuses this spec: ${c.to.refusal}\n`;
  for (const g of groups) out += groupText(c, g);
  if (c.notes.length > 0) {
    out += '\n# on every node\n';
    for (const n of c.notes) out += `# -${n.since ? ` (${n.since})` : ''} ${n.message}\n`;
  }
  return out;
}
