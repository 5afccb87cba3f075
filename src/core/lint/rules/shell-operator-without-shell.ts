import type { Finding, Rule } from '../rule.ts';
import type { HookSpec, Located } from '../../types.ts';
import { commandEntries, entryWords, fromField, isShell } from '../unit-helpers.ts';

const OPERATORS = new Set(['&&', '||', '|', '>', '>>', '<', '2>&1', '&>', '2>', '&', ';;']);

function isOperator(w: string): boolean {
  return OPERATORS.has(w) || /^\d?>>?\S+$/.test(w);
}

/** The finding for an execContainer `command` whose program is no shell but which holds an operator. */
function inContainer(hook: HookSpec, command: ReadonlyArray<Located<string>>): Finding[] {
  const program = command[0]?.value ?? '';
  const item = command.findIndex((w, i) => i > 0 && isOperator(w.value));
  const op = command[item];
  if (isShell(program) || !op) return [];
  return [{
    at: { hook, field: 'command', item },
    message: `\`${op.value}\` in \`command\` is passed to ${program} as an argument: no shell runs in the container, so it does nothing. Use \`command: [sh, -c, "…"]\`.`,
  }];
}

/** `ExecStart=/usr/bin/apt-get update && ...`: no shell runs, so `&&` is just an argument. */
export const shellOperatorWithoutShell: Rule = {
  id: 'shell-operator-without-shell',
  severity: 'warning',
  scope: 'unit',
  title: 'Shell operator without a shell',
  docs: {
    summary: 'systemd runs the program directly, so `&&`, `|` or `>` are passed to it as plain arguments: the second command never runs and nothing is redirected on the node.',
    why: 'Command lines in units are not shell lines; only `sh -c "…"` gives you a shell.',
    fix: 'Wrap the line in `/bin/sh -c "…"`, or split it into several `ExecStart=` lines with `Type=oneshot`. In an execContainer hook, run the command through the image\'s shell: `command: [sh, -c, "…"]`.',
    bad: '- name: pkgs.service\n  manifest: ExecStart=/usr/bin/apt-get update && /usr/bin/apt-get install -y jq',
    good: '- name: pkgs.service\n  manifest: ExecStart=/bin/sh -c "apt-get update && apt-get install -y jq"',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      const command = view.hook?.execContainer?.value.command?.value;
      for (const e of commandEntries(view)) {
        // kops writes an exec hook's lines: the operators are the author's `command`, run in the container.
        if (fromField(view, e.line)) {
          const origin = view.task.lineOrigins[e.line];
          if (command && view.hook && origin?.kind === 'field' && origin.field === 'command') out.push(...inContainer(view.hook, command));
          continue;
        }
        const words = entryWords(e);
        if (!words || isShell(words[0] ?? '')) continue;
        const op = words.slice(1).find(isOperator);
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
