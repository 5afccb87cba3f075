import type { Finding, Rule } from '../rule.ts';
import type { Fix } from '../../types.ts';
import { rawConversionFix } from '../raw-conversion-fix.ts';

const TYPE_SECTIONS = new Set(['Swap', 'Mount', 'Automount', 'Socket', 'Timer', 'Path', 'Slice', 'Scope']);

/** A `[Swap]`/`[Mount]`/`[Timer]`... section in a manifest that kops wraps into a service. */
export const nonServiceTypeWithoutRaw: Rule = {
  id: 'non-service-type-without-raw',
  severity: 'warning',
  scope: 'unit',
  title: 'Non-service unit type without useRawManifest',
  docs: {
    summary: 'kops wraps the manifest in [Unit] and [Service], so systemd sees a service with an unknown [Swap] (or [Mount], [Timer]...) section: it ignores that section, and the service has no ExecStart=, so the unit fails to load and the swap, mount or timer never exists on the node.',
    why: 'Only `useRawManifest: true` (kops 1.11+) writes the manifest as the whole file; the file name must also end in the unit type.',
    fix: 'Set `useRawManifest: true` and name the hook after the unit (`swap1.swap`); the quick fix moves `requires`/`before` into the manifest.',
    bad: '- name: swap1\n  requires: [create-swapfile.service]\n  manifest: |\n    [Swap]\n    What=/swap1',
    good: '- name: swap1.swap\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Requires=create-swapfile.service\n    [Swap]\n    What=/swap1',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      const hook = view.hook;
      if (view.raw || !hook?.manifest || hook.execContainer) continue;
      // Built only when there is a finding: it is the costly part (null: not built yet).
      let built: Fix | undefined | null = null;
      const rawFix = (): Fix | undefined => {
        if (built === null) built = ctx.fixes && ctx.analysis.behaviour.useRawManifest ? rawConversionFix(ctx.analysis.text, hook) : undefined;
        return built;
      };
      for (const section of view.parsed.sections) {
        if (!TYPE_SECTIONS.has(section.name) || section.name.toLowerCase() === view.type || view.task.lineOrigins[section.line]?.kind !== 'manifest') continue;
        const fix = rawFix();
        out.push({
          at: { unit: view, line: section.line },
          message: `\`[${section.name}]\` in a manifest without \`useRawManifest\`: kops wraps it into the service ${view.task.unit}, where systemd ignores the [${section.name}] section, so no ${section.name.toLowerCase()} unit exists on the node.`,
          ...(fix ? { fixes: [fix] } : {}),
        });
      }
    }
    return out;
  },
};
