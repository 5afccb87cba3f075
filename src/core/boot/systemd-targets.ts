/**
 * systemd's own targets, as systemd 252 ships them (Debian 12's package; upstream `units/*.target`
 * at v252 has the same dependency lines). Only the dependency lines are kept. The boot graph adds a
 * target when something names it or when the boot pulls it in from multi-user.target.
 * test/boot-systemd-targets.test.ts compares this table with the unit files of the installed systemd.
 */
export interface TargetLines {
  after: string[];
  before: string[];
  requires: string[];
  wants: string[];
  defaultDependencies: boolean;
}

const t = (lines: Partial<TargetLines>): TargetLines => ({ after: [], before: [], requires: [], wants: [], defaultDependencies: true, ...lines });

/** The standard targets, by name. `tmp.mount`, rescue and emergency units are named but not modelled. */
export const SYSTEMD_TARGETS: Readonly<Record<string, TargetLines>> = {
  'multi-user.target': t({ requires: ['basic.target'], after: ['basic.target', 'rescue.service', 'rescue.target'] }),
  'graphical.target': t({ requires: ['multi-user.target'], wants: ['display-manager.service'], after: ['multi-user.target', 'rescue.service', 'rescue.target', 'display-manager.service'] }),
  'basic.target': t({ requires: ['sysinit.target'], wants: ['sockets.target', 'timers.target', 'paths.target', 'slices.target', 'tmp.mount'], after: ['sysinit.target', 'sockets.target', 'paths.target', 'slices.target', 'tmp.mount'] }),
  'sysinit.target': t({ wants: ['local-fs.target', 'swap.target'], after: ['local-fs.target', 'swap.target'], before: ['emergency.service', 'emergency.target'] }),
  'local-fs.target': t({ defaultDependencies: false, after: ['local-fs-pre.target'] }),
  'local-fs-pre.target': t({}),
  'remote-fs.target': t({ defaultDependencies: false, after: ['remote-fs-pre.target'] }),
  'remote-fs-pre.target': t({}),
  'swap.target': t({}),
  'sockets.target': t({}),
  'timers.target': t({ defaultDependencies: false }),
  'paths.target': t({}),
  'slices.target': t({ wants: ['-.slice', 'system.slice'], after: ['-.slice', 'system.slice'] }),
  'network.target': t({ after: ['network-pre.target'] }),
  'network-pre.target': t({}),
  'network-online.target': t({ after: ['network.target'] }),
  'nss-lookup.target': t({}),
  'nss-user-lookup.target': t({}),
  'time-set.target': t({}),
  'time-sync.target': t({ wants: ['time-set.target'], after: ['time-set.target'] }),
  'getty.target': t({}),
  'getty-pre.target': t({}),
  'cryptsetup.target': t({}),
  'cryptsetup-pre.target': t({ before: ['cryptsetup.target'] }),
  'remote-cryptsetup.target': t({ defaultDependencies: false, after: ['remote-fs-pre.target', 'cryptsetup-pre.target'] }),
  'emergency.target': t({ requires: ['emergency.service'], after: ['emergency.service'] }),
  'rescue.target': t({ requires: ['sysinit.target', 'rescue.service'], after: ['sysinit.target', 'rescue.service'] }),
  'shutdown.target': t({ defaultDependencies: false }),
  'umount.target': t({ defaultDependencies: false }),
};

/** Where the table's lines come from, for edge origins. */
export const SYSTEMD_UNITS_SOURCE = 'systemd 252: units';

/**
 * Units the OS image usually ships on a kops node (named by kops's own units or commonly by hooks).
 * The graph shows them, but cannot know their lines or who starts them, so they take no part in
 * cycles or in what kubelet waits for.
 */
export const OS_UNITS: ReadonlySet<string> = new Set([
  'dbus.service', 'dbus.socket', 'firewalld.service', 'locksmithd.service', 'update-engine.service', 'systemd-networkd.service',
  'systemd-networkd-wait-online.service', 'systemd-resolved.service', 'systemd-timesyncd.service', 'systemd-journald.service',
  'systemd-journald.socket', 'systemd-udevd.service', 'systemd-udev-settle.service', 'systemd-udev-trigger.service',
  'systemd-modules-load.service', 'systemd-sysctl.service', 'systemd-tmpfiles-setup.service', 'systemd-remount-fs.service',
  'systemd-logind.service', 'NetworkManager.service', 'NetworkManager-wait-online.service', 'networking.service',
  'chronyd.service', 'chrony.service', 'ntp.service', 'ntpd.service', 'cloud-init.service', 'cloud-init-local.service',
  'cloud-config.service', 'cloud-final.service', 'sshd.service', 'ssh.service', 'rescue.service', 'emergency.service',
  'display-manager.service', 'tmp.mount', '-.mount', '-.slice', 'system.slice', 'containerd.socket',
]);
