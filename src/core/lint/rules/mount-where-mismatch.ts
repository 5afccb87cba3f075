import type { Finding, Rule } from '../rule.ts';
import { pathUnitName } from '../path-unit-name.ts';

/** A `.mount` unit whose `Where=` path does not escape to its name. */
export const mountWhereMismatch: Rule = {
  id: 'mount-where-mismatch',
  severity: 'error',
  scope: 'unit',
  title: 'Mount Where= does not match the unit name',
  docs: {
    summary: 'systemd refuses the mount unit ("Where= setting doesn\'t match unit name. Refusing."): nothing is mounted on the node.',
    why: 'A mount unit is named after its mount point, escaped with `systemd-escape --path`: `Where=/mnt/data` must be `mnt-data.mount`.',
    fix: 'Rename the hook to the escaped path (the quick fix does it).',
    bad: '- name: data.mount\n  useRawManifest: true\n  manifest: |\n    [Mount]\n    What=/dev/nvme1n1\n    Where=/mnt/data',
    good: '- name: mnt-data.mount\n  useRawManifest: true\n  manifest: |\n    [Mount]\n    What=/dev/nvme1n1\n    Where=/mnt/data',
  },
  check(ctx) {
    return ctx.units.filter((v) => v.type === 'mount').map((v) => pathUnitName(ctx, v, 'Mount', 'Where')).filter((f): f is Finding => f !== undefined);
  },
};
