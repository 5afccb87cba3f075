import type { Rule } from '../rule.ts';
import { goTrimSpace } from '../../kops/exec-container.ts';

/** An image with no tag or digest: it resolves to `latest`, which changes under you. */
export const imageWithoutTag: Rule = {
  id: 'image-without-tag',
  severity: 'info',
  scope: 'hook',
  title: 'Image without a tag',
  docs: {
    summary: 'The node pulls `:latest` (with containerd, kops adds `:latest` itself), so nodes built on different days run different code.',
    why: 'Without a tag or digest the registry serves whatever `latest` points to when the node boots.',
    fix: 'Pin a tag or a digest (`busybox:1.36`, `image@sha256:…`).',
    bad: '- execContainer:\n    image: busybox',
    good: '- execContainer:\n    image: busybox:1.36',
  },
  check(ctx) {
    return ctx.hooks
      .filter((h) => {
        const image = goTrimSpace(h.execContainer?.value.image?.value ?? '');
        const last = image.slice(image.lastIndexOf('/') + 1);
        return !ctx.isDisabled(h) && image !== '' && !last.includes(':') && !last.includes('@');
      })
      .map((hook) => ({
        at: { hook, field: 'image' as const },
        message: `Image \`${goTrimSpace(hook.execContainer?.value.image?.value ?? '')}\` has no tag: the node pulls \`latest\`, whatever it is when the node boots.`,
      }));
  },
};
