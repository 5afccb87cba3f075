import type { Finding, Rule } from '../rule.ts';
import { directiveKind } from '../../systemd/directives.ts';
import { commandWords, isShell, fromField } from '../unit-helpers.ts';

/** `Key=value # comment`: systemd has no inline comments; the text is part of the value. */
export const inlineComment: Rule = {
  id: 'inline-comment',
  severity: 'warning',
  scope: 'unit',
  title: 'Inline # comment after a value',
  docs: {
    summary: 'systemd only knows comments at the start of a line, so `# …` becomes part of the value on the node: an argument to the command, part of the description, or an invalid value that is ignored.',
    why: 'Unit files are not shell scripts or YAML; `#` and `;` start a comment only as the first character of a line.',
    fix: 'Move the comment to a line of its own.',
    bad: '- name: x.service\n  manifest: |\n    Type=oneshot # run once\n    ExecStart=/bin/true',
    good: '- name: x.service\n  manifest: |\n    # run once\n    Type=oneshot\n    ExecStart=/bin/true',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      for (const e of view.entries) {
        // A line kops writes from a field holds no comment of the author's: `#` there is an argument or a name.
        if (!/\s#/.test(e.value) || fromField(view, e.line)) continue;
        if (e.section && directiveKind(e.section, e.key) === 'command') {
          const words = commandWords(e.value);
          if (!words || isShell(words[0] ?? '') || !words.slice(1).some((w) => w.startsWith('#'))) continue;
        }
        out.push({
          at: { unit: view, line: e.line },
          message: `\`#\` after the value of \`${e.key}=\` is not a comment for systemd: the text after it is part of the value on the node. Move the comment to its own line.`,
        });
      }
    }
    return out;
  },
};
