import { describe, expect, it } from 'vitest';
import { compare } from '../../core/compare/compare.ts';
import { EXAMPLES } from './catalog.ts';
import { exampleHeader } from './example-header.ts';
import { sideOptions } from '../compare/use-comparison.ts';

describe('upgrade stories in the gallery', () => {
  it('read `# compare-from:` and `# compare-to:` (VERSION [RUNTIME]) from the header', () => {
    expect(exampleHeader('# title: T\n# compare-from: 1.19.2 docker\n# compare-to: 1.36.0\nhooks: []\n', 'id').compare)
      .toEqual({ from: { kopsVersion: '1.19.2', runtime: 'docker' }, to: { kopsVersion: '1.36.0', runtime: 'auto' } });
    expect(exampleHeader('# compare-from: 1.19.2\nhooks: []\n', 'id').compare).toBeUndefined();
  });

  it.each([
    ['13-upgrade-swap-1-10', { kopsVersion: '1.10.1', runtime: 'auto' }, { kopsVersion: '1.36.2', runtime: 'auto' }, 'keptSuffixes'],
    ['14-upgrade-exec-docker-to-containerd', { kopsVersion: '1.19.2', runtime: 'docker' }, { kopsVersion: '1.36.2', runtime: 'containerd' }, 'dockerAvailable'],
    ['15-upgrade-ig-disabled-1-23', { kopsVersion: '1.22.6', runtime: 'auto' }, { kopsVersion: '1.23.4', runtime: 'auto' }, 'invertedIgDisabled'],
  ] as const)('%s opens in compare mode, and its story shows', (id, from, to, reason) => {
    const example = EXAMPLES.find((e) => e.id === id);
    expect(example?.compare).toEqual({ from, to });
    expect(example?.kopsVersion).toBe(from.kopsVersion);
    const c = compare(example?.text ?? '', sideOptions(from), sideOptions(to));
    expect(c.counts.changed).toBeGreaterThan(0);
    expect(c.groups.flatMap((g) => g.units.flatMap((u) => u.reasons.map((r) => r.switch)))).toContain(reason);
  });
});
