import type { Behaviour, Diagnostic, DocumentSpec, Runtime } from '../types.ts';

/** The effective container runtime and where it came from. */
export interface RuntimeChoice {
  runtime: Runtime;
  source: 'option' | 'cluster' | 'default';
  /** Which tool runs exec hooks: ctr only from kops 1.20.3 with containerd, else Docker. */
  exec: Runtime;
  diagnostics: Diagnostic[];
}

function versionBelow(version: string | undefined, major: number, minor: number): boolean {
  const m = /^v?(\d+)\.(\d+)/.exec((version ?? '').trim());
  if (!m) return false;
  return Number(m[1]) < major || (Number(m[1]) === major && Number(m[2]) < minor);
}

/**
 * Chooses the container runtime: the `runtime` option, else the Cluster's spec.containerRuntime,
 * else kops's default (`pkg/model/components/defaults.go`): before 1.20, docker
 * (`v1.19.2:…:40`); 1.20–1.25, docker when spec.kubernetesVersion is below 1.20 or spec.docker is
 * set, else containerd (`v1.20.0:…:40`); 1.26–1.28, docker only when spec.docker is set
 * (`v1.26.0:…:40`: the Kubernetes clause is gone, which nobody sees, since 1.26 refuses
 * Kubernetes below 1.21); 1.29+: containerd. Docker does not exist from kops 1.29: it becomes
 * containerd: a warning for the picker's choice, kops's refusal (docker-refusal.ts) for the spec's.
 */
export function runtime(b: Behaviour, cluster: DocumentSpec | undefined, option?: Runtime): RuntimeChoice {
  const diagnostics: Diagnostic[] = [];
  let chosen: Runtime | undefined = option;
  let source: RuntimeChoice['source'] = 'option';
  const written = cluster?.containerRuntime;
  if (chosen === undefined && written && written.value.trim() !== '') {
    const v = written.value.trim();
    if (v === 'docker' || v === 'containerd') {
      chosen = v;
      source = 'cluster';
    } else {
      diagnostics.push({
        code: 'unknown-container-runtime', severity: 'error', range: written.range,
        message: `spec.containerRuntime "${written.value}" is not docker or containerd; kops rejects the cluster (rendered with the default runtime).`,
      });
    }
  }
  if (chosen === undefined) {
    source = 'default';
    if (!b.dockerAvailable) chosen = 'containerd';
    else if (b.era === 'proposal' || versionBelow(b.version, 1, 20)) chosen = 'docker';
    else if (cluster?.hasDockerConfig) chosen = 'docker';
    else chosen = versionBelow(b.version, 1, 26) && versionBelow(cluster?.kubernetesVersion?.value, 1, 20) ? 'docker' : 'containerd';
  }
  if (chosen === 'docker' && !b.dockerAvailable) {
    // A release refuses a Cluster that says docker (kops/docker-refusal.ts, planned as a refusal);
    // the runtime picker's docker, or the proposal's, is only a choice the node cannot honour.
    if (source !== 'cluster' || b.era === 'proposal') diagnostics.push({
      code: 'docker-unavailable', severity: 'warning',
      range: source === 'cluster' && written ? written.range : { start: 0, end: 0 },
      message: `kops ${b.version} has no Docker runtime: nodes run containerd, so exec hooks run through ctr.`,
    });
    chosen = 'containerd';
  }
  return { runtime: chosen, source, exec: execTool(b, chosen), diagnostics };
}

/** The tool that runs exec hooks on a node of `runtime`: ctr only from kops 1.20.3 with containerd, else Docker. */
export function execTool(b: Pick<Behaviour, 'containerdExec'>, runtime: Runtime): Runtime {
  return b.containerdExec && runtime === 'containerd' ? 'containerd' : 'docker';
}
