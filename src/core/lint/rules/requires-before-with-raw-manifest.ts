import type { Finding, Rule } from '../rule.ts';
import { rawConversionFix } from '../raw-conversion-fix.ts';

/** kops validation: `requires` and `before` are forbidden with `useRawManifest`. */
export const requiresBeforeWithRawManifest: Rule = {
  id: 'requires-before-with-raw-manifest',
  severity: 'error',
  scope: 'hook',
  title: 'requires/before with useRawManifest',
  docs: {
    summary: 'kops rejects the cluster: a raw manifest is written as it is, so `requires` and `before` could never reach the unit.',
    why: 'kops builds `Requires=` and `Before=` lines only when it builds the `[Unit]` section itself.',
    fix: 'Move them into the manifest\'s own `[Unit]` section (the quick fix does it) and delete the fields.',
    bad: '- name: swap1.swap\n  useRawManifest: true\n  requires: [create-swapfile.service]\n  manifest: |\n    [Swap]\n    What=/swap1',
    good: '- name: swap1.swap\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Requires=create-swapfile.service\n    [Swap]\n    What=/swap1',
  },
  check(ctx) {
    const b = ctx.analysis.behaviour;
    if (!b.useRawManifest || b.ignoreRequiresBeforeUnderRaw) return [];
    const out: Finding[] = [];
    for (const hook of ctx.hooks) {
      if ((!hook.requires && !hook.before) || hook.useRawManifest?.value !== true || ctx.isDisabled(hook)) continue;
      const fix = ctx.fixes ? rawConversionFix(ctx.analysis.text, hook) : undefined;
      for (const field of ['requires', 'before'] as const) {
        if (!hook[field]) continue;
        out.push({
          at: { hook, field, key: true },
          message: `\`${field}\` with \`useRawManifest: true\`: kops rejects the cluster; a raw manifest is written as it is, so put ${field === 'requires' ? '`Requires=`' : '`Before=`'} in its own [Unit] section.`,
          ...(fix ? { fixes: [fix] } : {}),
        });
      }
    }
    return out;
  },
};
