import { describe, expect, it } from 'vitest';
import { KOPS_ERAS, behaviour } from '../kops/behaviour.ts';
import { NODE_CHANGES } from '../kops/node-changes.ts';
import { runtime as resolveRuntime } from '../kops/runtime.ts';
import { parseSpec } from '../spec/parse-spec.ts';
import type { AnalyzeOptions, Behaviour, Runtime } from '../types.ts';
import { SWITCH_WORDS, nodeChangeWords } from './reasons.ts';
import { SWITCH_FIELDS, replaySteps, runtimeCause, type ResolvedSide } from './steps.ts';

const VERSIONS = ['proposal', ...KOPS_ERAS.flatMap((e) => e.versions)];
const RUNTIMES: Array<Runtime | undefined> = [undefined, 'docker', 'containerd'];
const CLUSTERS = {
  none: '',
  docker: 'kind: Cluster\nspec:\n  containerRuntime: docker\n',
  oldKubernetes: 'kind: Cluster\nspec:\n  kubernetesVersion: 1.19.7\n',
};

function side(version: string, runtime: Runtime | undefined, text: string): ResolvedSide {
  const options: AnalyzeOptions = { ...(version === 'proposal' ? { proposal: true } : { kopsVersion: version }), ...(runtime ? { runtime } : {}) };
  const b = behaviour(options.kopsVersion, options.proposal === true).behaviour;
  const cluster = parseSpec(text).documents.find((d) => d.kind === 'Cluster');
  return { behaviour: b, runtime: resolveRuntime(b, cluster, runtime).runtime, options };
}

const strip = ({ version: _v, era: _e, ...rest }: Behaviour) => rest;

describe('replaySteps', () => {
  it('lead from any version and runtime to any other: the last state is the target (every switch is a step)', () => {
    let pairs = 0;
    for (const text of Object.values(CLUSTERS)) {
      const cluster = parseSpec(text).documents.find((d) => d.kind === 'Cluster');
      for (const v0 of VERSIONS) for (const r0 of RUNTIMES) for (const v1 of VERSIONS) for (const r1 of RUNTIMES) {
        const from = side(v0, r0, text);
        const to = side(v1, r1, text);
        const steps = replaySteps(from, to, cluster);
        const end = steps.reduce((s, step) => step.apply(s), { behaviour: from.behaviour, runtime: from.runtime });
        expect(strip(end.behaviour), `${v0}/${r0} → ${v1}/${r1}`).toEqual(strip(to.behaviour));
        expect(end.runtime, `${v0}/${r0} → ${v1}/${r1}`).toBe(to.runtime);
        expect(new Set(steps.map((s) => `${s.since} ${s.switch}`)).size).toBe(steps.length);
        pairs++;
      }
    }
    expect(pairs).toBe(3 * (VERSIONS.length * 3) ** 2);
  });

  it('orders an upgrade by release and a downgrade in reverse', () => {
    const up = replaySteps(side('1.10.1', undefined, ''), side('1.36.2', undefined, ''), undefined).map((s) => `${s.since} ${s.switch}`);
    expect(up).toEqual([
      '1.11 keptSuffixes', '1.11 useRawManifest', '1.11 node:1.11.0', '1.14 node:1.14.0', '1.15 node:1.15.0', '1.15.1 node:1.15.1',
      '1.18 node:1.18.0', '1.19 node:1.19.0', '1.19.1 node:1.19.1', '1.20 runtimeDefault', '1.20 node:1.20.0', '1.20.3 containerdExec',
      '1.20.3 envFlag', '1.21 node:1.21.0', '1.22 roleFilterBeforeNumbering', '1.22 node:1.22.0', '1.22.2 node:1.22.2',
      // 1.24: validation forbids containerRuntime: docker with Kubernetes 1.24+ (docker-ranges.ts).
      '1.23 invertedIgDisabled', '1.23 node:1.23.0', '1.24 dockerRefusedOnK8s124', '1.24 node:1.24.0', '1.25 node:1.25.0', '1.26 node:1.26.0', '1.27 node:1.27.0',
      '1.29 dockerAvailable',
      // v1alpha3: read in 1.25.x, refused again in 1.26–1.28; an upgrade to 1.36 reads it because of 1.29.
      '1.29 v1alpha3Registered', '1.29 node:1.29.0', '1.34 node:1.34.0',
      // The warm pool's kubelet: back-ported, so the move meets 1.32.3, 1.33.0, 1.33.2, 1.34.0 and 1.34.2; the last one counts.
      '1.34.2 warmingKubeletDisabled', '1.35 noBlockRestart', '1.36 node:1.36.0',
    ]);
    const down = replaySteps(side('1.36.2', undefined, ''), side('1.10.1', undefined, ''), undefined).map((s) => `${s.since} ${s.switch}`);
    expect(down.slice(0, 6)).toEqual(['1.36 node:1.36.0', '1.35 noBlockRestart', '1.34 node:1.34.0', '1.32.3 warmingKubeletDisabled', '1.29 node:1.29.0', '1.29 dockerAvailable']);
    expect(down).toContain('1.25 v1alpha3Registered');
    expect(down.at(-1)).toBe('1.11 keptSuffixes');
  });

  it('puts the proposal before kops 1.8 and its own switches first', () => {
    const steps = replaySteps(side('proposal', undefined, ''), side('1.11.1', undefined, ''), undefined).map((s) => `${s.since} ${s.switch}`);
    expect(steps.slice(0, 3)).toEqual(['proposal useRawManifest', 'proposal useRawName', 'proposal ignoreRequiresBeforeUnderRaw']);
    expect(steps).toContain('1.11 useRawManifest');
  });

  it('tells apart why the runtime moves', () => {
    const docker = parseSpec(CLUSTERS.docker).documents.find((d) => d.kind === 'Cluster');
    const old = parseSpec(CLUSTERS.oldKubernetes).documents.find((d) => d.kind === 'Cluster');
    expect(runtimeCause(side('1.28.7', undefined, CLUSTERS.docker), side('1.29.2', undefined, CLUSTERS.docker), docker)).toBe('docker');
    // From 1.26 only spec.docker picks Docker (v1.26.0:pkg/model/components/defaults.go:40), so an old
    // Kubernetes alone would run containerd on 1.36 even if it had Docker: the default moved.
    expect(runtimeCause(side('1.21.5', undefined, CLUSTERS.oldKubernetes), side('1.36.0', undefined, CLUSTERS.oldKubernetes), old)).toBe('default');
    expect(runtimeCause(side('1.25.4', undefined, CLUSTERS.oldKubernetes), side('1.26.6', undefined, CLUSTERS.oldKubernetes), old)).toBe('default');
    expect(replaySteps(side('1.25.4', undefined, CLUSTERS.oldKubernetes), side('1.26.6', undefined, CLUSTERS.oldKubernetes), old)
      .map((s) => `${s.since} ${s.switch}`)).toEqual(['1.26 v1alpha3Registered', '1.26 runtimeDefault', '1.26 node:1.26.0']);
    expect(replaySteps(side('1.19.2', undefined, ''), side('1.36.2', undefined, ''), undefined).find((s) => s.switch === 'runtimeDefault')?.since).toBe('1.20');
    expect(runtimeCause(side('1.36.0', 'docker', ''), side('1.21.5', 'docker', ''), undefined)).toBe('docker');
    expect(runtimeCause(side('1.21.5', 'docker', ''), side('1.36.0', 'containerd', ''), undefined)).toBe('docker');
    expect(runtimeCause(side('1.28.7', 'docker', ''), side('1.36.0', undefined, ''), undefined)).toBe('docker');
    expect(runtimeCause(side('1.10.1', undefined, ''), side('1.36.0', undefined, ''), undefined)).toBe('default');
    expect(runtimeCause(side('1.19.2', undefined, ''), side('1.21.5', undefined, ''), undefined)).toBe('default');
    expect(runtimeCause(side('1.21.5', 'docker', ''), side('1.21.5', 'containerd', ''), undefined)).toBe('option');
    expect(runtimeCause(side('1.21.5', 'docker', ''), side('1.21.5', 'docker', ''), undefined)).toBe('none');
    expect(runtimeCause(side('1.21.5', 'containerd', ''), side('1.36.0', undefined, ''), undefined)).toBe('none');
  });
});

describe('the reasons catalogue', () => {
  it('has words for every switch of every era (KOPS_ERAS), each naming its release', () => {
    for (let k = 1; k < KOPS_ERAS.length; k++) {
      const prev = KOPS_ERAS[k - 1]?.behaviour;
      const era = KOPS_ERAS[k];
      for (const f of SWITCH_FIELDS) {
        if (!prev || !era || String(prev[f]) === String(era.behaviour[f])) continue;
        const words = SWITCH_WORDS[f];
        const release = `${era.from[0]}.${era.from[1]}${era.from[2] ? `.${era.from[2]}` : ''}`;
        expect(words.since, f).toBe(release);
        expect(words.up, f).toContain(release);
        expect(words.down, f).toContain(release);
      }
    }
    expect(Object.keys(SWITCH_WORDS).sort()).toEqual([...SWITCH_FIELDS].sort());
  });

  it('has words for every node-level change (NODE_CHANGES)', () => {
    for (const c of NODE_CHANGES) {
      expect(nodeChangeWords(c.since, 'up')).toContain(c.summary);
      expect(nodeChangeWords(c.since, 'down')).toContain(c.summary);
    }
  });
});
