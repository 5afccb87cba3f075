import type { CliIo } from '../io.ts';

/**
 * The groups `--ig NAME` asks for (all of them without it), or null after saying on stderr that
 * no group has that name, and which ones there are (the caller exits with EXIT_USAGE).
 */
export function pickGroups<G extends { name: string }>(groups: readonly G[], ig: string | undefined, command: string, io: CliIo): G[] | null {
  if (ig === undefined) return [...groups];
  const picked = groups.filter((g) => g.name === ig);
  if (picked.length > 0) return picked;
  io.stderr(`kops-hooks ${command}: no instance group "${ig}" (groups: ${groups.map((g) => g.name).join(', ') || 'none'})\n`);
  return null;
}
