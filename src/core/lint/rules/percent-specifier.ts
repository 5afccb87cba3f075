import type { Finding, Rule } from '../rule.ts';
import { SPECIFIERS, specifiersIn } from '../specifiers.ts';
import { commandEntries, commandPlace } from '../unit-helpers.ts';

/** `date +%s` in a command: systemd replaces `%s` with the user's shell before the command runs. */
export const percentSpecifier: Rule = {
  id: 'percent-specifier',
  severity: 'warning',
  scope: 'unit',
  title: 'Surprising % specifier in a command',
  docs: {
    summary: 'systemd expands `%x` in command lines itself, so `date +%s` runs as `date +/bin/sh`: the command sees different text on the node than you wrote.',
    why: 'Specifiers such as `%s` (shell), `%n` (unit name), `%H` (host name) are expanded before any shell or program sees the line.',
    fix: 'Write `%%` for a literal percent sign (`date +%%s`).',
    bad: '- name: stamp.service\n  manifest: ExecStart=/bin/sh -c "date +%s > /tmp/stamp"',
    good: '- name: stamp.service\n  manifest: ExecStart=/bin/sh -c "date +%%s > /tmp/stamp"',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      for (const e of commandEntries(view)) {
        const found = specifiersIn(e.value).filter((s) => SPECIFIERS[s.letter] !== undefined);
        const first = found[0];
        if (!first) continue;
        out.push({
          at: { unit: view, line: e.line },
          message: `\`%${first.letter}\` in ${commandPlace(view, e)} is expanded by systemd to ${SPECIFIERS[first.letter]} before the command runs on the node; write \`%%${first.letter}\` for a literal \`%${first.letter}\`.`,
        });
      }
    }
    return out;
  },
};
