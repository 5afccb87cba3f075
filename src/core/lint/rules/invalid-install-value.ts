import type { Finding, Rule } from '../rule.ts';
import { effectiveEntries } from '../../systemd/unit-parser.ts';
import { isValidUnitName } from './invalid-unit-name.ts';
import { unitList } from '../unit-helpers.ts';

/** `WantedBy=multi-user` or `WantedBy=multi user.target`: not a unit name. */
export const invalidInstallValue: Rule = {
  id: 'invalid-install-value',
  severity: 'warning',
  scope: 'unit',
  title: '[Install] value is not a unit name',
  docs: {
    summary: 'nodeup\'s `systemctl enable` fails on the name (or creates no link), and nodeup retries the failing command, so the node can hang in bootstrap; the unit does not start on boot.',
    why: '`WantedBy=`, `RequiredBy=`, `Also=` and `Alias=` take full unit names, type included (`multi-user.target`).',
    fix: 'Write full unit names separated by spaces.',
    bad: '- name: x.swap\n  useRawManifest: true\n  manifest: |\n    [Swap]\n    What=/x\n    [Install]\n    WantedBy=multi-user',
    good: '- name: x.swap\n  useRawManifest: true\n  manifest: |\n    [Swap]\n    What=/x\n    [Install]\n    WantedBy=multi-user.target',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      for (const key of ['WantedBy', 'RequiredBy', 'Also', 'Alias']) {
        for (const e of effectiveEntries(view.parsed, 'Install', key)) {
          const bad = unitList(e.value).find((w) => !w.includes('%') && !isValidUnitName(w));
          if (bad === undefined) continue;
          out.push({
            at: { unit: view, line: e.line },
            message: `\`${e.key}=\` names \`${bad}\`, which is not a unit name: \`systemctl enable ${view.task.unit}\` creates no link for it on the node.`,
          });
        }
      }
    }
    return out;
  },
};
