import type { AnalyzeOptions } from '../core/types.ts';
import { EXIT_OK, EXIT_USAGE, type CliIo } from './io.ts';
import { parseOptions, readInput, type CliOptions, type OptionSpec } from './options.ts';

/** A command's options and its one input, or the exit code it has already decided on. */
export type Opened =
  | { ok: true; options: CliOptions; path: string; text: string; name: string }
  | { ok: false; exit: number };

/**
 * The start every FILE|- command shares: parse the options, answer --help with `usage`, demand
 * exactly one FILE, and read it. Every refusal is one line on stderr and exit 2.
 */
export async function openInput(args: readonly string[], io: CliIo, spec: OptionSpec, usage: string): Promise<Opened> {
  const parsed = parseOptions(args, spec);
  if (!parsed.ok) {
    io.stderr(parsed.error);
    return { ok: false, exit: EXIT_USAGE };
  }
  const o = parsed.options;
  if (o.help) {
    io.stdout(usage);
    return { ok: false, exit: EXIT_OK };
  }
  const [path, ...extra] = o.positionals;
  if (path === undefined || extra.length > 0) {
    const what = path === undefined ? 'missing FILE (use - for standard input)' : `expected one FILE, got ${o.positionals.length}`;
    io.stderr(`kops-hooks ${spec.command}: ${what} (see kops-hooks --help)\n`);
    return { ok: false, exit: EXIT_USAGE };
  }
  const input = await readInput(path, io, spec.command);
  if (!input.ok) {
    io.stderr(input.error);
    return { ok: false, exit: EXIT_USAGE };
  }
  return { ok: true, options: o, path, text: input.text, name: input.name };
}

/** The analyze options the common flags ask for (only the ones given). */
export function analyzeOptions(o: CliOptions): AnalyzeOptions {
  return {
    ...(o.kopsVersion ? { kopsVersion: o.kopsVersion } : {}),
    ...(o.runtime ? { runtime: o.runtime } : {}),
    ...(o.proposal ? { proposal: true } : {}),
    ...(o.distro ? { distro: o.distro } : {}),
  };
}
