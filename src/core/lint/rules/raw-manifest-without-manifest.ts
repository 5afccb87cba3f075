import type { Rule } from '../rule.ts';

/** kops validation: `useRawManifest` needs `manifest`. */
export const rawManifestWithoutManifest: Rule = {
  id: 'raw-manifest-without-manifest',
  severity: 'error',
  scope: 'hook',
  title: 'useRawManifest without a manifest',
  docs: {
    summary: 'kops rejects the cluster. Past validation, nodeup would write an empty unit file, which systemd treats as masked: the unit never starts.',
    why: 'With `useRawManifest: true` the manifest is the whole unit file.',
    fix: 'Add the unit text as `manifest`, or drop `useRawManifest`.',
    bad: '- name: swap1.swap\n  useRawManifest: true',
    good: '- name: swap1.swap\n  useRawManifest: true\n  manifest: |\n    [Swap]\n    What=/swap1',
  },
  check(ctx) {
    if (!ctx.analysis.behaviour.useRawManifest) return [];
    return ctx.hooks
      .filter((h) => !ctx.isDisabled(h) && h.useRawManifest?.value === true && h.manifest === undefined)
      .map((hook) => ({
        at: { hook, field: 'useRawManifest' as const, key: true },
        message: '`useRawManifest: true` without `manifest`: kops rejects the cluster; nodeup would write an empty unit, which systemd treats as masked.',
      }));
  },
};
