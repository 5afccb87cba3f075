import { describe, expect, it } from 'vitest';
import { analyze } from '../index.ts';
import { behaviour } from './behaviour.ts';
import { citationTag, type BoundarySources } from './boundary.ts';
import { claimsIn, KOPS_CLAIMS } from './kops-claims.ts';
import { nodeUnits } from './node-units.ts';
import { KOPS_RELEASES } from './releases.ts';
import { holdsIn } from './version-ranges.ts';
import { compareVersions, parseVersion, type Version } from './version.ts';
import type { Role, Runtime } from '../types.ts';

/**
 * The method for what the era table cannot see: every message the playground shows about a spec
 * (lint, a plan's fatal error, the notes of kops's units) is run over probes at every release and
 * at both sides of every claim's boundary, and each kops claim it makes must hold in that release
 * by KOPS_CLAIMS, whose every boundary cites kops at both sides. A message that speaks of what kops
 * does with a key or a colliding task without a catalogued claim fails too.
 */
const BOUNDARY_SIDES = ['1.17.2', '1.18.0', '1.21.5', '1.22.0', '1.22.1', '1.22.2', '1.23.4', '1.24.0', '1.26.6', '1.27.0'];
const VERSIONS = [...new Set([...KOPS_RELEASES, ...BOUNDARY_SIDES])];
// What a message says when it speaks for kops's commands or nodeup's task list.
const MARKER = /nodeup aborts with|does not abort|`kops (edit|create|replace)[^`]*`|EnsureTask/;

const CLUSTER = (runtime: Runtime, hooks: string) => 'apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nmetadata:\n  name: a.k8s.local\nspec:\n'
  + `  containerRuntime: ${runtime}\n  kubernetesVersion: 1.17.17\n  networking:\n    cilium: {}\n`
  + `  kubelet:\n    cgroupDriver: systemd\n    kubeletCgroups: /kubelet\n    runtimeCgroups: /runtime\n  hooks:\n${hooks}`;
const IG = '---\napiVersion: kops.k8s.io/v1alpha2\nkind: InstanceGroup\nmetadata:\n  name: nodes\nspec:\n  role: Node\n  hooks:\n  - name: ig.service\n    afterr: [x]\n    manifest: ExecStart=/bin/true\n';

/**
 * The probes at `version`: one spec per unit kops manages on the node, with a hook of that name
 * (one collision each: an abort stops nodeup before any later hook), and one with unknown and
 * wrong-version keys in both lists.
 */
function probes(version: string, runtime: Runtime): string[] {
  const units = new Set<string>();
  for (const role of ['ControlPlane', 'Node'] as Role[]) {
    for (const u of nodeUnits({ behaviour: behaviour(version).behaviour, role, runtime, distro: 'debian',
      cluster: { name: 'a.k8s.local', settings: { networking: 'cilium', kubernetesVersion: '1.17.17', cgroupDriver: 'systemd', kubeletCgroups: '/kubelet', runtimeCgroups: '/runtime' } } })) units.add(u.unit);
  }
  return [
    ...[...units].map((u) => CLUSTER(runtime, `  - name: ${u}\n    manifest: ExecStart=/bin/true\n`)),
    CLUSTER(runtime, '  - name: typo.service\n    afterr: [x]\n    enabled: false\n    manifest: ExecStart=/bin/true\n') + IG,
  ];
}

/** Every message shown for the probes at `version`: lint, each group's fatal error, and the notes of kops's units. */
function messages(version: string): string[] {
  const out: string[] = [];
  for (const runtime of ['docker', 'containerd'] as Runtime[]) {
    for (const text of probes(version, runtime)) {
      const a = analyze(text, { kopsVersion: version, runtime });
      out.push(...a.diagnostics.map((d) => d.message), ...a.groups.flatMap((g) => (g.fatal === null ? [] : [g.fatal])));
    }
    for (const role of ['ControlPlane', 'Node'] as Role[]) {
      out.push(...nodeUnits({ behaviour: behaviour(version).behaviour, role, runtime, distro: 'debian', cluster: { name: 'a.k8s.local', settings: { networking: 'cilium' } } })
        .flatMap((u) => [u.note ?? '', u.condition ?? '']));
    }
  }
  return out.filter((m) => m !== '');
}

function versionOf(citation: string): Version | null {
  const tag = citationTag(citation);
  return tag === null ? null : parseVersion(tag);
}

function checkBoundary(label: string, s: BoundarySources, release: Version): void {
  expect(versionOf(s.at), `${label}: ${s.at}`).toEqual(release);
  const before = versionOf(s.before);
  expect(before, `${label}: ${s.before}`).not.toBeNull();
  expect(compareVersions(before ?? release, release), `${label}: ${s.before} is not before`).toBeLessThan(0);
  expect(release[1] - (before?.[1] ?? 0), `${label}: ${s.before} is not the release just before`).toBeLessThanOrEqual(1);
}

describe('KOPS_CLAIMS', () => {
  it('cites every boundary at both sides, and a range from 1.8.0 or without end at its first and last release', () => {
    for (const c of KOPS_CLAIMS) {
      expect(c.sources.length, c.id).toBe(c.holds.length);
      c.holds.forEach((r, i) => {
        const s = c.sources[i];
        const from = parseVersion(r.from) as Version;
        if (r.from === '1.8.0') expect(s?.start, `${c.id}: 1.8.0 is no boundary`).toBeNull();
        else checkBoundary(`${c.id} from ${r.from}`, s?.start as BoundarySources, from);
        if (r.until !== null) checkBoundary(`${c.id} until ${r.until}`, s?.end as BoundarySources, parseVersion(r.until) as Version);
        else expect(s?.end, c.id).toBeNull();
        if (r.from === '1.8.0') {
          expect(c.span, `${c.id}: no span`).toBeDefined();
          expect(versionOf(c.span?.first ?? ''), c.id).toEqual([1, 8, 0]);
          if (r.until === null) expect(versionOf(c.span?.last ?? '') ?? [], c.id).toEqual(parseVersion(KOPS_RELEASES[0] ?? ''));
        }
      });
    }
  });

  const seen = new Map<string, Set<string>>();
  it.each(VERSIONS)('every claim a message makes at %s holds there', (version) => {
    const v = parseVersion(version) as Version;
    for (const m of messages(version)) {
      const claims = claimsIn(m);
      if (MARKER.test(m)) expect(claims.map((c) => c.id), `uncatalogued kops claim at ${version}: ${m}`).not.toEqual([]);
      for (const c of claims) {
        expect(holdsIn(c.holds, v), `${version}: "${m}" claims ${c.id}, which holds only in ${JSON.stringify(c.holds)}`).toBe(true);
        if (!seen.has(c.id)) seen.set(c.id, new Set());
        seen.get(c.id)?.add(version);
      }
    }
  });

  it('reaches every claim in the probes (so each check above can fail)', () => {
    expect(KOPS_CLAIMS.map((c) => [c.id, seen.has(c.id)])).toEqual(KOPS_CLAIMS.map((c) => [c.id, true]));
  });

  it('fails a message that claims outside its releases, or speaks for kops without a claim', () => {
    const check = (version: string, m: string) => claimsIn(m).every((c) => holdsIn(c.holds, parseVersion(version) as Version)) && (!MARKER.test(m) || claimsIn(m).length > 0);
    // The errors issue 48 found: an abort for docker-healthcheck in 1.17, EnsureTask's abort in 1.26.
    expect(check('1.17.2', 'nodeup aborts with "found duplicate tasks with name \\"Service/docker-healthcheck.service\\""')).toBe(false);
    expect(check('1.26.6', 'nodeup aborts with "cannot add different task with same key \\"Service/kubelet.slice\\""')).toBe(false);
    expect(check('1.21.5', '`kops edit ig` rejects it and `kops create -f`/`kops replace -f` drop it silently')).toBe(false);
    expect(check('1.36.2', '`kops edit` rejects it')).toBe(false);
    expect(check('1.27.0', 'nodeup aborts with "cannot add different task with same key \\"Service/kubelet.slice\\""')).toBe(true);
  });
});
