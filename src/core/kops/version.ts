/** A kops release as [major, minor, patch]. */
export type Version = readonly [number, number, number];

/**
 * Parses `1.10.1`, `v1.29`, `1.30.0-beta.1` into [major, minor, patch] (a missing patch is 0;
 * pre-release and build suffixes are ignored, so `1.35.0-alpha.1` counts as 1.35.0). Null for
 * anything else.
 */
export function parseVersion(text: string): [number, number, number] | null {
  const m = /^v?(\d{1,4})\.(\d{1,4})(?:\.(\d{1,4}))?(?:[-+][0-9A-Za-z.+-]*)?$/.exec(text.trim());
  if (!m) return null;
  return [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
}

/** Negative, zero or positive as `a` is older than, equal to or newer than `b`. */
export function compareVersions(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) - (b[i] ?? 0);
  return 0;
}
