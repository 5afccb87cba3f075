import type { Finding, Rule } from '../rule.ts';
import { directiveKind, isKnownSection, sectionsWithKey } from '../../systemd/directives.ts';

/** A key valid elsewhere (`After=` in [Service], `WantedBy=` in [Service]): systemd ignores it. */
export const keyInWrongSection: Rule = {
  id: 'key-in-wrong-section',
  severity: 'error',
  scope: 'unit',
  title: 'Key in the wrong section',
  docs: {
    summary: 'systemd ignores the key ("Unknown key \'After\' in section [Service]"): the ordering, dependency or install link it was meant to create does not exist on the node.',
    why: 'Without `useRawManifest`, everything in the manifest lands in [Service]; [Unit] keys (After=, Wants=, ConditionPathExists=) and [Install] keys (WantedBy=) do nothing there.',
    fix: 'Put the key in its own section: use `before:`/`requires:` for those two, or `useRawManifest: true` and write [Unit] and [Install] yourself.',
    bad: '- name: fix.service\n  manifest: |\n    After=network.target\n    ExecStart=/opt/fix.sh',
    good: '- name: fix.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    After=network.target\n    [Service]\n    ExecStart=/opt/fix.sh',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      for (const e of view.entries) {
        if (!e.section || !isKnownSection(e.section) || e.section.startsWith('X-') || directiveKind(e.section, e.key) !== undefined) continue;
        const homes = sectionsWithKey(e.key, e.section);
        if (homes.length === 0) continue;
        const home = homes.includes('Unit') ? 'Unit' : homes.includes('Install') ? 'Install' : homes.slice(0, 3).join('] or [');
        out.push({
          at: { unit: view, line: e.line },
          message: `\`${e.key}=\` belongs in [${home}] but sits in [${e.section}]${!view.raw && e.section === 'Service' ? ' (kops wraps the manifest in [Service])' : ''}: systemd ignores it on the node.`,
        });
      }
    }
    return out;
  },
};
