import { parseVersion } from '../../core/kops/version.ts';
import { DETAILED_EXIT_FLAGS } from './diff-exit.ts';
import type { AnalyzeOptions, Runtime } from '../../core/types.ts';

/** The options only `diff` has: the two sides and `--detailed-exitcode` (alias `--exit-code`). */
export interface DiffFlags {
  from?: string;
  to?: string;
  fromRuntime?: Runtime;
  toRuntime?: Runtime;
  /** `--context N`: lines of context around each change (diff BASE FILE only). */
  context?: number;
  detailedExitCode: boolean;
}

type Taken = { ok: true; flags: DiffFlags; rest: string[] } | { ok: false; error: string };

const VALUE_FLAGS = ['--from', '--to', '--from-runtime', '--to-runtime', '--context'] as const;
type ValueFlag = (typeof VALUE_FLAGS)[number];

function assign(flags: DiffFlags, flag: ValueFlag, value: string): string | null {
  if (flag === '--context') {
    if (!/^\d{1,4}$/.test(value)) return `--context must be a number of lines (0 to 9999), not "${value}"`;
    flags.context = Number(value);
    return null;
  }
  if (flag === '--from-runtime' || flag === '--to-runtime') {
    if (value !== 'docker' && value !== 'containerd') return `${flag} must be docker or containerd, not "${value}"`;
    if (flag === '--from-runtime') flags.fromRuntime = value;
    else flags.toRuntime = value;
    return null;
  }
  if (value !== 'proposal' && parseVersion(value) === null) return `${flag} must be a kops version (1.21.5, v1.29) or proposal, not "${value}"`;
  if (flag === '--from') flags.from = value;
  else flags.to = value;
  return null;
}

/**
 * Takes `--from V`, `--to V`, `--from-runtime R`, `--to-runtime R`, `--context N` (each also as `--flag=value`)
 * and `--detailed-exitcode` (or `--exit-code`) out of `args`, up to a `--`; the rest goes to the
 * shared option parser.
 * A missing or invalid value is one line for stderr (the caller exits 2). Pure.
 */
export function takeDiffFlags(args: readonly string[]): Taken {
  const flags: DiffFlags = { detailedExitCode: false };
  const rest: string[] = [];
  const fail = (message: string): Taken => ({ ok: false, error: `kops-hooks diff: ${message} (see kops-hooks --help)\n` });
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--') {
      rest.push(...args.slice(i));
      break;
    }
    if (DETAILED_EXIT_FLAGS.includes(arg)) {
      flags.detailedExitCode = true;
      continue;
    }
    const valued = DETAILED_EXIT_FLAGS.find((f) => arg.startsWith(`${f}=`));
    if (valued) return fail(`option ${valued} takes no value`);
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    if (!(VALUE_FLAGS as readonly string[]).includes(name)) {
      rest.push(arg);
      continue;
    }
    const value = eq > 0 ? arg.slice(eq + 1) : args[++i];
    if (value === undefined || value === '' || (eq < 0 && value.startsWith('--') && value.length > 2)) return fail(`option ${name} needs a value`);
    const error = assign(flags, name as ValueFlag, value);
    if (error) return fail(error);
  }
  return { ok: true, flags, rest };
}

/** The analyze options of one side: `proposal` is a mode, not a version. */
export function sideOptions(version: string, runtime: Runtime | undefined, base: AnalyzeOptions): AnalyzeOptions {
  return {
    ...base,
    ...(version === 'proposal' ? { proposal: true } : { kopsVersion: version }),
    ...(runtime ? { runtime } : {}),
  };
}
