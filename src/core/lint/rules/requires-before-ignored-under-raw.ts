import type { Finding, Rule } from '../rule.ts';
import { rawConversionFix } from '../raw-conversion-fix.ts';

/** Proposal mode: `requires`/`before` are ignored under `useRawManifest`, as the request described. */
export const requiresBeforeIgnoredUnderRaw: Rule = {
  id: 'requires-before-ignored-under-raw',
  severity: 'warning',
  scope: 'hook',
  title: 'requires/before ignored under useRawManifest (proposal)',
  docs: {
    summary: 'In the original proposal, a raw manifest is written as it is and `requires`/`before` are silently ignored: the dependencies never reach the node.',
    why: 'The request said "The requires and before options are ignored". kops itself later chose to reject them instead.',
    fix: 'Move them into the manifest\'s own `[Unit]` section (the quick fix does it).',
    bad: '- name: swap1.swap\n  useRawManifest: true\n  requires: [create-swapfile.service]\n  manifest: |\n    [Swap]\n    What=/swap1',
    good: '- name: swap1.swap\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Requires=create-swapfile.service\n    [Swap]\n    What=/swap1',
  },
  check(ctx) {
    if (!ctx.analysis.behaviour.ignoreRequiresBeforeUnderRaw) return [];
    const out: Finding[] = [];
    for (const hook of ctx.hooks) {
      if (ctx.isDisabled(hook) || hook.useRawManifest?.value !== true) continue;
      const fix = ctx.fixes ? rawConversionFix(ctx.analysis.text, hook) : undefined;
      for (const field of ['requires', 'before'] as const) {
        if (!hook[field]) continue;
        out.push({
          at: { hook, field, key: true },
          message: `\`${field}\` is ignored under \`useRawManifest: true\` in the proposal: the dependency never reaches the unit on the node.`,
          ...(fix ? { fixes: [fix] } : {}),
        });
      }
    }
    return out;
  },
};
