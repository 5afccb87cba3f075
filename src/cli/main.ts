import { HELP } from './help.ts';
import { EXIT_OK, EXIT_USAGE, type CliIo } from './io.ts';
import { nodeIo } from './node-io.ts';
import { render } from './commands/render.ts';
import { lint } from './commands/lint.ts';
import { link } from './commands/link.ts';
import { graph } from './commands/graph.ts';

/** A command takes its own arguments (after the command name) and returns an exit code. */
export type Command = (args: string[], io: CliIo) => Promise<number>;

const COMMANDS: Record<string, Command> = { render, lint, link, graph };

/**
 * Runs `kops-hooks` with `argv` (without node and the script). Never throws: an unexpected
 * error becomes one line on stderr and exit code 2, never a stack trace.
 */
export async function main(argv: string[], io: CliIo = nodeIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '-h' || name === '--help' || name === 'help') {
    io.stdout(HELP);
    return name === undefined ? EXIT_USAGE : EXIT_OK;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.stderr(`kops-hooks: unknown command "${name}" (expected render, lint, link or graph; see --help)\n`);
    return EXIT_USAGE;
  }
  try {
    return await command(rest, io);
  } catch (error) {
    io.stderr(`kops-hooks ${name}: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT_USAGE;
  }
}
