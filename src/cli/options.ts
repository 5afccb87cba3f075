import type { Distro, Runtime } from '../core/types.ts';
import type { CliIo } from './io.ts';

/** Every option any command accepts. A command says which of them it takes. */
export interface CliOptions {
  kopsVersion?: string;
  runtime?: Runtime;
  proposal: boolean;
  distro?: Distro;
  format?: string;
  ig?: string;
  fix: boolean;
  /** render: each unit line's origin in a column on the right. */
  why: boolean;
  /** `--check`: change nothing, exit 1 when something would change (`docs`). */
  check: boolean;
  base?: string;
  decode?: string;
  /** lint: `--disable RULE` (repeatable): drop that rule's findings. */
  disable: string[];
  /** lint: `--only RULE` (repeatable): keep only those rules' findings. */
  only: string[];
  /** lint: `--max-warnings N`: exit 1 when more than N warnings remain (as ESLint). */
  maxWarnings?: number;
  /** lint: `--fail-on error|warning|info`: the least severity that makes the exit status 1 (default error). */
  failOn?: 'error' | 'warning' | 'info';
  help: boolean;
  /** Arguments that are not options, in order (`-` is one: standard input). */
  positionals: string[];
}

export type OptionName = 'kops-version' | 'runtime' | 'proposal' | 'distro' | 'format' | 'ig' | 'fix' | 'why' | 'check' | 'base' | 'decode'
  | 'disable' | 'only' | 'max-warnings' | 'fail-on';

const VALUE_OPTIONS = new Set<OptionName>(['kops-version', 'runtime', 'distro', 'format', 'ig', 'base', 'decode', 'disable', 'only', 'max-warnings', 'fail-on']);
const SEVERITIES = ['error', 'warning', 'info'] as const;
const RUNTIMES: readonly Runtime[] = ['docker', 'containerd'];
const DISTROS: readonly Distro[] = ['debian', 'rhel', 'flatcar', 'cos'];

/** What a command accepts. */
export interface OptionSpec {
  /** Command name for messages (`render`). */
  command: string;
  allowed: readonly OptionName[];
  /** Allowed values of --format; the first is the default. */
  formats?: readonly string[];
}

export type ParsedOptions = { ok: true; options: CliOptions } | { ok: false; error: string };

/**
 * Parses `args` (after the command name): `--flag value` and `--flag=value`, `-h`/`--help`, `--`
 * to end options, `-` as a positional. Unknown flags, missing or invalid values give `ok: false`
 * with one line for stderr (the caller exits 2). Pure.
 */
export function parseOptions(args: readonly string[], spec: OptionSpec): ParsedOptions {
  const o: CliOptions = { proposal: false, fix: false, why: false, check: false, help: false, disable: [], only: [], positionals: [] };
  const fail = (message: string): ParsedOptions => ({ ok: false, error: `kops-hooks ${spec.command}: ${message} (see kops-hooks --help)\n` });
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--') {
      o.positionals.push(...args.slice(i + 1));
      break;
    }
    if (arg === '-h' || arg === '--help') {
      o.help = true;
      continue;
    }
    if (!arg.startsWith('-') || arg === '-') {
      o.positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const flag = (eq > 0 ? arg.slice(2, eq) : arg.slice(2)) as OptionName;
    if (!arg.startsWith('--') || !spec.allowed.includes(flag)) return fail(`unknown option "${eq > 0 ? arg.slice(0, eq) : arg}"`);
    if (!VALUE_OPTIONS.has(flag)) {
      if (eq > 0) return fail(`option --${flag} takes no value`);
      if (flag === 'proposal') o.proposal = true;
      if (flag === 'fix') o.fix = true;
      if (flag === 'why') o.why = true;
      if (flag === 'check') o.check = true;
      continue;
    }
    let value: string | undefined;
    if (eq > 0) value = arg.slice(eq + 1);
    else {
      value = args[i + 1];
      if (value === undefined || (value.startsWith('--') && value.length > 2)) return fail(`option --${flag} needs a value`);
      i++;
    }
    if (value === '') return fail(`option --${flag} needs a value`);
    const error = assign(o, flag, value, spec);
    if (error) return fail(error);
  }
  if (spec.formats && o.format === undefined) o.format = spec.formats[0];
  return { ok: true, options: o };
}

function assign(o: CliOptions, flag: OptionName, value: string, spec: OptionSpec): string | null {
  switch (flag) {
    case 'runtime':
      if (!(RUNTIMES as readonly string[]).includes(value)) return `--runtime must be docker or containerd, not "${value}"`;
      o.runtime = value as Runtime;
      return null;
    case 'distro':
      if (!(DISTROS as readonly string[]).includes(value)) return `--distro must be one of ${DISTROS.join(', ')}, not "${value}"`;
      o.distro = value as Distro;
      return null;
    case 'format':
      if (spec.formats && !spec.formats.includes(value)) return `--format must be one of ${spec.formats.join(', ')}, not "${value}"`;
      o.format = value;
      return null;
    case 'kops-version': o.kopsVersion = value; return null;
    case 'ig': o.ig = value; return null;
    case 'base': o.base = value; return null;
    case 'decode': o.decode = value; return null;
    case 'disable': o.disable.push(...value.split(',').map((r) => r.trim()).filter((r) => r !== '')); return null;
    case 'only': o.only.push(...value.split(',').map((r) => r.trim()).filter((r) => r !== '')); return null;
    case 'max-warnings':
      if (!/^\d+$/.test(value)) return `--max-warnings must be a whole number, not "${value}"`;
      o.maxWarnings = Number(value);
      return null;
    case 'fail-on':
      if (!(SEVERITIES as readonly string[]).includes(value)) return `--fail-on must be one of ${SEVERITIES.join(', ')}, not "${value}"`;
      o.failOn = value as CliOptions['failOn'];
      return null;
    default: return null;
  }
}

export type InputResult = { ok: true; text: string; name: string } | { ok: false; error: string };

/**
 * Reads FILE, or standard input for `-`, as UTF-8. A missing file, a directory, an unreadable
 * file or an empty input (unless `allowEmpty`: an empty Markdown page is fine) gives one clear
 * line for stderr (the caller exits 2).
 */
export async function readInput(path: string, io: CliIo, command: string, { allowEmpty = false } = {}): Promise<InputResult> {
  const prefix = `kops-hooks ${command}: `;
  let text: string;
  try {
    text = path === '-' ? await io.readStdin() : await io.readFile(path);
  } catch (error) {
    const code = (error as { code?: string } | null)?.code;
    if (code === 'ERR_INVALID_UTF8') return { ok: false, error: `${prefix}${path === '-' ? '<stdin>' : path} is not a YAML text file (${(error as Error).message})\n` };
    const reason = code === 'ENOENT' ? 'no such file'
      : code === 'EISDIR' ? 'is a directory, not a YAML file'
      : code === 'EACCES' ? 'permission denied'
      : error instanceof Error ? error.message : String(error);
    return { ok: false, error: `${prefix}cannot read ${path}: ${reason}\n` };
  }
  const name = path === '-' ? '<stdin>' : path;
  if (text.trim() === '' && !allowEmpty) return { ok: false, error: `${prefix}${name} is empty: nothing to ${command}\n` };
  const binary = binaryReason(text);
  if (binary) return { ok: false, error: `${prefix}${name} is not a YAML text file (${binary})\n` };
  return { ok: true, text, name };
}

/**
 * Why `text` looks like a binary file rather than YAML, or null. A NUL byte in the first 8 KB is
 * what `file` and git use too. (Invalid UTF-8 is refused while reading, by node-io.)
 */
function binaryReason(text: string): string | null {
  const nul = text.slice(0, 8192).indexOf('\0');
  return nul >= 0 ? `a NUL byte at offset ${nul}` : null;
}
