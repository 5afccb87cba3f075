import { describe, expect, it } from 'vitest';
import { runRule } from '../run-rule.ts';

// kops pulls with ctr from 1.21 (v1.21.0:nodeup/pkg/model/hooks.go:181; v1.20.3:nodeup/pkg/model/hooks.go has
// no ctr line) and `ctr --namespace k8s.io image pull IMAGE` and no --user
// (v1.36.2:nodeup/pkg/model/hooks.go:168); ctr takes credentials only from --user
// (containerd v2.2.0:cmd/ctr/commands/resolver.go:59, flag at commands.go:66) and reads a hosts
// directory only when --hosts-dir is given (resolver.go:98).
const ID = 'ecr-image-without-credentials';
const IMAGE = '123456789012.dkr.ecr.eu-west-1.amazonaws.com/agent:1.0';
const EXEC = (image: string): string => `- name: agent.service\n  execContainer:\n    image: ${image}\n    command: [/agent]\n`;

describe(ID, () => {
  it.each(['1.21.0', '1.36.2'])('invalid: containerd at %s', (kopsVersion) => {
    expect(runRule(ID, EXEC(IMAGE), { kopsVersion, runtime: 'containerd' })).toEqual({
      hits: [{ line: 3, column: 12, severity: 'warning', message: `\`image: ${IMAGE}\` is on private ECR, and kops pulls it with \`ctr image pull\`, which sends no credentials: ECR refuses the anonymous pull, so agent.service fails and never runs.` }],
      fixed: null,
    });
  });
  it.each([
    ['Docker reads its config and credential helpers', EXEC(IMAGE), { kopsVersion: '1.19.0', runtime: 'docker' as const }],
    ['ECR Public', EXEC('public.ecr.aws/acme/agent:1.0'), {}],
    ['another registry', EXEC('ghcr.io/acme/agent:1.0'), {}],
  ])('valid: %s', (_n, yaml, options) => {
    expect(runRule(ID, yaml, options).hits).toEqual([]);
  });
});
