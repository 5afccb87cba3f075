import { KOPS_ERAS, type KopsEra } from '../../core/kops/behaviour.ts';
import { KOPS_PRE_RELEASES } from '../../core/kops/pre-releases.ts';
import { KOPS_RELEASES } from '../../core/kops/releases.ts';
import { compareVersions, parseVersion, type Version } from '../../core/kops/version.ts';
import { PROPOSAL } from './kops-versions.ts';

/**
 * The versions offered in a "kops version" picker, grouped by behaviour era. The releases come
 * from the core (`KOPS_RELEASES`: every minor at its latest patch) and the eras too (`KOPS_ERAS`),
 * so the picker and the renderer can never disagree. Loaded after the first paint, with the
 * picker's list (version-options.tsx).
 */
export interface VersionEra {
  era: string;
  description: string;
  versions: readonly string[];
}

/** The era a parsed version renders with, as the core's `behaviour` picks it (before 1.8: the first). */
function eraOf(v: Version): KopsEra | undefined {
  return [...KOPS_ERAS].reverse().find((e) => compareVersions(v, e.from) >= 0) ?? KOPS_ERAS[0];
}

/** Every era, newest first, with its listed releases (an era may have none: a patch-level range). */
const ALL_ERAS: readonly VersionEra[] = [...KOPS_ERAS].reverse().map((e) => ({
  era: e.label,
  description: e.description,
  versions: KOPS_RELEASES.filter((r) => eraOf(parseVersion(r) ?? [0, 0, 0]) === e),
}));

/** The eras that hold a listed release: newest era first, newest release first (people run recent kops). */
export const KOPS_VERSION_ERAS: readonly VersionEra[] = ALL_ERAS.filter((e) => e.versions.length > 0);

/** The known pre-releases (kops/pre-releases.ts), offered under their own label after the releases, never as the default. */
export const PRE_RELEASES: readonly string[] = KOPS_PRE_RELEASES.map((p) => p.version);

/** The groups to offer, and where a version that is not a listed release shows (null: it is listed). */
export interface VersionChoices {
  eras: readonly VersionEra[];
  /** A value that is no kops 1.x version at all (an old link's garbage): offered on its own. */
  unplaced: string | null;
}

/**
 * The picker's groups when it shows `value`. A version that is not a listed release (typed,
 * from a link made with `--kops-version 1.28`, a draft, an example's `1.19.2`) takes its place
 * in its era, in version order (`1.28` after `1.28.7`), never on top of the list.
 */
export function versionChoices(value: string): VersionChoices {
  if (value === PROPOSAL || KOPS_RELEASES.includes(value) || PRE_RELEASES.includes(value)) return { eras: KOPS_VERSION_ERAS, unplaced: null };
  const v = parseVersion(value);
  if (!v || v[0] !== 1) return { eras: KOPS_VERSION_ERAS, unplaced: value };
  const era = eraOf(v);
  const eras = ALL_ERAS.map((e) => {
    if (e.era !== era?.label) return e;
    const versions = [...e.versions];
    // Before the first listed release that is older (equal ones, `1.28.7` and `v1.28.7`, stay after).
    const at = versions.findIndex((r) => compareVersions(parseVersion(r) ?? [0, 0, 0], v) < 0);
    versions.splice(at === -1 ? versions.length : at, 0, value);
    return { ...e, versions };
  }).filter((e) => e.versions.length > 0);
  return { eras, unplaced: null };
}
