import { EXIT_USAGE, type CliIo } from '../io.ts';

/** `kops-hooks link`: not built yet (see the issue that implements it). */
export async function link(_args: string[], io: CliIo): Promise<number> {
  io.stderr('kops-hooks link: not built yet\n');
  return EXIT_USAGE;
}
