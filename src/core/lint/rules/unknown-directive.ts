import type { Finding, Rule } from '../rule.ts';
import { didYouMean } from '../../spec/did-you-mean.ts';
import { directiveKeys, directiveKind, isKnownSection, sectionsWithKey } from '../../systemd/directives.ts';
import { unitLineEdit } from '../unit-line-edit.ts';

/** A key systemd knows in no section: a typo, or a directive of a newer systemd. */
export const unknownDirective: Rule = {
  id: 'unknown-directive',
  severity: 'warning',
  scope: 'unit',
  title: 'Unknown directive',
  docs: {
    summary: 'systemd ignores the line ("Unknown key \'X\' in section [S], ignoring"): the setting does not apply on the node.',
    why: 'systemd matches keys exactly and case-sensitively; a typo is not an error that stops the unit, so it goes unnoticed.',
    fix: 'Fix the spelling (the quick fix applies the suggestion).',
    bad: '- name: fix.service\n  manifest: |\n    Type=oneshot\n    ExecStrat=/opt/fix.sh',
    good: '- name: fix.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/opt/fix.sh',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      for (const e of view.entries) {
        if (!e.section || !isKnownSection(e.section) || e.section.startsWith('X-')) continue;
        if (directiveKind(e.section, e.key) !== undefined || sectionsWithKey(e.key).length > 0) continue;
        const guess = didYouMean(e.key, directiveKeys(e.section));
        const edit = guess ? unitLineEdit(ctx.analysis.text, view, e.line, e.key, guess) : undefined;
        out.push({
          at: { unit: view, line: e.line },
          message: `Unknown key \`${e.key}=\` in [${e.section}]${guess ? ` (did you mean \`${guess}=\`?)` : ''}: systemd ignores the line on the node.`,
          ...(edit && guess ? { fixes: [{ title: `Rename to \`${guess}=\``, edits: [edit] }] } : {}),
        });
      }
    }
    return out;
  },
};
