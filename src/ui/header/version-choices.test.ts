import { describe, expect, it } from 'vitest';
import { behaviour } from '../../core/kops/behaviour.ts';
import { KOPS_RELEASES } from '../../core/kops/releases.ts';
import { KOPS_VERSION_ERAS, PRE_RELEASES, versionChoices } from './version-choices.ts';

const flat = (eras: ReturnType<typeof versionChoices>['eras']): string[] => eras.flatMap((e) => e.versions);

describe('versionChoices', () => {
  it('offers every release once, newest first, each under the era it renders with', () => {
    expect(flat(KOPS_VERSION_ERAS)).toEqual([...KOPS_RELEASES]);
    for (const era of KOPS_VERSION_ERAS) for (const v of era.versions) expect(behaviour(v).behaviour.era, v).toBe(era.era);
  });

  it('keeps a pre-release out of the eras: it has its own label (version-options.tsx)', () => {
    expect(PRE_RELEASES).toEqual(['1.37.0-alpha.1']);
    expect(flat(KOPS_VERSION_ERAS)).not.toContain('1.37.0-alpha.1');
    expect(versionChoices('1.37.0-alpha.1')).toEqual({ eras: KOPS_VERSION_ERAS, unplaced: null });
  });

  it('leaves the list alone for a listed release and for the proposal', () => {
    expect(versionChoices('1.30.4')).toEqual({ eras: KOPS_VERSION_ERAS, unplaced: null });
    expect(versionChoices('proposal')).toEqual({ eras: KOPS_VERSION_ERAS, unplaced: null });
  });

  it.each([
    // A link made with --kops-version 1.28: after 1.28.7 (1.28 reads as 1.28.0), never on top.
    ['1.28', '1.28.7', '1.27.3'],
    ['1.30.1', '1.30.4', '1.29.2'],
    ['v1.36.0', '1.36.2', '1.35.2'],
    // Newer than every release: first in the newest era.
    ['1.40.0', undefined, '1.36.2'],
    // Before 1.8: last, with the era it renders with (1.8–1.10).
    ['1.7.1', '1.8.1', undefined],
  ])('places %s in its era, in version order', (value, before, after) => {
    const { eras, unplaced } = versionChoices(value);
    const list = flat(eras);
    const at = list.indexOf(value);
    expect(unplaced).toBeNull();
    expect([list[at - 1], list[at + 1]]).toEqual([before, after]);
    expect(eras.find((e) => e.versions.includes(value))?.era).toBe(behaviour(value).behaviour.era);
  });

  it('offers what is no kops 1.x version on its own, leaving the list as it is', () => {
    expect(versionChoices('banana')).toEqual({ eras: KOPS_VERSION_ERAS, unplaced: 'banana' });
    expect(versionChoices('2.0.0')).toEqual({ eras: KOPS_VERSION_ERAS, unplaced: '2.0.0' });
  });
});
