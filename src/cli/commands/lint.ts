import { EXIT_USAGE, type CliIo } from '../io.ts';

/** `kops-hooks lint`: not built yet (see the issue that implements it). */
export async function lint(_args: string[], io: CliIo): Promise<number> {
  io.stderr('kops-hooks lint: not built yet\n');
  return EXIT_USAGE;
}
