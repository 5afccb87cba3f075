import type { Finding, Rule } from '../rule.ts';
import { pathUnitName } from '../path-unit-name.ts';

/** A `.swap` unit whose `What=` path does not escape to its name. */
export const swapWhatMismatch: Rule = {
  id: 'swap-what-mismatch',
  severity: 'error',
  scope: 'unit',
  title: 'Swap What= does not match the unit name',
  docs: {
    summary: 'systemd refuses the swap unit ("Value of What= and unit name do not match, not loading."): no swap is enabled on the node.',
    why: 'A swap unit is named after its device or file, escaped with `systemd-escape --path`: `What=/swap1` must be `swap1.swap`, `What=/var/swapfile` must be `var-swapfile.swap`.',
    fix: 'Rename the hook to the escaped path (the quick fix does it).',
    bad: '- name: myswap.swap\n  useRawManifest: true\n  manifest: |\n    [Swap]\n    What=/var/swapfile',
    good: '- name: var-swapfile.swap\n  useRawManifest: true\n  manifest: |\n    [Swap]\n    What=/var/swapfile',
  },
  check(ctx) {
    return ctx.units.filter((v) => v.type === 'swap').map((v) => pathUnitName(ctx, v, 'Swap', 'What')).filter((f): f is Finding => f !== undefined);
  },
};
