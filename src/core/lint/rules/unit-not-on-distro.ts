import type { Distro } from '../../types.ts';
import type { Finding, Rule } from '../rule.ts';
import { unitList } from '../unit-helpers.ts';

/** Units that only some distros ship, with those distros (Flatcar's update stack). */
const ONLY_ON: Readonly<Record<string, readonly Distro[]>> = {
  'update-engine.service': ['flatcar'],
  'locksmithd.service': ['flatcar'],
};

const NAMES: Record<Distro, string> = { debian: 'Debian/Ubuntu', rhel: 'RHEL', flatcar: 'Flatcar', cos: 'COS' };
const DEPENDENCY = new Set(['Requires', 'Requisite', 'BindsTo', 'Wants', 'PartOf', 'Upholds']);
const ORDERING = new Set(['After', 'Before', 'Conflicts', 'OnFailure', 'OnSuccess', 'PropagatesReloadTo', 'ReloadPropagatedFrom']);

function missing(unit: string, distro: Distro): string | null {
  const on = ONLY_ON[unit];
  return on && !on.includes(distro) ? `${unit} exists only on ${on.map((d) => NAMES[d]).join(', ')}` : null;
}

/** `before:`, `requires:`, a disabled hook or a manifest line naming a unit the chosen distro does not have. */
export const unitNotOnDistro: Rule = {
  id: 'unit-not-on-distro',
  severity: 'warning',
  scope: 'hook',
  title: 'Unit that the chosen distro does not have',
  docs: {
    summary: 'The hook names a unit that only another distro ships (Flatcar\'s `update-engine.service`, `locksmithd.service`): on this distro an ordering on it does nothing, a requirement on it keeps the hook from starting, and disabling it disables nothing.',
    why: 'Specs copied from a Flatcar cluster keep the units that stop Flatcar\'s automatic updates; on Debian, Ubuntu, RHEL or COS nodes those units do not exist.',
    fix: 'Remove the unit from the hook (or the hook, if that is all it does) for instance groups that do not run Flatcar. Without `--distro` the linter does not know the distro and says nothing.',
    bad: '- name: hold-updates.service\n  before: [update-engine.service]\n  manifest: |\n    Type=oneshot\n    ExecStart=/usr/bin/true',
    good: '- name: hold-updates.service\n  before: [kubelet.service]\n  manifest: |\n    Type=oneshot\n    ExecStart=/usr/bin/true',
  },
  check(ctx) {
    const distro = ctx.analysis.options.distro;
    if (distro === undefined) return [];
    const out: Finding[] = [];
    for (const hook of ctx.hooks) {
      const name = hook.name?.value;
      const gone = name === undefined ? null : missing(name, distro);
      if (gone && ctx.isDisabled(hook)) {
        out.push({ at: { hook, field: 'name' }, message: `The hook disables ${name}, but ${gone}: on ${NAMES[distro]} there is nothing to disable.` });
      }
      for (const field of ['requires', 'before'] as const) {
        (hook[field]?.value ?? []).forEach((item, i) => {
          const why = missing(item.value, distro);
          if (!why) return;
          const effect = field === 'requires' ? 'systemd cannot load the requirement and the hook never starts' : 'the ordering does nothing';
          out.push({ at: { hook, field, item: i }, message: `\`${field}: ${item.value}\`: ${why}, so on ${NAMES[distro]} ${effect}.` });
        });
      }
      const manifest = hook.manifest?.value;
      if (!manifest || !(manifest.includes('update-engine') || manifest.includes('locksmithd'))) continue;
      for (const e of ctx.parse(manifest).entries) {
        if (e.section !== 'Unit' || !(DEPENDENCY.has(e.key) || ORDERING.has(e.key))) continue;
        for (const unit of unitList(e.value)) {
          const why = missing(unit, distro);
          if (!why) continue;
          const effect = DEPENDENCY.has(e.key) && e.key !== 'Wants' ? 'systemd cannot load the requirement and the hook never starts' : 'the line does nothing';
          out.push({ at: { hook, manifestLine: e.line }, message: `\`${e.key}=${unit}\`: ${why}, so on ${NAMES[distro]} ${effect}.` });
        }
      }
    }
    return out;
  },
};
