import { compareVersions, parseVersion } from './version.ts';

/**
 * Every kops minor release from 1.8 on, each at its latest stable patch, newest first: the
 * versions the pickers offer and the CLI's help names. Read from the release tags of
 * kubernetes/kops (`git tag`: `1.8.1` … `1.10.1` before the `v` prefix, then `v1.11.1` …
 * `v1.36.2`), pre-releases (`-alpha`, `-beta`) left out. A newer tag is one more entry at the top
 * (releases.test.ts pins the list).
 */
export const KOPS_RELEASES: readonly string[] = [
  '1.36.2', '1.35.2', '1.34.3', '1.33.2', '1.32.4', '1.31.0', '1.30.4', '1.29.2', '1.28.7', '1.27.3',
  '1.26.6', '1.25.4', '1.24.5', '1.23.4', '1.22.6', '1.21.5', '1.20.3', '1.19.3', '1.18.3', '1.17.2',
  '1.16.4', '1.15.3', '1.14.1', '1.13.2', '1.12.3', '1.11.1', '1.10.1', '1.9.2', '1.8.1',
];

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
