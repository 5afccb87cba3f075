import type { Finding, Rule } from '../rule.ts';
import type { Fix } from '../../types.ts';
import { execStarts, serviceType } from '../unit-helpers.ts';
import { directiveFix } from '../directive-fix.ts';
import { unitLineEdit } from '../unit-line-edit.ts';
import type { LintContext, UnitView } from '../rule.ts';

/** `Type=oneshot`: the last `Type=` of the unit changed, when the author wrote it, else a new line first in [Service]. */
function oneshotFix(ctx: LintContext, view: UnitView): Fix | undefined {
  const type = view.parsed.entries.findLast((e) => e.section === 'Service' && e.key === 'Type');
  if (!type) return directiveFix(ctx, view, { section: 'Service', key: 'Type', value: 'oneshot', first: true });
  const edit = type.value === '' ? undefined : unitLineEdit(ctx.analysis.text, view, type.line, type.value, 'oneshot');
  return edit && { title: `Use \`Type=oneshot\``, edits: [edit] };
}

/** Several `ExecStart=` lines are only allowed for `Type=oneshot`. */
export const multipleExecStart: Rule = {
  id: 'multiple-exec-start',
  severity: 'error',
  scope: 'unit',
  title: 'Several ExecStart= without Type=oneshot',
  docs: {
    summary: 'systemd refuses to load the service ("Service has more than one ExecStart= setting, which is only allowed for Type=oneshot services. Refusing."): the hook never runs on the node.',
    why: 'A long-running service has one main process; only a oneshot runs commands in sequence. A `\\` continuation that systemd does not see (a stray blank after the backslash) also splits one command into two lines.',
    fix: 'Make it `Type=oneshot` (the quick fix does it, as a line of the manifest; a raw manifest: in its [Service]), or use `ExecStartPre=` for the earlier commands.',
    bad: '- name: setup.service\n  manifest: |\n    ExecStart=/opt/a\n    ExecStart=/opt/b',
    good: '- name: setup.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/opt/a\n    ExecStart=/opt/b',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      if (view.type !== 'service' || serviceType(view) === 'oneshot') continue;
      const starts = execStarts(view);
      const second = starts[1];
      if (!second) continue;
      // Its words are the same with or without the fix: built only where someone reads it.
      const fix = ctx.fixes ? oneshotFix(ctx, view) : undefined;
      out.push({
        at: { unit: view, line: second.line },
        message: `A second \`ExecStart=\` in ${view.task.unit} without \`Type=oneshot\`: systemd refuses to load the service on the node.`,
        ...(fix ? { fixes: [fix] } : {}),
      });
    }
    return out;
  },
};
