import type { Finding, Rule } from '../rule.ts';

/** What each unit type cannot do without: systemd refuses a timer, socket or path unit that lacks it. */
const REQUIRED: Record<string, { section: string; keys: RegExp; what: string }> = {
  timer: { section: 'Timer', keys: /^On(Active|Boot|Startup|UnitActive|UnitInactive|Calendar|ClockChange|TimezoneChange)/, what: 'trigger (`OnCalendar=`, `OnBootSec=`...)' },
  socket: { section: 'Socket', keys: /^Listen/, what: '`Listen…=` setting (`ListenStream=`...)' },
  path: { section: 'Path', keys: /^(PathExists|PathExistsGlob|PathChanged|PathModified|DirectoryNotEmpty)$/, what: '`Path…=` setting (`PathExists=`, `PathChanged=`...)' },
};

/** A timer without a trigger, a socket without Listen…=, a path unit without Path…=. */
export const missingTriggerSetting: Rule = {
  id: 'missing-trigger-setting',
  severity: 'error',
  scope: 'unit',
  title: 'Timer, socket or path unit without its trigger',
  docs: {
    summary: 'systemd refuses the unit ("Timer unit lacks value setting. Refusing."): the timer, socket or path watch never exists on the node.',
    why: 'These units only exist to trigger something; without a trigger they are invalid. In a hook without `useRawManifest`, the trigger lands in kops\'s [Service] section, which a .timer ignores.',
    fix: 'Write the trigger in the unit\'s own section ([Timer], [Socket], [Path]) with `useRawManifest: true`.',
    bad: '- name: tick.timer\n  manifest: |\n    OnBootSec=5min',
    good: '- name: tick.timer\n  useRawManifest: true\n  manifest: |\n    [Timer]\n    OnBootSec=5min',
  },
  check(ctx) {
    const out: Finding[] = [];
    for (const view of ctx.units) {
      const need = REQUIRED[view.type];
      if (!need || !view.hook || view.task.definition === '') continue;
      if (view.entries.some((e) => e.section === need.section && need.keys.test(e.key) && e.value !== '')) continue;
      out.push({
        at: view.hook.manifest ? { hook: view.hook, field: 'manifest', key: true } : { hook: view.hook, field: 'name' },
        message: `${view.task.unit} has no ${need.what} in [${need.section}]: systemd refuses the unit, so it never triggers anything on the node.`,
      });
    }
    return out;
  },
};
