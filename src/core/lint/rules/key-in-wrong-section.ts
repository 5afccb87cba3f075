import type { Finding, Rule } from '../rule.ts';
import { directiveKind, isKnownSection, sectionsWithKey } from '../../systemd/directives.ts';
import { hookKind } from '../hook-kind.ts';
import { moveDirectiveFix } from '../move-directive-fix.ts';

/** Where a key of [home] goes instead, in a manifest that kops wraps in its [Service]. */
function wrappedAdvice(key: string, home: string, raw: boolean, fixed: boolean): string {
  if (home === 'Unit' && (key === 'Before' || key === 'Requires')) return ` Use the hook's \`${key.toLowerCase()}:\` field: kops writes \`${key}=\` from it into its own [Unit]${fixed ? ' (the quick fix moves it)' : ''}.`;
  if (home !== 'Unit' && home !== 'Install') return '';
  return raw
    ? ` No hook field sets it: write the whole unit with \`useRawManifest: true\` and put \`${key}=\` in its [${home}]${fixed ? " (the playground's quick fix does it)" : ''}.`
    : ` No hook field sets it, and a raw manifest, where you write [${home}] yourself, needs kops 1.11.`;
}

/** A key valid elsewhere (`After=` in [Service], `WantedBy=` in [Service]): systemd ignores it. */
export const keyInWrongSection: Rule = {
  id: 'key-in-wrong-section',
  severity: 'warning',
  scope: 'unit',
  title: 'Key in the wrong section',
  docs: {
    summary: 'systemd ignores the key ("Unknown key \'After\' in section [Service]"): the ordering, dependency or install link it was meant to create does not exist on the node.',
    why: 'Without `useRawManifest`, everything in the manifest lands in [Service]; [Unit] keys (After=, Wants=, ConditionPathExists=) and [Install] keys (WantedBy=) do nothing there.',
    fix: 'Put the key where kops keeps it for the hook: in a wrapped manifest, `Before=`/`Requires=` go to the `before:`/`requires:` fields, other [Unit] and [Install] keys need `useRawManifest: true` (kops 1.11+) and a manifest that is the whole unit; in a raw manifest, move the line into its section. The quick fix does each.',
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
        const fix = home === 'Unit' || home === 'Install' ? moveDirectiveFix(ctx, view, e, home) : undefined;
        const wrapped = view.hook !== undefined && hookKind(view.hook, ctx.analysis.behaviour) === 'wrapped' && e.section === 'Service';
        out.push({
          at: { unit: view, line: e.line },
          message: `\`${e.key}=\` belongs in [${home}] but sits in [${e.section}]${wrapped ? ' (kops wraps the manifest in [Service])' : ''}: systemd ignores it on the node.${wrapped ? wrappedAdvice(e.key, home, ctx.analysis.behaviour.useRawManifest, fix !== undefined) : ''}`,
          ...(fix ? { fixes: [fix] } : {}),
        });
      }
    }
    return out;
  },
};
