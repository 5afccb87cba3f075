import type { Finding, Rule } from '../rule.ts';
import { commandEntries, entryWords } from '../unit-helpers.ts';

/** An unterminated `"` or `'` in a command line. */
export const unbalancedQuotes: Rule = {
  id: 'unbalanced-quotes',
  severity: 'error',
  scope: 'unit',
  title: 'Unbalanced quotes in a command',
  docs: {
    summary: 'systemd drops the line ("Unbalanced quoting, ignoring") and refuses the unit as a fatal error: the hook never runs on the node.',
    why: 'systemd splits command lines itself, honouring "…" and \'…\' and C escapes; YAML quoting and template engines often eat or add one quote.',
    fix: 'Balance the quotes; to pass a literal quote write `\\"`.',
    bad: '- name: x.service\n  manifest: ExecStart=/bin/sh -c "echo hi',
    good: '- name: x.service\n  manifest: ExecStart=/bin/sh -c "echo hi"',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      for (const e of commandEntries(view)) {
        if (entryWords(e) !== null) continue;
        out.push({
          at: { unit: view, line: e.line },
          message: `\`${e.key}=\` has unbalanced quotes: systemd ignores the line and refuses ${view.task.unit} on the node.`,
        });
      }
    }
    return out;
  },
};
