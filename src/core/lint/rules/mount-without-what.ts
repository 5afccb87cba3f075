import type { Finding, Rule } from '../rule.ts';

/** A `.mount` unit without `What=`: systemd refuses it. */
export const mountWithoutWhat: Rule = {
  id: 'mount-without-what',
  severity: 'error',
  scope: 'unit',
  title: 'Mount unit without What=',
  docs: {
    summary: 'systemd refuses the mount unit ("What= setting is missing. Refusing."): nothing is mounted on the node.',
    why: 'A mount unit says what to mount (`What=`) and where (`Where=`, or the unit name).',
    fix: 'Add `What=` with the device, file system or share to mount.',
    bad: '- name: mnt-data.mount\n  useRawManifest: true\n  manifest: |\n    [Mount]\n    Where=/mnt/data',
    good: '- name: mnt-data.mount\n  useRawManifest: true\n  manifest: |\n    [Mount]\n    What=/dev/nvme1n1\n    Where=/mnt/data',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      if (view.type !== 'mount' || !view.hook || view.task.definition === '') continue;
      if (view.parsed.entries.some((e) => e.section === 'Mount' && e.key === 'What' && e.value !== '')) continue;
      const section = view.parsed.sections.find((s) => s.name === 'Mount');
      out.push({
        at: section ? { unit: view, line: section.line } : { hook: view.hook, field: 'manifest', key: true },
        message: `${view.task.unit} has no \`What=\`: systemd refuses the mount on the node.`,
      });
    }
    return out;
  },
};
