import type { CompareSide, Comparison, GroupDiff } from './types.ts';
import { breaks } from './consequence.ts';

/** How many units change and stay, and on how many of the groups something changes (a unit, or nodeup's abort). */
export function comparisonCounts(groups: readonly GroupDiff[]): Comparison['counts'] {
  const units = groups.flatMap((g) => g.units);
  const changed = units.filter((u) => u.change !== 'unchanged').length;
  return {
    changed, unchanged: units.length - changed, broken: units.filter(breaks).length, groups: groups.length,
    groupsChanged: groups.filter((g) => g.fatal.from !== g.fatal.to || g.units.some((u) => u.change !== 'unchanged')).length,
  };
}

function sideName(s: Pick<CompareSide, 'kopsVersion' | 'runtime'>): string {
  return `${s.kopsVersion === 'proposal' ? 'the proposal' : s.kopsVersion} (${s.runtime})`;
}

/**
 * One line for people: `1.21.5 (docker) → 1.36.0 (containerd): 3 units change on 2 of 3 instance
 * groups`, led by the units that break (`2 units break (a new error)`). The CLI's text and Markdown
 * and the page's compare mode all print it.
 */
export function compareSummary(c: Pick<Comparison, 'from' | 'to' | 'counts'>): string {
  const { changed, groupsChanged, groups } = c.counts;
  const broken = c.counts.broken ?? 0;
  // What fails on the node leads: a unit with a new error, whether or not its text changes.
  const head = `${sideName(c.from)} → ${sideName(c.to)}: ${broken > 0 ? `${broken} unit${broken === 1 ? ' breaks' : 's break'} (a new error); ` : ''}`;
  const of = `${groups} instance group${groups === 1 ? '' : 's'}`;
  if (changed === 0 && groupsChanged === 0) return `${head}no unit changes on ${groups === 1 ? 'the' : `any of ${groups}`} ${groups === 1 ? 'instance group' : 'instance groups'}`;
  return `${head}${changed} unit${changed === 1 ? ' changes' : 's change'} on ${groupsChanged} of ${of}`;
}
