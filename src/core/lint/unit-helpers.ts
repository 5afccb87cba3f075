/** Reading rendered units the way systemd does: shared by the systemd-level rules. */
import { directiveKind } from '../systemd/directives.ts';
import { commandLine } from './command-line.ts';
import { effectiveEntries, lastValue, type UnitEntry } from '../systemd/unit-parser.ts';
import type { UnitView } from './rule.ts';

/** The `[Service]`-like section of a unit type (`swap` → `Swap`), or undefined. */
export function ownSection(view: UnitView): string | undefined {
  const name = view.type.charAt(0).toUpperCase() + view.type.slice(1);
  return ['Service', 'Socket', 'Mount', 'Automount', 'Swap', 'Timer', 'Path', 'Slice', 'Scope'].includes(name) ? name : undefined;
}

/** Every assignment of a command directive (`ExecStart=`, `ExecStartPre=`...) in the unit's own section. */
export function commandEntries(view: UnitView): UnitEntry[] {
  const own = ownSection(view);
  return view.parsed.entries.filter((e) => e.section === own && e.value !== '' && directiveKind(e.section, e.key) === 'command');
}

/** `-`, `@`, `:`, `+`, `!` prefixes before the executable (systemd.service "Command lines"). */
export function stripExecPrefixes(value: string): string {
  return value.replace(/^[-@:+!]+/, '');
}

/** The words of a command line (systemd quoting, see command-line.ts), or null for unbalanced quotes. */
export function commandWords(value: string): string[] | null {
  const parsed = commandLine(stripExecPrefixes(value));
  return parsed.unbalanced ? null : parsed.words;
}

const SHELLS = new Set(['sh', 'bash', 'dash', 'zsh', 'ash', 'ksh', 'busybox']);

/** True when the executable is a shell, so `&&`, `|` and `>` mean something. */
export function isShell(executable: string): boolean {
  return SHELLS.has(executable.slice(executable.lastIndexOf('/') + 1));
}

/** The service type systemd will use (`simple` when unset or unparsable, as systemd falls back). */
export function serviceType(view: UnitView): string {
  return lastValue(view.parsed, 'Service', 'Type') ?? 'simple';
}

/** The effective `ExecStart=` entries (after any empty reset). */
export function execStarts(view: UnitView): UnitEntry[] {
  return effectiveEntries(view.parsed, 'Service', 'ExecStart');
}

/** Words of a unit-list value (`Requires=a.service b.service`). */
export function unitList(value: string): string[] {
  return value.split(/[ \t]+/).filter((w) => w !== '');
}
