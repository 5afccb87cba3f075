import type { Finding, Rule } from '../rule.ts';

/** A raw unit file that is empty (or blank): systemd treats an empty unit file as masked. */
export const emptyRawManifest: Rule = {
  id: 'empty-raw-manifest',
  severity: 'error',
  scope: 'unit',
  title: 'Empty raw unit file',
  docs: {
    summary: 'nodeup writes an empty unit file, which systemd treats as masked ("Unit … is masked"): it can never start on the node, and nodeup\'s restart fails on every run.',
    why: 'With `useRawManifest: true` the file content is exactly `manifest`; nothing is added. nodeup takes the raw branch before it looks at `execContainer`, so a raw hook with an image and no manifest is written empty.',
    fix: 'Write the whole unit into `manifest`.',
    bad: '- name: tune.service\n  useRawManifest: true\n  execContainer:\n    image: busybox:1.36',
    good: '- name: tune.service\n  useRawManifest: true\n  manifest: |\n    [Service]\n    Type=oneshot\n    ExecStart=/opt/tune.sh',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      if (!view.raw || !view.hook || view.task.definition !== '') continue;
      out.push({
        at: view.hook.manifest ? { hook: view.hook, field: 'manifest' } : { hook: view.hook, field: 'useRawManifest', key: true },
        message: `${view.task.unit} is written empty: systemd treats an empty unit file as masked, so it never starts on the node.`,
      });
    }
    return out;
  },
};
