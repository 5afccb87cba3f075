import type { Finding, LintContext, Rule } from '../rule.ts';
import { lastValue } from '../../systemd/unit-parser.ts';
import type { GroupPlan, Task } from '../../types.ts';
import { memo, taskFacts } from '../rule-inputs.ts';

const TASKS = new WeakMap<Task, unknown>();
const GROUPS = new WeakMap<GroupPlan, unknown>();
const TASK_LISTS = new WeakMap<GroupPlan, unknown[]>();

/**
 * What the findings depend on (Rule.inputs): per group its name and tasks, each by unit, hook and
 * whether it writes a file; a timer also by its file (the unit it starts, and which files are
 * distinct units).
 */
function timerInputs(ctx: LintContext): unknown {
  const task = (t: Task): unknown => memo(TASKS, t, () => [t.unit, t.hook, t.definition === null, t.unit.endsWith('.timer') ? t.definition : null]);
  return ctx.analysis.groups.map((g) => memo(GROUPS, g, () => [g.name, taskFacts(TASK_LISTS, g, task)]));
}

/** A `.timer` whose service no hook defines. */
export const timerWithoutService: Rule = {
  id: 'timer-without-service',
  severity: 'warning',
  title: 'Timer without its service',
  docs: {
    summary: 'The timer fires, but systemd finds no unit to start ("Unit … not found"), so nothing happens on the node unless the image ships that service.',
    why: 'A timer starts `Unit=` or, by default, the service of the same name; kops writes only the units your hooks define.',
    fix: 'Add a hook for the service (same stem, `.service`), or set `Unit=` to a service that exists.',
    bad: '- name: cleanup.timer\n  useRawManifest: true\n  manifest: |\n    [Timer]\n    OnCalendar=daily',
    good: '- name: cleanup.timer\n  useRawManifest: true\n  manifest: |\n    [Timer]\n    OnCalendar=daily\n- name: cleanup.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/opt/cleanup.sh',
  },
  inputs: timerInputs,
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      if (view.type !== 'timer' || !view.hook) continue;
      const target = lastValue(view.parsed, 'Timer', 'Unit') || view.task.unit.replace(/\.timer$/, '.service');
      const missing = view.groups.filter((g) => !g.tasks.some((t) => t.unit === target && t.definition !== null));
      if (missing.length === 0) continue;
      out.push({
        at: { hook: view.hook, field: 'name' },
        message: `Timer ${view.task.unit} starts ${target}, which no hook defines${missing.length < view.groups.length ? ` on ${missing.map((g) => g.name).join(', ')}` : ''}: unless the node image has it, the timer does nothing.`,
      });
    }
    return out;
  },
};
