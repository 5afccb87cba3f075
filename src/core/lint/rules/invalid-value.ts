import type { Finding, Rule } from '../rule.ts';
import { directiveKind, enumValues } from '../../systemd/directives.ts';
import { isBoolean, isTimespan } from '../value-parsers.ts';

/** A bad boolean, time span or enum value: systemd ignores the setting. */
export const invalidValue: Rule = {
  id: 'invalid-value',
  severity: 'warning',
  scope: 'unit',
  title: 'Invalid boolean, time or enum value',
  docs: {
    summary: 'systemd ignores the setting ("Failed to parse … ignoring"), so the unit runs with the default instead: a `Type=one-shot` service runs as `simple`, `TimeoutStartSec=5 min # c` keeps the default timeout.',
    why: 'systemd parses these values strictly; a typo, a unit it does not know, or an inline comment makes the whole value invalid.',
    fix: 'Use one of the values systemd accepts (listed in the message).',
    bad: '- name: x.service\n  manifest: |\n    Type=one-shot\n    ExecStart=/bin/true',
    good: '- name: x.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/bin/true',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      for (const e of view.entries) {
        if (!e.section) continue;
        const kind = directiveKind(e.section, e.key);
        let expected: string | undefined;
        if (kind === 'boolean' && !isBoolean(e.value)) expected = 'a boolean (yes/no, true/false, on/off, 1/0)';
        else if (kind === 'timespan' && !isTimespan(e.value)) expected = 'a time span such as `90s`, `5min` or `infinity`';
        else if (kind === 'enum') {
          const values = enumValues(e.section, e.key) ?? [];
          if (!values.includes(e.value)) expected = `one of ${values.join(', ')}`;
        }
        if (expected === undefined) continue;
        out.push({
          at: { unit: view, line: e.line },
          message: `\`${e.key}=${e.value}\` is not valid: systemd expects ${expected}, so it ignores the setting on the node and uses the default.`,
        });
      }
    }
    return out;
  },
};
