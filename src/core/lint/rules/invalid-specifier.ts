import type { Finding, Rule } from '../rule.ts';
import { directiveKind } from '../../systemd/directives.ts';
import { SPECIFIERS, specifiersIn } from '../specifiers.ts';
import { commandPlace } from '../unit-helpers.ts';

const RESOLVED = new Set(['command', 'path', 'path-list', 'unit', 'unit-list', 'string']);

/** `%k` or a lone `%` at the end: systemd cannot resolve it. */
export const invalidSpecifier: Rule = {
  id: 'invalid-specifier',
  severity: 'error',
  scope: 'unit',
  title: 'Invalid % specifier',
  docs: {
    summary: 'systemd cannot resolve the specifier ("Failed to resolve unit specifiers"): a command line with it makes the unit fail to load; elsewhere the setting is ignored on the node.',
    why: 'systemd expands `%x` in most values before anything else sees them; only the documented letters exist, and `%%` is a literal percent sign.',
    fix: 'Write `%%` for a literal `%` (for example in `date +%%Y`).',
    bad: '- name: x.service\n  manifest: ExecStart=/bin/sh -c "echo 100%k"',
    good: '- name: x.service\n  manifest: ExecStart=/bin/sh -c "echo 100%%k"',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      for (const e of view.entries) {
        const kind = e.section ? directiveKind(e.section, e.key) : undefined;
        if (!(kind && RESOLVED.has(kind)) && e.key !== 'Environment') continue;
        const bad = specifiersIn(e.value).find((s) => SPECIFIERS[s.letter] === undefined);
        if (!bad) continue;
        out.push({
          at: { unit: view, line: e.line },
          message: `\`%${bad.letter}\` in ${kind === 'command' ? commandPlace(view, e) : `\`${e.key}=\``} is not a systemd specifier: systemd ${kind === 'command' ? 'refuses' : 'ignores the setting in'} ${view.task.unit} on the node; write \`%%\` for a literal percent sign.`,
        });
      }
    }
    return out;
  },
};
