import { describe, expect, it } from 'vitest';
import { behaviour, NEWEST_KOPS_VERSION } from './behaviour.ts';
import { KOPS_RELEASES } from './releases.ts';
import { parseVersion } from './version.ts';

describe('KOPS_RELEASES', () => {
  // Written by hand from the stable tags of kubernetes/kops, the last patch of each minor:
  // 1.8.1, 1.9.2, 1.10.1, 1.11.1, 1.12.3, 1.13.2, 1.14.1, 1.15.3, 1.16.4, 1.17.2 (tags without
  // `v`; v1.15.3, v1.16.4 and v1.17.2 are `v` twins of the same commits), then v1.18.3, v1.19.3, v1.20.3, v1.21.5, v1.22.6, v1.23.4, v1.24.5, v1.25.4,
  // v1.26.6, v1.27.3, v1.28.7, v1.29.2, v1.30.4, v1.31.0, v1.32.4, v1.33.2, v1.34.3, v1.35.2,
  // v1.36.2 (1.18's first two alphas are tagged without `v` too; 1.31 has no patch release).
  it('is every minor from 1.8 at its latest stable patch, newest first', () => {
    expect(KOPS_RELEASES).toEqual([
      '1.36.2', '1.35.2', '1.34.3', '1.33.2', '1.32.4', '1.31.0', '1.30.4', '1.29.2', '1.28.7', '1.27.3',
      '1.26.6', '1.25.4', '1.24.5', '1.23.4', '1.22.6', '1.21.5', '1.20.3', '1.19.3', '1.18.3', '1.17.2',
      '1.16.4', '1.15.3', '1.14.1', '1.13.2', '1.12.3', '1.11.1', '1.10.1', '1.9.2', '1.8.1',
    ]);
  });

  it('holds one stable release per minor, 1.36 down to 1.8 with none missing', () => {
    const minors = KOPS_RELEASES.map((r) => {
      expect(r).toMatch(/^1\.\d+\.\d+$/);
      return parseVersion(r)?.[1];
    });
    expect(minors).toEqual(Array.from({ length: 36 - 8 + 1 }, (_, i) => 36 - i));
  });

  it('starts with the minor of the default version, and each release renders without a warning', () => {
    expect(parseVersion(KOPS_RELEASES[0] ?? '')?.slice(0, 2)).toEqual(parseVersion(NEWEST_KOPS_VERSION)?.slice(0, 2));
    for (const r of KOPS_RELEASES) expect(behaviour(r).diagnostics, r).toEqual([]);
  });
});
