import type { CompareSide, Comparison, GroupDiff } from './types.ts';
import { breaks } from './consequence.ts';

/**
 * How many units change and stay, how many fileAsset files change (each group's, as units are
 * counted), and on how many of the groups something changes (a unit, a file, or nodeup's abort).
 */
export function comparisonCounts(groups: readonly GroupDiff[]): Comparison['counts'] {
  const units = groups.flatMap((g) => g.units);
  const changed = units.filter((u) => u.change !== 'unchanged').length;
  const filesOf = (g: GroupDiff): number => g.files.filter((f) => f.change !== 'unchanged').length;
  return {
    changed, unchanged: units.length - changed, broken: units.filter(breaks).length, groups: groups.length,
    groupsChanged: groups.filter((g) => g.fatal.from !== g.fatal.to || g.units.some((u) => u.change !== 'unchanged') || filesOf(g) > 0).length,
    filesChanged: groups.reduce((n, g) => n + filesOf(g), 0),
  };
}

function sideName(s: Pick<CompareSide, 'kopsVersion' | 'runtime'>): string {
  return `${s.kopsVersion === 'proposal' ? 'the proposal' : s.kopsVersion} (${s.runtime})`;
}

/**
 * One line for people: `1.21.5 (docker) → 1.36.0 (containerd): 3 units change on 2 of 3 instance
 * groups`, led by the units that break (`2 units break (a new error)`), with the fileAsset files that
 * change after the units (`3 units change, 1 file changes on …`). The CLI's text and Markdown
 * and the page's compare mode all print it.
 */
export function compareSummary(c: Pick<Comparison, 'from' | 'to' | 'counts'>): string {
  const { changed, groupsChanged, groups } = c.counts;
  const broken = c.counts.broken ?? 0;
  // What fails on the node leads: a unit with a new error, whether or not its text changes.
  const head = `${sideName(c.from)} → ${sideName(c.to)}: ${broken > 0 ? `${broken} unit${broken === 1 ? ' breaks' : 's break'} (a new error); ` : ''}`;
  const of = `${groups} instance group${groups === 1 ? '' : 's'}`;
  if (changed === 0 && groupsChanged === 0) return `${head}no unit changes on ${groups === 1 ? 'the' : `any of ${groups}`} ${groups === 1 ? 'instance group' : 'instance groups'}`;
  const files = c.counts.filesChanged ?? 0;
  const units = changed === 0 && files > 0 ? 'no unit changes' : `${changed} unit${changed === 1 ? ' changes' : 's change'}`;
  const what = files > 0 ? `${units}, ${filesChanged(files)}` : units;
  return `${head}${what} on ${groupsChanged} of ${of}`;
}

/** `1 file changes`, `2 files change`: the words both summaries (version and spec) use for fileAsset files. */
export function filesChanged(n: number): string {
  return `${n} file${n === 1 ? ' changes' : 's change'}`;
}
