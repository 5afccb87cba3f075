import type { Finding, LintContext, Rule } from '../rule.ts';
import type { GroupPlan, Task } from '../../types.ts';
import { memo, taskFacts } from '../rule-inputs.ts';

const TASKS = new WeakMap<Task, unknown>();
const GROUPS = new WeakMap<GroupPlan, unknown>();
const TASK_LISTS = new WeakMap<GroupPlan, unknown[]>();

/** What the findings depend on (Rule.inputs): every task's unit name and hook, group by group. */
function unitNameInputs(ctx: LintContext): unknown {
  const task = (t: Task): unknown => memo(TASKS, t, () => [t.unit, t.hook]);
  return ctx.analysis.groups.map((g) => memo(GROUPS, g, () => taskFacts(TASK_LISTS, g, task)));
}

/** systemd's unit_name_is_valid: `[A-Za-z0-9:_.\-]` (plus one `@`) before the type, at most 255 bytes. */
export function isValidUnitName(unit: string): boolean {
  // The usual name, without `@`, in one test (a lint of 10,000 hooks asks 40,000 times).
  if (unit.length <= 255 && /^[A-Za-z0-9:_.\\-]+\.[a-z]+$/.test(unit)) return true;
  const m = /^(.+)\.([a-z]+)$/.exec(unit);
  if (!m || unit.length > 255) return false;
  const stem = m[1] ?? '';
  const at = stem.indexOf('@');
  const parts = at < 0 ? [stem] : [stem.slice(0, at), stem.slice(at + 1)];
  if ((parts[0] ?? '') === '') return false;
  return parts.every((p) => /^[A-Za-z0-9:_.\\-]*$/.test(p));
}

/** A name systemd will not accept as a unit name. */
export const invalidUnitName: Rule = {
  id: 'invalid-unit-name',
  severity: 'error',
  title: 'Invalid unit name',
  docs: {
    summary: 'nodeup writes the file, but systemd refuses the name: `systemctl restart` fails and nodeup retries it on every run, so the node never finishes configuring.',
    why: 'systemd unit names may only hold ASCII letters, digits, `:`, `-`, `_`, `.` and `\\` (plus one `@` for instances), and at most 255 characters.',
    fix: 'Use a name made of those characters only; escape paths with `systemd-escape`.',
    bad: '- name: my hook\n  manifest: ExecStart=/bin/true',
    good: '- name: my-hook.service\n  manifest: ExecStart=/bin/true',
  },
  inputs: unitNameInputs,
  check(ctx) {
    const out: Finding[] = [];
    // A cluster hook's unit is named alike in every group: check each name once.
    const valid = new Map<string, boolean>();
    for (const group of ctx.analysis.groups) {
      for (const task of group.tasks) {
        let ok = valid.get(task.unit);
        if (ok === undefined) valid.set(task.unit, (ok = isValidUnitName(task.unit)));
        if (ok) continue;
        const hook = ctx.hooks.find((h) => h.list === task.hook.list && h.document === task.hook.document && h.index === task.hook.index);
        if (!hook) continue;
        out.push({
          at: { hook, field: 'name' },
          message: `Unit name ${JSON.stringify(task.unit)} is not a valid systemd unit name: \`systemctl\` refuses it, and nodeup retries the failing command on the node.`,
        });
      }
    }
    return out;
  },
};
