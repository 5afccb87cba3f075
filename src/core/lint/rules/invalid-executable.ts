import type { Finding, Rule } from '../rule.ts';
import { commandEntries, entryWords } from '../unit-helpers.ts';

/** `ExecStart=./run.sh` or `ExecStart=bin/run`: neither absolute nor a plain name. */
export const invalidExecutable: Rule = {
  id: 'invalid-executable',
  severity: 'error',
  scope: 'unit',
  title: 'Invalid executable path',
  docs: {
    summary: 'systemd refuses the unit ("Neither a valid executable name nor an absolute path"): it never runs on the node.',
    why: 'systemd has no working directory when it parses the unit; an executable is an absolute path or a bare name looked up in its fixed search path.',
    fix: 'Write the absolute path (`/opt/bin/run.sh`).',
    bad: '- name: run.service\n  manifest: ExecStart=./run.sh',
    good: '- name: run.service\n  manifest: ExecStart=/opt/run.sh',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      for (const e of commandEntries(view)) {
        const exe = entryWords(e)?.[0];
        if (exe === undefined || exe.startsWith('/') || /[%$]/.test(exe) || !exe.includes('/')) continue;
        out.push({
          at: { unit: view, line: e.line },
          message: `\`${e.key}=\` runs \`${exe}\`, which is neither an absolute path nor a plain name: systemd refuses ${view.task.unit} on the node.`,
        });
      }
    }
    return out;
  },
};
