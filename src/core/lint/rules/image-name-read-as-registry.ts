import type { Rule } from '../rule.ts';
import { goTrimSpace } from '../../kops/exec-container.ts';
import { execTool } from '../../kops/runtime.ts';
import { replaceScalar } from '../yaml-edits.ts';

/**
 * The first path element of `image` when ctr would take it for a registry host that Docker would
 * not: a name with a `/` whose first element has no `.` or `:` and is not `localhost`. kops
 * prefixes `docker.io/library/` only to a name with no `/` (`v1.36.2:nodeup/pkg/model/hooks.go:147-149`).
 */
export function readAsHost(image: string): string | undefined {
  const slash = image.indexOf('/');
  if (slash <= 0) return undefined;
  const first = image.slice(0, slash);
  return first.includes('.') || first.includes(':') || first === 'localhost' ? undefined : first;
}

/** An exec image such as `myorg/tool:1.2` that ctr reads as host `myorg`. */
export const imageNameReadAsRegistry: Rule = {
  id: 'image-name-read-as-registry',
  severity: 'error',
  scope: 'hook',
  title: 'Docker Hub image without its registry, pulled by ctr',
  docs: {
    summary: 'With containerd, kops runs `ctr image pull` on the image as written, adding `docker.io/library/` only to a name without `/`. ctr, unlike Docker, fills in no registry: it takes the first path element of `myorg/tool:1.2` for a host named `myorg`, the pull fails, the hook\'s unit fails to start and nodeup\'s `systemctl restart` fails on every run.',
    why: 'containerd\'s reference.Parse reads `myorg/tool:1.2` as `dummy://myorg/tool:1.2` and its resolver asks `https://myorg/v2/tool/manifests/1.2` (`containerd v1.7.20:reference/reference.go:86-120`, `v1.7.20:remotes/docker/resolver.go:439-466`; the same in `v2.1.9:pkg/reference/reference.go:86`). kops runs exec hooks through ctr from 1.20.3 on containerd nodes (`v1.20.3:nodeup/pkg/model/hooks.go:161`; `v1.20.2:` runs them through Docker, which reads `myorg/tool` as Docker Hub).',
    fix: 'Name the registry: `docker.io/myorg/tool:1.2` (the quick fix).',
    bad: '- name: tool.service\n  execContainer:\n    image: myorg/tool:1.2',
    good: '- name: tool.service\n  execContainer:\n    image: docker.io/myorg/tool:1.2',
  },
  check(ctx) {
    const a = ctx.analysis;
    if (execTool(a.behaviour, a.runtime) !== 'containerd') return [];
    return ctx.hooks.flatMap((hook) => {
      const field = hook.execContainer?.value.image;
      const image = goTrimSpace(field?.value ?? '');
      const host = readAsHost(image);
      if (!field || !host || ctx.isDisabled(hook)) return [];
      const full = `docker.io/${image}`;
      return [{
        at: { hook, field: 'image' as const },
        message: `\`${image}\` has no registry: ctr, which pulls exec images on containerd nodes, takes \`${host}\` for a registry host, so the pull fails at every boot and the hook never runs. Write \`${full}\`.`,
        fixes: [{ title: `Write \`${full}\``, edits: [replaceScalar(field, full)] }],
      }];
    });
  },
};
