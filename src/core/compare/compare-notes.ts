import { factRelease, preRelease } from '../kops/pre-releases.ts';
import { PROPOSAL_ERA_LABEL } from '../kops/behaviour.ts';
import { nodeChangesBetween } from '../kops/node-changes.ts';
import { NEW_VERSION_MARKS_EVERY_GROUP, WITHOUT_ROLLING_UPDATE } from '../kops/nodeup-messages.ts';
import { lastFlipBetween } from '../kops/version-ranges.ts';
import { compareVersions, parseVersion } from '../kops/version.ts';
import { WARMING_KUBELET_DISABLED } from '../kops/warm-pool.ts';
import type { Behaviour } from '../types.ts';
import { rangedWords } from './ranged-words.ts';
import { SWITCH_WORDS, nodeChangeWords } from './reasons.ts';
import { formatSince } from './steps.ts';
import type { CompareNote } from './types.ts';

function nodeVersion(b: Behaviour): string {
  return b.era === PROPOSAL_ERA_LABEL ? '1.10.1' : factRelease(b.version);
}

/**
 * What changes on every node between two versions, whatever the hooks (KOPS-NODE-UNITS.md
 * section 4): a new version marks every group for a rolling update; the restart mode (1.35);
 * each node-level change of NODE_CHANGES and the warm pool's kubelet (version ranges) in the order
 * the move meets them; and, when units change, what happens to nodes that are not replaced.
 */
export function compareNotes(from: Behaviour, to: Behaviour, unitsChange: boolean): CompareNote[] {
  const notes: CompareNote[] = [];
  if (from.version !== to.version) notes.push({ since: null, message: NEW_VERSION_MARKS_EVERY_GROUP });
  // A pre-release at either side: what it shares with the release it renders as, and why.
  for (const b of from.version === to.version ? [] : [from, to]) {
    const pre = preRelease(b.version);
    if (pre) notes.push({ since: null, message: pre.reading });
  }
  const a = parseVersion(nodeVersion(from)) ?? [1, 10, 0];
  const b = parseVersion(nodeVersion(to)) ?? [1, 10, 0];
  const down = compareVersions(a, b) > 0;
  const timed: Array<CompareNote & { at: readonly number[] }> = nodeChangesBetween(nodeVersion(from), nodeVersion(to)).map((c) => {
    const at = parseVersion(c.since) ?? [1, 10, 0];
    return { since: formatSince(at), message: nodeChangeWords(formatSince(at), down ? 'down' : 'up'), at };
  });
  if (from.noBlockRestart !== to.noBlockRestart) {
    const words = SWITCH_WORDS.noBlockRestart;
    timed.push({ since: words.since, message: to.noBlockRestart ? words.up : words.down, at: [1, 35, 0] });
  }
  const warming = lastFlipBetween(WARMING_KUBELET_DISABLED, a, b);
  if (warming) {
    const since = formatSince(warming.version);
    timed.push({ since, message: rangedWords('warmingKubeletDisabled', since, down ? !warming.holds : warming.holds), at: warming.version });
  }
  timed.sort((x, y) => (down ? -1 : 1) * compareVersions(x.at, y.at));
  notes.push(...timed.map(({ since, message }) => ({ since, message })));
  if (unitsChange) notes.push({ since: null, message: WITHOUT_ROLLING_UPDATE });
  return notes;
}
