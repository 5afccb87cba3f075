import type { Finding, Rule } from '../rule.ts';

/** A private ECR registry (`<account>.dkr.ecr.<region>.amazonaws.com`, `.com.cn` in China): it never serves an anonymous pull. */
const ECR = /^\d{12}\.dkr\.ecr(-fips)?\.[a-z0-9-]+\.amazonaws\.com(\.cn)?\//;

/** An execContainer image on private ECR, pulled by kops's `ctr image pull`, which sends no credentials. */
export const ecrImageWithoutCredentials: Rule = {
  id: 'ecr-image-without-credentials',
  severity: 'warning',
  scope: 'unit',
  title: 'ECR image that ctr pulls without credentials',
  docs: {
    summary: 'On containerd nodes kops pulls an execContainer image with `ctr image pull IMAGE` and no `--user`: ctr sends credentials only from `--user` and reads no Docker config, credential helper or CRI registry auth, and a private ECR registry refuses an anonymous pull, so the pull fails and the hook never runs.',
    why: 'kubelet pulls ECR images through the node\'s credential provider, but a hook\'s pull is ctr\'s own, before and outside kubelet. Docker nodes are different: `docker pull` reads the Docker config and its credential helpers.',
    fix: 'Publish the image where anonymous pulls work (ECR Public, `public.ecr.aws/...`), or rewrite the hook as a manifest hook that fetches a token first: `ctr image pull --user AWS:$(aws ecr get-login-password) IMAGE`.',
    bad: '- name: agent.service\n  execContainer:\n    image: 123456789012.dkr.ecr.eu-west-1.amazonaws.com/agent:1.0\n    command: [/agent, --once]',
    good: '- name: agent.service\n  execContainer:\n    image: public.ecr.aws/acme/agent:1.0\n    command: [/agent, --once]',
    releases: 'every kops release that pulls execContainer images with ctr (containerd nodes)',
    sources: ['v1.36.2:nodeup/pkg/model/hooks.go:168', 'containerd v2.2.0:cmd/ctr/commands/resolver.go:59', 'containerd v2.2.0:cmd/ctr/commands/commands.go:66'],
  },
  check(ctx) {
    if (ctx.analysis.runtime !== 'containerd') return [];
    const out: Finding[] = [];
    for (const view of ctx.units) {
      const image = view.hook?.execContainer?.value.image?.value;
      if (view.raw || !image || !ECR.test(image)) continue;
      const pull = view.entries.find((e) => e.section === 'Service' && e.key === 'ExecStartPre' && e.value.startsWith('/usr/bin/ctr ') && !/\s(--user|-u)[\s=]/.test(e.value));
      if (!pull) continue;
      out.push({
        at: { unit: view, line: pull.line },
        message: `\`image: ${image}\` is on private ECR, and kops pulls it with \`ctr image pull\`, which sends no credentials: ECR refuses the anonymous pull, so ${view.task.unit} fails and never runs.`,
      });
    }
    return out;
  },
};
