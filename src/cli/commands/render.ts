import { EXIT_USAGE, type CliIo } from '../io.ts';

/** `kops-hooks render`: not built yet (see the issue that implements it). */
export async function render(_args: string[], io: CliIo): Promise<number> {
  io.stderr('kops-hooks render: not built yet\n');
  return EXIT_USAGE;
}
