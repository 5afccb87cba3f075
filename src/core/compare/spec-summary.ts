import type { SpecComparison, SpecGroupDiff } from './spec-types.ts';
import { filesChanged as filesChangedWords } from './summary.ts';

/** The counts of a plan over `groups` (all of them, or those `--ig` picked). */
export function specCounts(groups: readonly SpecGroupDiff[]): SpecComparison['counts'] {
  return {
    groups: groups.length,
    rolling: groups.filter((g) => g.roll.rolls).length,
    unitsChanged: groups.reduce((n, g) => n + g.units.filter((u) => u.change !== 'unchanged').length, 0),
    filesChanged: new Set(groups.flatMap((g) => g.fileAssets)).size,
  };
}

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/**
 * The one line a plan starts with (`terraform plan`'s "Plan: …"), for the CLI's three formats and
 * the page: `2 of 3 instance groups roll: nodes-a, nodes-b (3 units change, 1 file changes)`, or
 * `No instance group rolls (0 of 3); no unit changes`.
 */
export function specSummary(c: Pick<SpecComparison, 'groups' | 'counts'>): string {
  const { groups, rolling, unitsChanged, filesChanged } = c.counts;
  const what = [unitsChanged === 0 ? 'no unit changes' : plural(unitsChanged, 'unit changes', 'units change')];
  if (filesChanged > 0) what.push(filesChangedWords(filesChanged));
  if (rolling === 0) return `No instance group rolls (0 of ${groups}); ${what.join(', ')}`;
  const names = c.groups.filter((g) => g.roll.rolls).map((g) => g.name).join(', ');
  return `${rolling} of ${plural(groups, 'instance group', 'instance groups')} ${rolling === 1 ? 'rolls' : 'roll'}: ${names} (${what.join(', ')})`;
}

/** `kops 1.36.2, containerd`, or `base kops 1.21.5, docker → changed kops 1.36.2, containerd` when the sides differ. */
export function specSides(c: Pick<SpecComparison, 'base' | 'changed'>): string {
  const label = (s: SpecComparison['base']): string => `${s.kopsVersion === 'proposal' ? 'proposal' : `kops ${s.kopsVersion}`}, ${s.runtime}`;
  const [a, b] = [label(c.base), label(c.changed)];
  return a === b ? a : `base ${a} → changed ${b}`;
}
