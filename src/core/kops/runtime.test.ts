import { describe, expect, it } from 'vitest';
import type { DocumentSpec } from '../types.ts';
import { behaviour } from './behaviour.ts';
import { runtime } from './runtime.ts';
import { analyze } from '../index.ts';

function cluster(extra: Partial<DocumentSpec>): DocumentSpec {
  return { index: 0, kind: 'Cluster', apiVersion: 'v1alpha2', apiVersionExplicit: true, hooks: [], range: { start: 0, end: 10 }, ...extra };
}
const b = (v: string) => behaviour(v).behaviour;
const loc = (value: string) => ({ value, range: { start: 3, end: 5 } });

describe('runtime', () => {
  it('option beats the cluster, cluster beats the default', () => {
    expect(runtime(b('1.25.0'), cluster({ containerRuntime: loc('docker') }), 'containerd')).toMatchObject({ runtime: 'containerd', source: 'option' });
    expect(runtime(b('1.25.0'), cluster({ containerRuntime: loc('docker') }))).toMatchObject({ runtime: 'docker', source: 'cluster', exec: 'docker' });
    expect(runtime(b('1.25.0'), undefined)).toMatchObject({ runtime: 'containerd', source: 'default', exec: 'containerd' });
  });

  it('defaults to docker for old Kubernetes or a docker block, from 1.20 to 1.28', () => {
    expect(runtime(b('1.25.0'), cluster({ kubernetesVersion: loc('1.19.7') })).runtime).toBe('docker');
    expect(runtime(b('1.25.0'), cluster({ kubernetesVersion: loc('v1.21.0') })).runtime).toBe('containerd');
    expect(runtime(b('1.25.0'), cluster({ hasDockerConfig: true })).runtime).toBe('docker');
    expect(runtime(b('1.19.0'), undefined).runtime).toBe('docker');
    expect(runtime(b('1.30.0'), cluster({ hasDockerConfig: true })).runtime).toBe('containerd');
  });

  it('runs exec hooks through docker before 1.20.3 whatever the runtime', () => {
    expect(runtime(b('1.20.2'), undefined, 'containerd')).toMatchObject({ runtime: 'containerd', exec: 'docker' });
    expect(runtime(b('1.20.3'), undefined, 'containerd')).toMatchObject({ runtime: 'containerd', exec: 'containerd' });
  });

  it('turns docker into containerd from 1.29: a warning for the picker\'s docker, none for the spec\'s (kops refuses that spec: docker-refusal.ts)', () => {
    const r = runtime(b('1.29.0'), cluster({ containerRuntime: loc('docker') }));
    expect(r).toMatchObject({ runtime: 'containerd', exec: 'containerd', source: 'cluster' });
    expect(r.diagnostics).toEqual([]);
    const picked = runtime(b('1.29.0'), undefined, 'docker');
    expect(picked.diagnostics).toMatchObject([{ code: 'docker-unavailable', severity: 'warning' }]);
  });

  it('reports an unknown spec.containerRuntime and uses the default', () => {
    const r = runtime(b('1.25.0'), cluster({ containerRuntime: loc('crio') }));
    expect(r).toMatchObject({ runtime: 'containerd', source: 'default' });
    expect(r.diagnostics.map((d) => d.code)).toEqual(['unknown-container-runtime']);
  });

  it('defaults to containerd from kops 1.20.0 when Kubernetes is 1.20+, while exec hooks keep Docker until 1.20.3', () => {
    // v1.19.2:pkg/model/components/defaults.go sets `options.ContainerRuntime = "docker"` unconditionally;
    // v1.20.0:pkg/model/components/defaults.go has
    // `if b.Context.IsKubernetesLT("1.20") || options.Docker != nil { docker } else { containerd }`.
    // Exec hooks run through ctr only from v1.20.3:nodeup/pkg/model/hooks.go (kubernetes/kops#11726).
    // This was a disagreement with ../shared/KOPS-HOOKS.md (it said 1.20.3) until the reference was corrected.
    const spec = 'kind: Cluster\nspec:\n  kubernetesVersion: 1.20.15\n  hooks:\n  - execContainer:\n      image: busybox\n';
    expect(analyze(spec, { kopsVersion: '1.19.2' })).toMatchObject({ runtime: 'docker', runtimeSource: 'default' });
    const at = analyze(spec, { kopsVersion: '1.20.0' });
    expect(at).toMatchObject({ runtime: 'containerd', runtimeSource: 'default' });
    expect(at.groups[0]?.tasks[0]?.definition).toContain('Requires=docker.service\n');
    expect(at.groups[0]?.tasks[0]?.definition).toContain('ExecStart=/usr/bin/docker run ');
  });

  it('drops the Kubernetes clause of the default at kops 1.26.0: only spec.docker picks Docker', () => {
    // v1.25.4:pkg/model/components/defaults.go:40 `if b.Context.IsKubernetesLT("1.20") || options.Docker != nil`;
    // v1.26.0:pkg/model/components/defaults.go:40 `if options.Docker != nil`. Nobody sees it on a real
    // cluster: kops 1.26 refuses Kubernetes below 1.21 (v1.26.0:upup/pkg/fi/cloudup/apply_cluster.go:85).
    const old = cluster({ kubernetesVersion: loc('1.19.16') });
    expect(runtime(b('1.25.4'), old)).toMatchObject({ runtime: 'docker', source: 'default' });
    expect(runtime(b('1.26.0'), old)).toMatchObject({ runtime: 'containerd', source: 'default' });
    expect(runtime(b('1.26.0'), cluster({ hasDockerConfig: true }))).toMatchObject({ runtime: 'docker', source: 'default' });
  });
});
