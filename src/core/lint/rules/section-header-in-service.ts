import type { Finding, Rule } from '../rule.ts';
import type { Fix } from '../../types.ts';
import { rawConversionFix } from '../raw-conversion-fix.ts';

const WRAPPED = new Set(['Unit', 'Service', 'Install']);

/** `[Unit]`/`[Service]`/`[Install]` inside a manifest that kops wraps in `[Service]`. */
export const sectionHeaderInService: Rule = {
  id: 'section-header-in-service',
  severity: 'info',
  scope: 'unit',
  title: 'Section header inside a wrapped manifest',
  docs: {
    summary: 'kops writes its own [Unit] and [Service] and puts the manifest inside [Service], so your header opens a second copy of that section below kops\'s. systemd merges repeated sections, so most keys still work, but a `Description=` there replaces kops\'s and the file no longer reads as you wrote it.',
    why: 'Without `useRawManifest: true`, the manifest is only the body of [Service]; kops never parses it.',
    fix: 'Set `useRawManifest: true` (kops 1.11+) and make the manifest the whole unit; the quick fix moves `requires`/`before` into its [Unit].',
    bad: '- name: fix-dns.service\n  before: [network-pre.target]\n  manifest: |\n    [Unit]\n    Wants=network-pre.target\n    [Service]\n    Type=oneshot\n    ExecStart=/sbin/modprobe br_netfilter',
    good: '- name: fix-dns.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Before=network-pre.target\n    Wants=network-pre.target\n    [Service]\n    Type=oneshot\n    ExecStart=/sbin/modprobe br_netfilter',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      const hook = view.hook;
      if (view.raw || !hook || hook.execContainer || !hook.manifest) continue;
      // Built only when there is a finding: it is the costly part (null: not built yet).
      let built: Fix | undefined | null = null;
      const rawFix = (): Fix | undefined => {
        if (built === null) built = ctx.fixes && ctx.analysis.behaviour.useRawManifest ? rawConversionFix(ctx.analysis.text, hook) : undefined;
        return built;
      };
      for (const section of view.parsed.sections) {
        if (!WRAPPED.has(section.name) || view.task.lineOrigins[section.line]?.kind !== 'manifest') continue;
        // An [Install] that ends the file is the layout kops gives its own exec units ([Unit],
        // [Service], [Install]), and the only way a wrapped manifest can be enabled: kops writes no
        // [Install] for manifest hooks in any release, so nothing merges into it.
        if (section.name === 'Install' && section === view.parsed.sections[view.parsed.sections.length - 1]) continue;
        const effect = section.name === 'Install'
          ? 'it works only because kops writes no [Install] of its own for manifest hooks'
          : `it opens a second [${section.name}] below kops's own, which systemd merges${section.name === 'Unit' ? ' (a Description= here replaces kops\'s)' : ''}`;
        const fix = rawFix();
        out.push({
          at: { unit: view, line: section.line },
          message: `\`[${section.name}]\` inside the manifest of ${view.task.unit}: kops already wraps the manifest in [Service]; ${effect}. Use \`useRawManifest: true\` to write the unit as it is.`,
          ...(fix ? { fixes: [fix] } : {}),
        });
      }
    }
    return out;
  },
};
