import type { Finding, Rule } from '../rule.ts';
import { commandEntries, entryCommandLine } from '../unit-helpers.ts';

/** `\/` or `\.` in a command line: not a C escape; systemd keeps it and warns. */
export const unknownEscapeSequence: Rule = {
  id: 'unknown-escape-sequence',
  severity: 'warning',
  scope: 'unit',
  title: 'Unknown escape sequence in a command',
  docs: {
    summary: 'systemd logs "Ignoring unknown escape sequences" on the node and passes the backslash through unchanged; the command works only because of that leniency, and `systemd-analyze verify` fails.',
    why: 'systemd decodes C escapes (`\\n`, `\\t`, `\\\\`, `\\"`, `\\xNN`) in command lines itself, before sed or a shell sees them.',
    fix: 'Double the backslash (`\\\\/`) so that systemd passes one backslash on, or avoid it (sed accepts another delimiter: `s|a/b|c|`).',
    bad: '- name: sed.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/bin/sed -i "s/a\\/b/c/" /etc/x',
    good: '- name: sed.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/bin/sed -i "s|a/b|c|" /etc/x',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      for (const e of commandEntries(view)) {
        const unknown = entryCommandLine(e).unknownEscapes;
        const first = unknown[0];
        if (first === undefined) continue;
        out.push({
          at: { unit: view, line: e.line },
          message: `\`${first}\` in \`${e.key}=\` is not an escape systemd knows: it passes the backslash through and logs a warning on the node; write \`\\${first}\` to mean a literal backslash.`,
        });
      }
    }
    return out;
  },
};
