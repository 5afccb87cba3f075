import type { UnitEntry } from '../systemd/unit-parser.ts';
import type { UnitView } from './rule.ts';
import { commandEntries, entryWords, isShell } from './unit-helpers.ts';

/** One command of a hook as its author wrote it: the words of a plain command, or one statement of a `sh -c` script. */
export interface Statement {
  /** The command's words (a script's statement split on blanks: enough to recognise a program and its verb). */
  words: string[];
  /** The whole statement as text, for matching paths and redirections. */
  text: string;
}

/** A command entry of a hook's unit with what it runs. */
export interface HookCommand {
  entry: UnitEntry;
  /** The statements it runs, in order: one for a plain command, each of a shell script's. */
  statements: Statement[];
  /** The command is a shell script with a test in it (`if`, `[`, `test`, `&&`, `||`): some statement runs only on a condition. */
  conditional: boolean;
}

const base = (w: string | undefined): string => (w ?? '').slice((w ?? '').lastIndexOf('/') + 1);

/** Splits a shell script into statements on `;`, `&&`, `||`, `|` and newlines (quotes are not tracked: a heuristic for lint advice). */
function scriptStatements(script: string): Statement[] {
  const out: Statement[] = [];
  for (const part of script.split(/;|&&|\|\||\||\n/)) {
    const text = part.trim();
    if (text === '') continue;
    out.push({ text, words: text.split(/\s+/).map((w) => w.replace(/^["']|["']$/g, '')) });
  }
  return out;
}

const CONDITIONAL = /(^|[\s;(])(if|then|test|\[\[?)\s|&&|\|\|/;

/** What `e` runs: its words, or a shell's `-c` script split into statements. Null for unbalanced quotes. */
export function entryCommand(e: UnitEntry): HookCommand | null {
  const words = entryWords(e);
  if (!words || words.length === 0) return null;
  const c = words.indexOf('-c');
  if (isShell(words[0] as string) && c > 0 && words[c + 1] !== undefined) {
    const script = words[c + 1] as string;
    return { entry: e, statements: scriptStatements(script), conditional: CONDITIONAL.test(script) };
  }
  // `env A=B cmd` and `/usr/bin/env cmd` run cmd.
  let start = 0;
  while (base(words[start]) === 'env' || /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[start] ?? '')) start++;
  const own = words.slice(start);
  return { entry: e, statements: own.length > 0 ? [{ words: own, text: own.join(' ') }] : [], conditional: false };
}

// Four rules read the same commands; views live for one lint run, so the memo is per run.
const COMMANDS = new WeakMap<UnitView, HookCommand[]>();

/**
 * The commands of a hook's unit, for rules about what a hook does: a manifest's command lines,
 * or the `command` of an execContainer hook (whose own ExecStartPre= pull is kops's, not the
 * author's: left out). Empty for units that are not a hook's. With `mentions`, empty unless the
 * unit's text has one of those words: the rules ask only for units that might concern them, so
 * that a 10,000-hook lint splits almost no command line for them.
 */
export function hookCommands(view: UnitView, mentions?: RegExp): HookCommand[] {
  if (!view.hook || (mentions && !mentions.test(view.task.definition))) return [];
  let out = COMMANDS.get(view);
  if (!out) COMMANDS.set(view, (out = readCommands(view)));
  return out;
}

function readCommands(view: UnitView): HookCommand[] {
  const out: HookCommand[] = [];
  for (const e of commandEntries(view)) {
    const origin = view.task.lineOrigins[e.line];
    if (origin?.kind === 'field' && origin.field !== 'command') continue;
    const command = origin?.kind === 'field' ? execCommand(view, e) : entryCommand(e);
    if (command) out.push(command);
  }
  return out;
}

/**
 * An execContainer hook's ExecStart=: the author's `command` follows the image (kops may have
 * normalised it: `docker.io/library/busybox:1.36`) and, with ctr, the container's name.
 */
function execCommand(view: UnitView, e: UnitEntry): HookCommand | null {
  const image = view.hook?.execContainer?.value.image?.value;
  const words = entryWords(e);
  if (!words || !image) return null;
  const bare = image.includes(':') ? image : `${image}:latest`;
  const at = words.findIndex((w, i) => i > 0 && (w === image || w.endsWith(`/${image}`) || w.endsWith(`/${bare}`) || w === bare));
  const own = at < 0 ? [] : words.slice(at + (base(words[0]) === 'ctr' ? 2 : 1));
  if (own.length === 0) return null;
  const c = own.indexOf('-c');
  if (isShell(own[0] as string) && c > 0 && own[c + 1] !== undefined) {
    const script = own[c + 1] as string;
    return { entry: e, statements: scriptStatements(script), conditional: CONDITIONAL.test(script) };
  }
  return { entry: e, statements: [{ words: own, text: own.join(' ') }], conditional: false };
}

/** The program a statement runs, without its directory (`/usr/sbin/sysctl` → `sysctl`); `sudo` is looked through. */
export function program(s: Statement): string {
  const first = base(s.words[0]);
  return first === 'sudo' ? base(s.words[1]) : first;
}

/** True when the unit has a `Condition…=`/`Assert…=` line or `ExecCondition=`: systemd skips it when the condition fails. */
export function hasUnitCondition(view: UnitView): boolean {
  return view.entries.some((e) => (e.section === 'Unit' && /^(Condition|Assert)/.test(e.key)) || e.key === 'ExecCondition');
}
