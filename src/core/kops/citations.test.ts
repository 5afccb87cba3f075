import { describe, expect, it } from 'vitest';
import { PROPOSAL_RAW_MANIFEST_WORDS, RUNTIME_DEFAULT_SOURCES, RUNTIME_OPTION_SOURCES, SWITCH_WORDS } from '../compare/reasons.ts';
import { KOPS_ERAS, type EraBehaviour } from './behaviour.ts';
import { ERA_SOURCES } from './era-sources.ts';
import { citationTag, type BoundarySources } from './boundary.ts';
import type { NodeBehaviour } from '../types.ts';
import { NODE_CHANGES, strayNodeNotes } from './node-changes.ts';
import { RANGE_SOURCES, type RangeSources } from './range-sources.ts';
import { EDIT_IG_REJECTS_UNKNOWN_KEYS } from './spec-decoding.ts';
import { V1ALPHA3_RANGES } from './v1alpha3.ts';
import { DOCKER_REFUSED_ON_K8S_124 } from './docker-ranges.ts';
import type { VersionRange } from './version-ranges.ts';
import { compareVersions, parseVersion, type Version } from './version.ts';
import { WARMING_KUBELET_DISABLED } from './warm-pool.ts';

/**
 * The method as a safeguard: every entry of the era table, of NODE_CHANGES, of the version ranges
 * and of the reasons catalogue cites kops at both sides of its boundary: `at` its first release,
 * `before` the release before it (kops/boundary.ts). An entry that lacks either fails here.
 */
function versionOf(citation: string): Version | null {
  const tag = citationTag(citation);
  return tag === null ? null : parseVersion(tag);
}

/** Both citations are well-formed; `at` is the boundary's release and `before` an older one of the same or the previous minor. */
function checkBoundary(label: string, s: BoundarySources | undefined, release: Version): void {
  expect(s, `${label}: no citations`).toBeDefined();
  const at = versionOf(s?.at ?? '');
  const before = versionOf(s?.before ?? '');
  expect(at, `${label}: "${s?.at}" is not tag:path[:line]`).not.toBeNull();
  expect(before, `${label}: "${s?.before}" is not tag:path[:line]`).not.toBeNull();
  expect(at, `${label}: ${s?.at} is not at ${release.join('.')}`).toEqual(release);
  if (!before) return;
  expect(compareVersions(before, release), `${label}: ${s?.before} is not before ${release.join('.')}`).toBeLessThan(0);
  expect(release[1] - before[1], `${label}: ${s?.before} is not the release just before ${release.join('.')}`).toBeLessThanOrEqual(1);
}

function checkRanges(name: string, ranges: readonly VersionRange[], sources: readonly RangeSources[]): void {
  expect(sources.length, `${name}: one citation pair per range`).toBe(ranges.length);
  ranges.forEach((r, i) => {
    checkBoundary(`${name} from ${r.from}`, sources[i]?.start, parseVersion(r.from) as Version);
    if (r.until !== null) checkBoundary(`${name} until ${r.until}`, sources[i]?.end ?? undefined, parseVersion(r.until) as Version);
    else expect(sources[i]?.end, `${name}: an open range has no end`).toBeNull();
  });
}

describe('two citations per boundary', () => {
  it('every era of KOPS_ERAS, for every switch that flips at its start', () => {
    expect(Object.keys(ERA_SOURCES)).toEqual(KOPS_ERAS.map((e) => e.label));
    KOPS_ERAS.forEach((era, k) => {
      const prev = KOPS_ERAS[k - 1]?.behaviour;
      const flipped = (Object.keys(era.behaviour) as Array<keyof EraBehaviour>)
        .filter((f) => prev !== undefined && String(prev[f]) !== String(era.behaviour[f]));
      // The first era flips nothing of ours, but begins somewhere: it cites that.
      const sources = ERA_SOURCES[era.label] ?? {};
      expect(Object.keys(sources).length, era.label).toBeGreaterThan(0);
      for (const f of flipped) expect(sources[f], `${era.label}: ${f} flips without a citation`).toBeDefined();
      for (const [f, s] of Object.entries(sources)) checkBoundary(`${era.label} ${f}`, s, era.from);
    });
  });

  it('every NODE_CHANGES entry, for every field it sets', () => {
    expect(strayNodeNotes()).toEqual([]);
    for (const c of NODE_CHANGES) {
      expect(c.summary, c.since).not.toBe('');
      const at = parseVersion(c.since) as Version;
      expect(Object.keys(c.sources).sort(), c.since).toEqual(Object.keys(c.set).sort());
      for (const f of Object.keys(c.set) as Array<keyof NodeBehaviour>) checkBoundary(`${c.since} ${f}`, c.sources[f], at);
    }
  });

  it('every boundary of the version ranges (v1alpha3, the warm pool\'s kubelet)', () => {
    checkRanges('v1alpha3', V1ALPHA3_RANGES, RANGE_SOURCES.v1alpha3);
    checkRanges('warming kubelet disabled', WARMING_KUBELET_DISABLED, RANGE_SOURCES.warmingKubeletDisabled);
    checkRanges('kops edit ig rejects unknown keys', EDIT_IG_REJECTS_UNKNOWN_KEYS, RANGE_SOURCES.editIgRejectsUnknownKeys);
    checkRanges('docker refused with Kubernetes 1.24+', DOCKER_REFUSED_ON_K8S_124, RANGE_SOURCES.dockerRefusedOnK8s124);
  });

  it('every entry of the reasons catalogue', () => {
    const shared = /^\.\.\/shared\/[\w.-]+:\d+$/;
    for (const [f, words] of Object.entries(SWITCH_WORDS)) {
      if (words.since === 'proposal') {
        // The request's proposal is no kops release: it cites the request, and kops 1.10.1 lacking it.
        expect(words.sources.at, f).toMatch(shared);
        expect(versionOf(words.sources.before), f).toEqual([1, 10, 1]);
        continue;
      }
      checkBoundary(`reason ${f}`, words.sources, parseVersion(words.since) as Version);
    }
    expect(PROPOSAL_RAW_MANIFEST_WORDS.sources.at).toMatch(shared);
    expect(versionOf(PROPOSAL_RAW_MANIFEST_WORDS.sources.before)).toEqual([1, 10, 1]);
    checkBoundary('reason runtimeDefault (1.20)', RUNTIME_DEFAULT_SOURCES[0], [1, 20, 0]);
    checkBoundary('reason runtimeDefault (1.26)', RUNTIME_DEFAULT_SOURCES[1], [1, 26, 0]);
    checkBoundary('reason runtimeOption', RUNTIME_OPTION_SOURCES, [1, 20, 3]);
  });

  it('rejects an entry that lacks a citation (the checks can fail)', () => {
    expect(() => checkBoundary('x', { at: 'v1.20.3:nodeup/pkg/model/hooks.go:132', before: '' }, [1, 20, 3])).toThrow();
    expect(() => checkBoundary('x', { at: '', before: 'v1.20.2:nodeup/pkg/model/hooks.go:131' }, [1, 20, 3])).toThrow();
    expect(() => checkBoundary('x', { at: 'v1.20.3:nodeup/pkg/model/hooks.go:132', before: 'v1.18.3:nodeup/pkg/model/hooks.go' }, [1, 20, 3])).toThrow();
    expect(() => checkBoundary('x', { at: 'v1.23.4:nodeup/pkg/model/hooks.go', before: 'v1.22.6:nodeup/pkg/model/hooks.go' }, [1, 23, 0])).toThrow();
    expect(() => checkBoundary('x', { at: 'v1.20.3:nodeup/pkg/model/hooks.go:132', before: 'v1.20.2:nodeup/pkg/model/hooks.go:131' }, [1, 20, 3])).not.toThrow();
  });
});
