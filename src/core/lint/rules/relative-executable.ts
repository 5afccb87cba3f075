import type { Finding, Rule } from '../rule.ts';
import { commandEntries, entryWords } from '../unit-helpers.ts';

/** `ExecStart=bash -c ...`: found through systemd's fixed search path only since systemd 239. */
export const relativeExecutable: Rule = {
  id: 'relative-executable',
  severity: 'warning',
  scope: 'unit',
  title: 'Executable without a path',
  docs: {
    summary: 'systemd 239+ looks the name up in a fixed search path (/usr/local/sbin ... /bin), not in PATH; older systemd (CoreOS, Ubuntu 18.04 and earlier) refuses the unit, so it never runs there.',
    why: 'Unit files are parsed without a shell or a PATH; which binary runs depends on the node image.',
    fix: 'Write the absolute path (`/bin/bash`).',
    bad: '- name: run.service\n  manifest: ExecStart=bash -c "echo hi"',
    good: '- name: run.service\n  manifest: ExecStart=/bin/bash -c "echo hi"',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      for (const e of commandEntries(view)) {
        const exe = entryWords(e)?.[0];
        if (exe === undefined || exe === '' || exe.includes('/') || /[%$]/.test(exe)) continue;
        out.push({
          at: { unit: view, line: e.line },
          message: `\`${e.key}=\` runs \`${exe}\` without a path: systemd older than 239 refuses ${view.task.unit}, newer ones pick it from a fixed search path, not PATH.`,
        });
      }
    }
    return out;
  },
};
