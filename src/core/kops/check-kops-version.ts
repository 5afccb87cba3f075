import { KOPS_RELEASES } from './releases.ts';
import { compareVersions, parseVersion } from './version.ts';

/** The oldest kops the renderer models (hooks as nodeup writes them from 1.8). */
export const OLDEST_KOPS_MINOR: readonly [number, number, number] = [1, 8, 0];

/** Why a typed kops version cannot be used, or null when it can. */
export type KopsVersionProblem = { message: string } | null;

/**
 * Checks a kops version as a person typed it (`1.30.4`, `v1.29`, `1.30.0-beta.1`): a version
 * number of kops 1.8 or later. Newer than the newest known release is accepted (it renders with
 * the newest behaviour). The message says what is wrong and how to write it.
 */
export function checkKopsVersion(text: string): KopsVersionProblem {
  const trimmed = text.trim();
  if (trimmed === '') return { message: 'Type a kops version, such as 1.30.4.' };
  const v = parseVersion(trimmed);
  if (!v) return { message: `"${trimmed}" is not a version number: write it as 1.30.4 (or 1.30, v1.30.4).` };
  if (v[0] !== 1) return { message: `kops ${trimmed} is not a kops 1.x release: the newest is ${KOPS_RELEASES[0]}.` };
  if (compareVersions(v, OLDEST_KOPS_MINOR) < 0) return { message: `kops ${trimmed} predates the versions modelled here: 1.8 and later.` };
  return null;
}

/**
 * A typed version as the store keeps it: trimmed and without a leading `v` (`v1.30.4` is the
 * listed `1.30.4`). `1.30` stays `1.30`: the renderer reads it as 1.30.0 and the era badge says so.
 */
export function normaliseKopsVersion(text: string): string {
  return text.trim().replace(/^v/, '');
}

/** True when `version` is newer than every listed release (it renders with the newest behaviour). */
export function isNewerThanKnown(version: string): boolean {
  const v = parseVersion(version);
  const newest = parseVersion(KOPS_RELEASES[0] ?? '');
  return v !== null && newest !== null && compareVersions(v, newest) > 0;
}
