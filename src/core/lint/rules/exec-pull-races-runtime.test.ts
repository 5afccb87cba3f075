import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule } from '../run-rule.ts';

// kops runs exec hooks through ctr on containerd from 1.21 (v1.21.0:nodeup/pkg/model/hooks.go:181;
// v1.20.3:nodeup/pkg/model/hooks.go has no ctr line). It writes an exec hook `Requires=` on the runtime and no `After=` (v1.36.2:nodeup/pkg/model/hooks.go:170,
// and WantedBy=multi-user.target at :174). ctr fails at once without the socket from containerd 2.2
// (containerd v2.2.0:cmd/ctr/commands/client.go:65; v2.1.0:cmd/ctr/commands/client.go:62 dials
// without the check) and ctr 1.7 retries a missing socket for 10 s (v1.7.0:pkg/dialer/dialer.go:56).
// Docker: nodeup writes docker.socket and runs `dockerd -H fd://` from kops 1.19
// (v1.19.0:nodeup/pkg/model/docker.go:208; v1.18.3:nodeup/pkg/model/docker.go:400 only for a tarball).
const ID = 'exec-pull-races-runtime';
const EXEC = '- name: prep.service\n  execContainer:\n    image: busybox:1.36\n    command: [sh, -c, "echo ready"]\n';
const MESSAGE = (rt: string, unit: string): string =>
  `At a reboot prep.service's image pull races ${rt}: kops writes \`Requires=${unit}\` without \`After=\`, so the pull can run before ${rt} listens and the hook fails on that boot.`
  + ` kops writes the whole unit of an execContainer hook and no hook field sets \`After=${unit}\`: rewrite it as a manifest hook (\`useRawManifest: true\` with the unit kops writes now, plus \`After=${unit}\`; the playground's quick fix does it).`;

const VALID: Array<[string, string, AnalyzeOptions]> = [
  ['Docker with docker.socket (1.19.0)', EXEC, { kopsVersion: '1.19.0', runtime: 'docker' }],
  ['a manifest hook ordered after containerd', '- name: prep.service\n  requires: [containerd.service]\n  manifest: |\n    After=containerd.service\n    ExecStart=/usr/bin/true\n', {}],
];

const INVALID: Array<[string, AnalyzeOptions, string, string]> = [
  ['containerd at 1.36.2', { kopsVersion: '1.36.2' }, 'containerd', 'containerd.service'],
  ['containerd at 1.21.0', { kopsVersion: '1.21.0', runtime: 'containerd' }, 'containerd', 'containerd.service'],
  ['Docker before docker.socket for every install (1.18.3)', { kopsVersion: '1.18.3', runtime: 'docker' }, 'docker', 'docker.service'],
];

describe(ID, () => {
  it.each(VALID)('valid: %s', (_name, yaml, options) => {
    expect(runRule(ID, yaml, options).hits).toEqual([]);
  });
  it.each(INVALID)('invalid: %s', (_name, options, rt, unit) => {
    expect(runRule(ID, EXEC, options).hits).toEqual([{ line: 3, column: 12, severity: 'warning', message: MESSAGE(rt, unit) }]);
  });
  it('offers the rewrite as a manifest hook with After=containerd.service', () => {
    const fixed = runRule(ID, EXEC, { kopsVersion: '1.36.2' }).fixed ?? '';
    expect(fixed.split('\n').slice(0, 7)).toEqual([
      '- name: prep.service', '  useRawManifest: true', '  manifest: |', '    [Unit]', '    Description=Kops Hook prep.service',
      '    Requires=containerd.service', '    After=containerd.service',
    ]);
    expect(runRule(ID, fixed, { kopsVersion: '1.36.2' }).hits).toEqual([]);
  });
});
