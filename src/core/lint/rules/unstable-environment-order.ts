import type { Rule } from '../rule.ts';

/** Two or more `environment` variables: kops writes them in Go map order, which is random. */
export const unstableEnvironmentOrder: Rule = {
  id: 'unstable-environment-order',
  severity: 'warning',
  scope: 'hook',
  title: 'Environment order is not stable',
  docs: {
    summary: 'kops iterates `environment` as a Go map, in random order, so the `--env`/`-e` flags (and the unit text) can change from one nodeup run to the next; nodeup then sees a changed unit and restarts the hook.',
    why: 'Go randomises map iteration on purpose. The playground shows the keys sorted; the node may not.',
    fix: 'Pass one variable, or move the settings into the command (`sh -c "A=1 B=2 exec run"`) or the image.',
    bad: '- execContainer:\n    image: kopeio/nvidia-bootstrap:1.6.0\n    environment:\n      A: "1"\n      B: "2"',
    good: '- execContainer:\n    image: kopeio/nvidia-bootstrap:1.6.0\n    command: [sh, -c, "A=1 B=2 exec /bootstrap"]',
  },
  check(ctx) {
    return ctx.hooks
      .filter((h) => !ctx.isDisabled(h) && (h.execContainer?.value.environment?.value.length ?? 0) >= 2)
      .map((hook) => ({
        at: { hook, field: 'environment' as const, key: true },
        message: `\`environment\` has ${hook.execContainer?.value.environment?.value.length} variables: kops writes them in random (Go map) order, so the unit text can change between nodeup runs and the hook restarts.`,
      }));
  },
};
