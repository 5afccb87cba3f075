import { describe, expect, it } from 'vitest';
import { analyze } from '../index.ts';

const spec = (extra: string): string => `apiVersion: kops.k8s.io/v1alpha2
kind: Cluster
metadata:
  name: c.example.com
spec:
${extra}  hooks:
  - name: tune.service
    manifest: |
      Type=oneshot
      ExecStart=/bin/true
`;

const DOCKER = spec('  kubernetesVersion: 1.28.5\n  containerRuntime: docker\n');
const OLD_K8S = spec('  kubernetesVersion: 1.23.9\n  containerRuntime: docker\n');
const DOCKER_BLOCK = spec('  kubernetesVersion: 1.28.5\n  docker:\n    logLevel: warn\n');

const refused = (text: string, kopsVersion: string) => {
  const a = analyze(text, { kopsVersion });
  return {
    refusal: a.refusal,
    codes: a.diagnostics.filter((d) => d.code === 'docker-forbidden').map((d) => `${d.severity} ${text.slice(d.range.start, d.range.end)}`),
    tasks: a.groups.reduce((n, g) => n + g.tasks.length, 0),
  };
};

describe('kops validation forbids Docker fields (facts written from kops, both sides of each boundary)', () => {
  // v1.23.4:pkg/apis/kops/validation/validation.go: validateContainerRuntime has no docker check.
  // v1.24.0:pkg/apis/kops/validation/validation.go:1367: `runtime == "docker" && c.IsKubernetesGTE("1.24")`.
  it('containerRuntime: docker with Kubernetes 1.24+ is refused from kops 1.24.0, not in 1.23.4', () => {
    expect(refused(DOCKER, '1.23.4')).toMatchObject({ refusal: null, codes: [] });
    const r = refused(DOCKER, '1.24.0');
    expect(r.codes).toEqual(['error docker']);
    expect(r.tasks).toBe(0);
    expect(r.refusal).toBe('kops 1.24.0 runs no Docker with Kubernetes 1.28.5: it rejects `containerRuntime: docker` ("spec.containerRuntime: Forbidden: Docker CRI support was removed in Kubernetes 1.24: https://kubernetes.io/blog/2020/12/02/dockershim-faq"), so it refuses the whole cluster and no node gets these hooks. Remove the line (nodes then run containerd) and check that no hook needs docker.service.');
  });

  // v1.28.7:pkg/apis/kops/validation/validation.go:1676 still asks for Kubernetes 1.24+;
  // v1.29.0:pkg/apis/kops/validation/validation.go:1692 forbids docker whatever the version.
  it('containerRuntime: docker with Kubernetes 1.23 is kept by kops 1.28.7 and refused from 1.29.0', () => {
    const kept = analyze(OLD_K8S, { kopsVersion: '1.28.7' });
    expect([kept.refusal, kept.runtime, kept.groups.reduce((n, g) => n + g.tasks.length, 0) > 0]).toEqual([null, 'docker', true]);
    const r = refused(OLD_K8S, '1.29.0');
    expect(r.codes).toEqual(['error docker']);
    expect(r.refusal?.startsWith('kops 1.29.0 has no Docker runtime: it rejects `containerRuntime: docker`')).toBe(true);
  });

  it('the issue\'s case: containerRuntime: docker at 1.29.2 renders as kops\'s refusal, with its message', () => {
    const r = refused(DOCKER, '1.29.2');
    expect(r.tasks).toBe(0);
    expect(r.refusal).toContain('"spec.containerRuntime: Forbidden: Docker CRI support was removed in Kubernetes 1.24: https://kubernetes.io/blog/2020/12/02/dockershim-faq"');
  });

  // v1.28.7:pkg/apis/kops/validation/validation.go:203-204 validates spec.docker's fields;
  // v1.29.0:pkg/apis/kops/validation/validation.go:207-208 forbids spec.docker outright.
  it('spec.docker is kept by kops 1.28.7 and refused from 1.29.0, on its key', () => {
    expect(refused(DOCKER_BLOCK, '1.28.7')).toMatchObject({ refusal: null, codes: [] });
    const r = refused(DOCKER_BLOCK, '1.29.0');
    expect(r.codes).toEqual(['error docker']);
    expect(r.refusal).toBe('kops 1.29.0 rejects any `spec.docker` ("spec.docker: Forbidden: Docker CRI support was removed in Kubernetes 1.24: https://kubernetes.io/blog/2020/12/02/dockershim-faq"), so it refuses the whole cluster and no node gets these hooks. Remove the `docker:` block.');
  });

  it('the runtime picker\'s docker is no refusal: the spec does not say it', () => {
    const a = analyze(spec('  kubernetesVersion: 1.28.5\n'), { kopsVersion: '1.29.2', runtime: 'docker' });
    expect([a.refusal, a.runtime, a.diagnostics.map((d) => d.code).filter((c) => c.startsWith('docker-'))]).toEqual([null, 'containerd', ['docker-unavailable']]);
  });
});
