import type { Distro } from '../../core/index.ts';

/** The distro picker's names, the CLI's `--distro` values in the core's order (kops/paths.ts DISTROS). */
export const DISTRO_LABELS: Record<Distro, string> = {
  debian: 'Debian/Ubuntu',
  rhel: 'RHEL family',
  flatcar: 'Flatcar',
  cos: 'COS',
};

/** The chosen distro's name in the closed picker, which the toolbar keeps narrow; the list says it in full. */
export const DISTRO_SHORT: Record<Distro, string> = {
  debian: 'Debian',
  rhel: 'RHEL',
  flatcar: 'Flatcar',
  cos: 'COS',
};

/**
 * What each distro changes in the output, as the core renders it: where nodeup writes unit files
 * (kops/paths.ts, from nodeup's nodetasks/service.go) and which units kops builds, drops in on or
 * leaves out there (kops/node-unit-set.ts).
 */
export const DISTRO_NOTES: Record<Distro, string> = {
  debian: 'Debian and Ubuntu: nodeup writes unit files under /lib/systemd/system/.',
  rhel: 'RHEL family: nodeup writes unit files under /usr/lib/systemd/system/.',
  flatcar: 'Flatcar: nodeup writes unit files under /etc/systemd/system/; containerd.service and docker.service are Flatcar\'s own, and kops adds only a drop-in to them; update-service.service turns Flatcar\'s own updates off (with updatePolicy: external from kops 1.14, on every Flatcar node from 1.26); no logrotate.service.',
  cos: 'COS: nodeup writes unit files under /etc/systemd/system/; containerd.service and docker.service are the OS\'s own, and kops adds only a drop-in to them; no logrotate.service or logrotate.timer.',
};
