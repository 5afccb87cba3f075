// The build inlines the one field, so the installed CLI reads no file for it.
import { version } from '../../package.json';
import { EXIT_DIFF_ERROR, wantsDetailedExitCode } from './commands/diff-exit.ts';
import { HELP } from './help.ts';
import { EXIT_OK, EXIT_USAGE, type CliIo } from './io.ts';
import { nodeIo } from './node-io.ts';

/** A command takes its own arguments (after the command name) and returns an exit code. */
export type Command = (args: string[], io: CliIo) => Promise<number>;

/**
 * Every command, loaded on demand: `--help` and a typo never pay for parsing the core, and
 * `lint` does not load what only `link` needs. The CLI build (vite.cli.config.ts) follows these
 * imports, so a new command needs only its line here.
 */
const COMMANDS: Record<string, () => Promise<Command>> = {
  render: async () => (await import('./commands/render.ts')).render,
  lint: async () => (await import('./commands/lint.ts')).lint,
  link: async () => (await import('./commands/link.ts')).link,
  diff: async () => (await import('./commands/diff.ts')).diff,
  graph: async () => (await import('./commands/graph.ts')).graph,
  docs: async () => (await import('./commands/docs.ts')).docs,
};

/** `a, b or c` */
function either(names: string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/**
 * Runs `kops-hooks` with `argv` (without node and the script). Never throws: an unexpected
 * error becomes one line on stderr and exit code 2 (1 for `diff --detailed-exitcode`, whose 2
 * means "units change"), never a stack trace.
 */
export async function main(argv: string[], io: CliIo = nodeIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '-h' || name === '--help' || name === 'help') {
    io.stdout(HELP);
    return name === undefined ? EXIT_USAGE : EXIT_OK;
  }
  if (name === '-V' || name === '--version') {
    io.stdout(`kops-hooks ${version}\n`);
    return EXIT_OK;
  }
  const load = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!load) {
    io.stderr(`kops-hooks: unknown command "${name}" (expected ${either(Object.keys(COMMANDS))}; see --help)\n`);
    return EXIT_USAGE;
  }
  try {
    return await (await load())(rest, io);
  } catch (error) {
    io.stderr(`kops-hooks ${name}: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
    return name === 'diff' && wantsDetailedExitCode(rest) ? EXIT_DIFF_ERROR : EXIT_USAGE;
  }
}
