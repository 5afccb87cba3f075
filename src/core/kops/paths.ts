import type { Distro } from '../types.ts';

// upup/pkg/fi/nodeup/nodetasks/service.go: where nodeup writes unit files, per distribution family.
const UNIT_DIRS: Record<Distro, string> = {
  debian: '/lib/systemd/system',
  rhel: '/usr/lib/systemd/system',
  flatcar: '/etc/systemd/system',
  cos: '/etc/systemd/system',
};

/** Every distro the renderer knows, for option parsing and pickers. */
export const DISTROS: readonly Distro[] = ['debian', 'rhel', 'flatcar', 'cos'];

/** Full path of `unit` on `distro`. */
export function unitPath(distro: Distro, unit: string): string {
  return `${UNIT_DIRS[distro]}/${unit}`;
}
