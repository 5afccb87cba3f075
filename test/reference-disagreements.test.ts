import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyze } from '../src/core/index.ts';
import { SHARED_DIR } from './shared-dir.ts';

/**
 * Where ../shared and kops's source disagree, kops wins; each test here shows one disagreement
 * (it fails once the reference is corrected, and should then be turned into a plain test).
 */
describe('../shared references against kops', () => {
  it('the default runtime (no containerRuntime) depends on Kubernetes from kops 1.20.0, not 1.20.3 as KOPS-HOOKS.md says', () => {
    // KOPS-HOOKS.md: "When that is empty (1.20.3 to 1.28), kops picks docker if spec.kubernetesVersion is below 1.20 or
    // spec.docker is set, else containerd." v1.20.0:pkg/model/components/defaults.go already has
    // `if b.Context.IsKubernetesLT("1.20") || options.Docker != nil { docker } else { containerd }`;
    // v1.19.2 has `options.ContainerRuntime = "docker"`. KOPS-NODE-UNITS.md cites the rule at v1.20.3 only.
    const doc = readFileSync(join(SHARED_DIR, 'KOPS-HOOKS.md'), 'utf8');
    expect(doc).toContain('When that is empty (1.20.3 to 1.28)');
    const spec = 'kind: Cluster\nspec:\n  kubernetesVersion: 1.20.15\n  hooks:\n  - execContainer:\n      image: busybox\n';
    expect(analyze(spec, { kopsVersion: '1.19.2' })).toMatchObject({ runtime: 'docker', runtimeSource: 'default' });
    const at = analyze(spec, { kopsVersion: '1.20.0' });
    expect(at).toMatchObject({ runtime: 'containerd', runtimeSource: 'default' });
    // ...while exec hooks still run through docker until 1.20.3 (kubernetes/kops#11726).
    expect(at.groups[0]?.tasks[0]?.definition).toContain('Requires=docker.service\n');
  });
});
