import type { Finding, Rule } from '../rule.ts';
import { didYouMean } from '../../spec/did-you-mean.ts';
import { DIRECTIVE_SECTIONS, isKnownSection } from '../../systemd/directives.ts';
import { unitLineEdit } from '../unit-line-edit.ts';

/** A section systemd does not know (`[Sevice]`, `[unit]`): all of its keys are ignored. */
export const unknownSection: Rule = {
  id: 'unknown-section',
  severity: 'warning',
  scope: 'unit',
  title: 'Unknown section',
  docs: {
    summary: 'systemd ignores the whole section ("Unknown section \'X\'. Ignoring.") and every key in it: none of those settings apply on the node.',
    why: 'Section names are case-sensitive; only the unit sections and `X-` sections of your own exist.',
    fix: 'Fix the spelling (`[Unit]`, `[Service]`, `[Install]`...); the quick fix applies the suggestion.',
    bad: '- name: boot.service\n  useRawManifest: true\n  manifest: |\n    [unit]\n    After=network.target',
    good: '- name: boot.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    After=network.target',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      for (const s of view.parsed.sections) {
        if (isKnownSection(s.name)) continue;
        const guess = didYouMean(s.name, DIRECTIVE_SECTIONS);
        const edit = guess ? unitLineEdit(ctx.analysis.text, view, s.line, `[${s.name}]`, `[${guess}]`) : undefined;
        out.push({
          at: { unit: view, line: s.line },
          message: `Unknown section \`[${s.name}]\`${guess ? ` (did you mean \`[${guess}]\`?)` : ''}: systemd ignores it and all its keys on the node.`,
          ...(edit && guess ? { fixes: [{ title: `Rename to \`[${guess}]\``, edits: [edit] }] } : {}),
        });
      }
    }
    return out;
  },
};
