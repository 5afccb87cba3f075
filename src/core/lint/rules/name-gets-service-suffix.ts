import type { Finding, Rule, UnitView } from '../rule.ts';
import { escapePath } from '../../systemd/escape-path.ts';
import { unitParser, lastValue } from '../../systemd/unit-parser.ts';
import { replaceScalar, setHookBoolean } from '../yaml-edits.ts';
import type { Fix } from '../../types.ts';
import { lacksCommand } from '../unit-helpers.ts';

const TYPES = ['swap', 'mount', 'automount', 'socket', 'timer', 'path', 'target', 'device', 'slice', 'scope'];
const DECLARED: Record<string, string> = { Swap: 'swap', Mount: 'mount', Automount: 'automount', Socket: 'socket', Timer: 'timer', Path: 'path', Slice: 'slice', Scope: 'scope' };

/** The unit type the hook means: from its name (`swap1.swap`), else from a type section in the manifest. */
function intendedType(name: string, manifest: string | undefined, view: UnitView): { type: string; from: 'name' | 'manifest' } | undefined {
  const fromName = TYPES.find((t) => name.endsWith(`.${t}`));
  if (fromName) return { type: fromName, from: 'name' };
  // A raw unit is its manifest, already parsed; a manifest without '[' declares no section.
  const parsed = manifest === undefined || !manifest.includes('[') ? undefined : view.raw && view.task.definition === manifest ? view.parsed : unitParser(manifest);
  const section = parsed?.sections.find((s) => DECLARED[s.name]);
  return section ? { type: DECLARED[section.name] ?? 'service', from: 'manifest' } : undefined;
}

/** Swap and mount unit names must be the escaped What=/Where= path; others keep the hook's stem. */
function properName(view: UnitView, name: string, type: string): string {
  const m = view.hook?.manifest?.value ?? '';
  const path = type === 'swap' ? lastValue(unitParser(m), 'Swap', 'What') : type === 'mount' ? lastValue(unitParser(m), 'Mount', 'Where') : undefined;
  const escaped = path ? escapePath(path) : null;
  return escaped ? `${escaped}.${type}` : `${name.replace(/\.service$/, '')}.${type}`;
}

/** The request's `.swap.service` problem: the name gets `.service` though the hook means another unit type. */
export const nameGetsServiceSuffix: Rule = {
  id: 'name-gets-service-suffix',
  // An error where the service it becomes has no command, so systemd refuses it (the request's
  // swap1.swap.service); otherwise the service loads, but is not the unit the hook means.
  severity: 'warning',
  severities: { error: 'the service it becomes has no command, so systemd refuses it', warning: 'the service loads, but is not the unit the hook means' },
  scope: 'unit',
  title: 'Name gets .service appended although the hook is another unit type',
  docs: {
    summary: 'nodeup writes `<name>.service` (for example `swap1.swap.service`), so systemd loads a service, not the swap, mount or timer you wrote: the [Swap]/[Mount] section is an unknown section and the unit fails to load.',
    why: 'kops 1.8–1.10 append `.service` unless the name ends in `.service` or `.timer`; kops 1.11+ keep the name only when it ends in a unit type. The test is on the name alone, never on the manifest.',
    fix: 'Use kops 1.11+ with a name that ends in the unit type (`swap1.swap`; for swap and mount units, the escaped path), and `useRawManifest: true`.',
    bad: '- name: var-swapfile   # nodeup writes var-swapfile.service\n  useRawManifest: true\n  manifest: |\n    [Swap]\n    What=/var/swapfile',
    good: '- name: var-swapfile.swap   # kops 1.11+ (1.8-1.10: var-swapfile.swap.service)\n  useRawManifest: true\n  manifest: |\n    [Swap]\n    What=/var/swapfile',
  },
  check(ctx) {
    const b = ctx.analysis.behaviour;
    const out: Finding[] = [];
    for (const view of ctx.units) {
      const hook = view.hook;
      if (!hook || !view.task.unit.endsWith('.service')) continue;
      const name = view.task.hook.name;
      const intended = intendedType(name, hook.manifest?.value, view);
      if (!intended) continue;
      const fixes: Fix[] = [];
      const kept = b.keptSuffixes.includes(`.${intended.type}`);
      if (b.useRawName && intended.from === 'name') {
        const edit = setHookBoolean(ctx.analysis.text, hook, 'useRawName', hook.useRawName, true);
        if (edit) fixes.push({ title: 'Set `useRawName: true`', edits: [edit] });
      } else if (kept && hook.name && intended.from === 'manifest') {
        const proper = properName(view, name, intended.type);
        fixes.push({ title: `Rename the hook to \`${proper}\``, edits: [replaceScalar(hook.name, proper)] });
      }
      const refused = lacksCommand(view);
      const outcome = refused
        ? `systemd refuses it (a service with no \`ExecStart=\`), so no ${intended.type} unit exists on the node`
        : `systemd loads it as a service and ignores the ${intended.type} settings`;
      out.push({
        at: { hook, field: 'name' },
        ...(refused ? { severity: 'error' as const } : {}),
        message: intended.from === 'name'
          ? `Hook name \`${name}\` gets \`.service\` appended in kops ${b.version}: nodeup writes ${view.task.unit}, a service, not a ${intended.type} unit, and ${outcome}${kept ? '' : ' (kops 1.11+ keep the name)'}.`
          : `The manifest declares a [${intended.type.charAt(0).toUpperCase()}${intended.type.slice(1)}] unit, but the name \`${name}\` makes nodeup write ${view.task.unit}: ${outcome}.`,
        ...(fixes.length > 0 ? { fixes } : {}),
      });
    }
    return out;
  },
};
