import type { Finding, Rule } from '../rule.ts';
import { commandEntries, entryWords, isShell } from '../unit-helpers.ts';

const OPERATORS = new Set(['&&', '||', '|', '>', '>>', '<', '2>&1', '&>', '2>', '&', ';;']);

/** `ExecStart=/usr/bin/apt-get update && ...`: no shell runs, so `&&` is just an argument. */
export const shellOperatorWithoutShell: Rule = {
  id: 'shell-operator-without-shell',
  severity: 'warning',
  scope: 'unit',
  title: 'Shell operator without a shell',
  docs: {
    summary: 'systemd runs the program directly, so `&&`, `|` or `>` are passed to it as plain arguments: the second command never runs and nothing is redirected on the node.',
    why: 'Command lines in units are not shell lines; only `sh -c "…"` gives you a shell.',
    fix: 'Wrap the line in `/bin/sh -c "…"`, or split it into several `ExecStart=` lines with `Type=oneshot`.',
    bad: '- name: pkgs.service\n  manifest: ExecStart=/usr/bin/apt-get update && /usr/bin/apt-get install -y jq',
    good: '- name: pkgs.service\n  manifest: ExecStart=/bin/sh -c "apt-get update && apt-get install -y jq"',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      for (const e of commandEntries(view)) {
        const words = entryWords(e);
        if (!words || isShell(words[0] ?? '')) continue;
        const op = words.slice(1).find((w) => OPERATORS.has(w) || /^\d?>>?\S+$/.test(w));
        if (op === undefined) continue;
        out.push({
          at: { unit: view, line: e.line },
          message: `\`${op}\` in \`${e.key}=\` is passed to ${words[0]} as an argument: no shell runs on the node, so it does nothing. Use \`/bin/sh -c "…"\`.`,
        });
      }
    }
    return out;
  },
};
