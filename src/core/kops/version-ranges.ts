import { compareVersions, parseVersion, type Version } from './version.ts';

/**
 * Releases where a fact holds: from `from` (inclusive) up to `until` (exclusive; null: every later
 * release). A fact that kops back-ported starts at a different patch in each minor, and one that
 * was taken out and put back holds in two separate ranges: neither is an era switch. Each range's
 * start and end cite kops at both sides (range-sources.ts).
 */
export interface VersionRange {
  from: string;
  until: string | null;
}

/** One boundary of a ranged fact: from `at` on, the fact holds (`holds`) or stops holding. */
export interface RangeFlip {
  at: string;
  version: Version;
  holds: boolean;
}

function parsed(v: string): Version {
  return parseVersion(v) ?? [0, 0, 0];
}

/** Every boundary of `ranges`, oldest first. */
export function rangeFlips(ranges: readonly VersionRange[]): RangeFlip[] {
  const flips: RangeFlip[] = [];
  for (const r of ranges) {
    flips.push({ at: r.from, version: parsed(r.from), holds: true });
    if (r.until !== null) flips.push({ at: r.until, version: parsed(r.until), holds: false });
  }
  return flips.sort((a, b) => compareVersions(a.version, b.version));
}

/** Whether the fact holds in release `version`. */
export function holdsIn(ranges: readonly VersionRange[], version: Version): boolean {
  return ranges.some((r) => compareVersions(version, parsed(r.from)) >= 0 && (r.until === null || compareVersions(version, parsed(r.until)) < 0));
}

/**
 * The boundary a move from release `a` to release `b` meets last, when the fact differs between
 * the two (an upgrade meets the newest boundary last, a downgrade the oldest); null when the fact
 * is the same at both ends, whatever lies between.
 */
export function lastFlipBetween(ranges: readonly VersionRange[], a: Version, b: Version): RangeFlip | null {
  if (holdsIn(ranges, a) === holdsIn(ranges, b)) return null;
  const up = compareVersions(a, b) < 0;
  const [lo, hi] = up ? [a, b] : [b, a];
  const crossed = rangeFlips(ranges).filter((f) => compareVersions(f.version, lo) > 0 && compareVersions(f.version, hi) <= 0);
  return (up ? crossed[crossed.length - 1] : crossed[0]) ?? null;
}

/** `1.25.0–1.25.x and 1.29.0 or later`: the releases of `ranges`, for people. */
export function rangesText(ranges: readonly VersionRange[]): string {
  const parts = ranges.map((r) => {
    if (r.until === null) return `${r.from} or later`;
    const [major, minor] = parsed(r.from);
    const [uMajor, uMinor, uPatch] = parsed(r.until);
    return uMajor === major && uMinor === minor + 1 && uPatch === 0 ? `${r.from}–${major}.${minor}.x` : `${r.from} up to ${r.until} (excluded)`;
  });
  return parts.length <= 1 ? (parts[0] ?? 'no release') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
