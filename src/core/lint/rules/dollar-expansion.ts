import type { Finding, Rule } from '../rule.ts';
import { effectiveEntries } from '../../systemd/unit-parser.ts';
import { commandEntries, commandPlace, fromField } from '../unit-helpers.ts';

/** Variables systemd itself sets for commands (systemd.exec(5), systemd.service(5)). */
const SYSTEMD_SET = new Set(['MAINPID', 'SERVICE_RESULT', 'EXIT_CODE', 'EXIT_STATUS', 'MONITOR_SERVICE_RESULT', 'MONITOR_EXIT_CODE',
  'MONITOR_EXIT_STATUS', 'MONITOR_INVOCATION_ID', 'MONITOR_UNIT', 'INVOCATION_ID', 'PATH', 'LANG', 'USER', 'LOGNAME', 'HOME', 'SHELL',
  'NOTIFY_SOCKET', 'LISTEN_FDS', 'LISTEN_PID', 'LISTEN_FDNAMES', 'WATCHDOG_PID', 'WATCHDOG_USEC', 'RUNTIME_DIRECTORY',
  'STATE_DIRECTORY', 'CACHE_DIRECTORY', 'LOGS_DIRECTORY', 'CONFIGURATION_DIRECTORY', 'CREDENTIALS_DIRECTORY', 'TERM', 'JOURNAL_STREAM', 'TRIGGER_UNIT', 'TRIGGER_PATH', 'TRIGGER_TIMER_REALTIME_USEC', 'TRIGGER_TIMER_MONOTONIC_USEC']);

/** `$X`/`${X}` expansions systemd performs, skipping `$$` (a literal `$`). */
export function expansions(value: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < value.length; i++) {
    if (value[i] !== '$') continue;
    if (value[i + 1] === '$') {
      i++;
      continue;
    }
    const m = /^\{([A-Za-z_][A-Za-z0-9_]*)\}|^([A-Za-z_][A-Za-z0-9_]*)/.exec(value.slice(i + 1));
    if (m) out.push(m[1] ?? m[2] ?? '');
  }
  return out;
}

/** `$VAR` in a command that the unit does not define: systemd expands it to nothing. */
export const dollarExpansion: Rule = {
  id: 'dollar-expansion',
  severity: 'warning',
  scope: 'unit',
  title: '$VAR in a command is expanded by systemd',
  docs: {
    summary: 'systemd replaces `$VAR` and `${VAR}` in command lines from the unit\'s own environment before any shell runs; a variable the unit does not set becomes empty on the node, so `sh -c "echo $HOME_DIR"` never sees it.',
    why: 'Only `$$` passes a literal `$` to the shell. `$$${ak}` (seen in a published spec) is `$` followed by systemd\'s own `${ak}`, which is empty.',
    fix: 'Write `$$VAR` (or `$${VAR}`) so the shell expands it, or set the variable with `Environment=`.',
    bad: '- name: keys.service\n  manifest: ExecStart=/bin/sh -c "for ak in a b; do echo ${ak}; done"',
    good: '- name: keys.service\n  manifest: ExecStart=/bin/sh -c "for ak in a b; do echo $${ak}; done"',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      const own = view.parsed.entries.filter((e) => e.key === 'EnvironmentFile' && e.value !== '');
      if (own.length > 0) continue;
      const defined = new Set(effectiveEntries(view.parsed, 'Service', 'Environment')
        .flatMap((e) => [...e.value.matchAll(/(?:^|\s)"?([A-Za-z_][A-Za-z0-9_]*)=/g)].map((m) => m[1] ?? '')));
      for (const e of commandEntries(view)) {
        const unset = expansions(e.value).find((v) => !SYSTEMD_SET.has(v) && !defined.has(v));
        if (unset === undefined) continue;
        out.push({
          at: { unit: view, line: e.line },
          message: fromField(view, e.line)
            ? `\`$${unset}\` in ${commandPlace(view, e)} is expanded by systemd before the container starts, not by a shell in it; systemd does not set ${unset} (\`environment\` sets it only inside the container), so it becomes empty on the node. Write \`$$${unset}\` and run the command through \`sh -c\` to expand it in the container.`
            : `\`$${unset}\` in \`${e.key}=\` is expanded by systemd, not the shell; the unit does not set ${unset}, so it becomes empty on the node. Write \`$$${unset}\` to pass it to the shell.`,
        });
      }
    }
    return out;
  },
};
