import type { Rule } from '../rule.ts';
import { goTrimSpace } from '../../kops/exec-container.ts';

/** kops validation: `execContainer.image` is required. */
export const emptyImage: Rule = {
  id: 'empty-image',
  severity: 'error',
  scope: 'hook',
  title: 'execContainer without image',
  docs: {
    summary: 'kops rejects the cluster; nodeup (which trims the image) skips the hook with only a log warning, so nothing runs on the node.',
    why: 'The image is what nodeup pulls and runs; blanks around it are trimmed away.',
    fix: 'Set `execContainer.image` to the image to run, with a tag.',
    bad: '- execContainer:\n    command: [sh, -c, "echo hi"]',
    good: '- execContainer:\n    image: busybox:1.36\n    command: [sh, -c, "echo hi"]',
  },
  check(ctx) {
    return ctx.hooks
      .filter((h) => !ctx.isDisabled(h) && h.execContainer && goTrimSpace(h.execContainer.value.image?.value ?? '') === '')
      .map((hook) => ({
        at: { hook, field: 'image' as const },
        message: '`execContainer.image` is empty: kops rejects the cluster, and nodeup skips the hook, so no container runs on the node.',
      }));
  },
};
