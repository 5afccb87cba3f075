import type { Finding, Rule } from '../rule.ts';
import { isKnownSection } from '../../systemd/directives.ts';
import { ownSection } from '../unit-helpers.ts';
import { rawConversionFix } from '../raw-conversion-fix.ts';

const TYPE_SECTIONS = new Set(['Service', 'Swap', 'Mount', 'Automount', 'Socket', 'Timer', 'Path', 'Slice', 'Scope']);

/** A known section that does not belong to the unit's type (`[Service]` in a `.swap`). */
export const sectionNotForUnitType: Rule = {
  id: 'section-not-for-unit-type',
  // systemd ignores the section and loads the unit: a warning when settings in it are lost, advice
  // when it is empty (kops's own [Service] around a manifest that opens with its own section).
  severity: 'warning',
  severities: { warning: 'settings in the ignored section are lost', info: 'the ignored section is empty' },
  scope: 'unit',
  title: 'Section of another unit type',
  docs: {
    summary: 'systemd picks the unit type from the file name and ignores sections of other types ("Unknown section"), so the settings in it never apply on the node; a service without its [Service] section fails to load.',
    why: 'A `.swap` file is read for [Swap]; a `.service` file for [Service]. The hook name decides the file name.',
    fix: 'Name the hook after the unit type of its content (`swap1.swap` for a [Swap] section), or move the settings into the right section.',
    bad: '- name: swap1.service\n  useRawManifest: true\n  manifest: |\n    [Swap]\n    What=/swap1',
    good: '- name: swap1.swap\n  useRawManifest: true\n  manifest: |\n    [Swap]\n    What=/swap1',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      const own = ownSection(view);
      for (const section of view.parsed.sections) {
        if (!TYPE_SECTIONS.has(section.name) || section.name === own || !isKnownSection(section.name)) continue;
        // In a wrapped manifest this is non-service-type-without-raw.
        if (!view.raw && section.name !== 'Service' && view.task.lineOrigins[section.line]?.kind === 'manifest') continue;
        const byKops = !view.raw && view.task.lineOrigins[section.line]?.kind !== 'manifest';
        const fix = ctx.fixes && byKops && view.hook && ctx.analysis.behaviour.useRawManifest ? rawConversionFix(ctx.analysis.text, view.hook) : undefined;
        const empty = section.entries.length === 0;
        out.push({
          at: { unit: view, line: section.line },
          ...(empty ? { severity: 'info' as const } : {}),
          message: byKops && empty
            ? `kops writes an empty [${section.name}] section into ${view.task.unit} because the hook has no \`useRawManifest: true\`: systemd logs "Unknown section" and ignores it, and the ${view.type} unit works as the manifest says; \`useRawManifest: true\` writes the unit without it.`
            : byKops
            ? `kops writes a [${section.name}] section into ${view.task.unit} because the hook has no \`useRawManifest: true\`: systemd ignores it in a .${view.type} unit ("Unknown section"), with the settings in it; set \`useRawManifest: true\` to write the unit as it is.`
            : `\`[${section.name}]\` in ${view.task.unit}: systemd reads a .${view.type} unit${own ? ` for [${own}]` : ''} and ignores this section on the node.`,
          ...(fix ? { fixes: [fix] } : {}),
        });
      }
    }
    return out;
  },
};
