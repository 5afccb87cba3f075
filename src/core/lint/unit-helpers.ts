/** Reading rendered units the way systemd does: shared by the systemd-level rules. */
import { directiveKind } from '../systemd/directives.ts';
import { commandLine, type CommandLine } from './command-line.ts';
import { effectiveEntries, lastValue, type UnitEntry } from '../systemd/unit-parser.ts';
import type { UnitView } from './rule.ts';

// By unit type, the type's first letter upper-cased: rules ask for every unit of a large spec,
// several times each. (`a.Swap` has the section Swap too, as the type upper-cased reads.)
const OWN_SECTIONS = new Map(['Service', 'Socket', 'Mount', 'Automount', 'Swap', 'Timer', 'Path', 'Slice', 'Scope'].flatMap((name) => [
  [name.toLowerCase(), name], [name, name],
]));

/** The `[Service]`-like section of a unit type (`swap` → `Swap`), or undefined. */
export function ownSection(view: UnitView): string | undefined {
  return OWN_SECTIONS.get(view.type);
}

// Several rules read the same command lines; views and entries live for one lint run, so these
// memos are per run (a profile of 1,000 hooks showed command-line splitting repeated six times).
const COMMAND_ENTRIES = new WeakMap<UnitView, UnitEntry[]>();
const ENTRY_LINES = new WeakMap<UnitEntry, CommandLine>();

/** Every assignment of a command directive (`ExecStart=`, `ExecStartPre=`...) in the unit's own section. */
export function commandEntries(view: UnitView): UnitEntry[] {
  let found = COMMAND_ENTRIES.get(view);
  if (!found) {
    const own = ownSection(view);
    found = view.parsed.entries.filter((e) => e.section === own && e.value !== '' && directiveKind(e.section, e.key) === 'command');
    COMMAND_ENTRIES.set(view, found);
  }
  return found;
}

/** The command line of a command entry, split once (see commandLine); callers must not mutate it. */
export function entryCommandLine(e: UnitEntry): CommandLine {
  let parsed = ENTRY_LINES.get(e);
  if (!parsed) ENTRY_LINES.set(e, (parsed = commandLine(stripExecPrefixes(e.value))));
  return parsed;
}

/** commandWords of a command entry, memoised per entry. */
export function entryWords(e: UnitEntry): string[] | null {
  const parsed = entryCommandLine(e);
  return parsed.unbalanced ? null : parsed.words;
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
export function execStarts(view: UnitView): readonly UnitEntry[] {
  return effectiveEntries(view.parsed, 'Service', 'ExecStart');
}

/** Words of a unit-list value (`Requires=a.service b.service`). */
export function unitList(value: string): string[] {
  // Usually one name, or names with one space between: no pattern needed.
  if (!value.includes('\t') && !value.includes('  ') && value.charCodeAt(0) !== 32 && value.charCodeAt(value.length - 1) !== 32) {
    return value === '' ? [] : value.split(' ');
  }
  return value.split(/[ \t]+/).filter((w) => w !== '');
}

/** True when kops wrote line `line` of the unit from a hook field (`requires`, an execContainer's `command`...), not from a manifest. */
export function fromField(view: UnitView, line: number): boolean {
  return view.task.lineOrigins[line]?.kind === 'field';
}

/**
 * How a message names the place of command entry `e`: `ExecStart=` in a manifest; for an
 * execContainer hook, the field the author writes (`command`, `image`), since kops writes the line.
 */
export function commandPlace(view: UnitView, e: UnitEntry): string {
  const origin = view.task.lineOrigins[e.line];
  if (origin?.kind === 'field' && (origin.field === 'command' || origin.field === 'image')) return `\`${origin.field}\` (kops's \`${e.key}=\`)`;
  return `\`${e.key}=\``;
}

/**
 * Whether systemd refuses this service for want of a command: no `ExecStart=`, and not a oneshot
 * with `ExecStop=` or a `SuccessAction=` ("Service has no ExecStart=, ExecStop=, or
 * SuccessAction=. Refusing.").
 */
export function lacksCommand(view: UnitView): boolean {
  if (execStarts(view).length > 0) return false;
  const stops = effectiveEntries(view.parsed, 'Service', 'ExecStop');
  const success = lastValue(view.parsed, 'Unit', 'SuccessAction');
  return !(serviceType(view) === 'oneshot' && (stops.length > 0 || (success !== undefined && success !== 'none')));
}
