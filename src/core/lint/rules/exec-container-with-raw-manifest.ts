import type { Rule } from '../rule.ts';

/** kops validation: `execContainer` is forbidden with `useRawManifest`. */
export const execContainerWithRawManifest: Rule = {
  id: 'exec-container-with-raw-manifest',
  severity: 'error',
  scope: 'hook',
  title: 'execContainer together with useRawManifest',
  docs: {
    summary: 'kops rejects the cluster. If it got through, nodeup takes the raw branch first: the container is never run, and with no manifest the unit file is empty, which systemd treats as masked.',
    why: 'A raw manifest is the whole unit; kops has nowhere to put the container command lines.',
    fix: 'Remove `useRawManifest` to run the container, or write the container command into the raw manifest yourself.',
    bad: '- name: ceph.service\n  useRawManifest: true\n  execContainer:\n    image: busybox',
    good: '- name: ceph.service\n  execContainer:\n    image: busybox',
  },
  check(ctx) {
    if (!ctx.analysis.behaviour.useRawManifest) return [];
    return ctx.hooks
      .filter((h) => !ctx.isDisabled(h) && h.execContainer && h.useRawManifest?.value === true)
      .map((hook) => ({
        at: { hook, field: 'useRawManifest' as const, key: true },
        message: '`useRawManifest: true` with `execContainer`: kops rejects the cluster; nodeup would write the manifest as the whole unit and never run the container.',
      }));
  },
};
