import type { DepRef, UnitDeps } from './unit-deps.ts';

/** A dependency systemd adds by itself to one unit. */
export interface ImplicitDep {
  type: 'implicit-after' | 'requires' | 'wants';
  /** For `implicit-after`, `from` starts before `to`; for `requires` and `wants`, `from` pulls in `to`. */
  from: string;
  to: string;
  /** What systemd does, in a few words (shown as the edge's origin). */
  rule: string;
  /** The unit line that made systemd add it (`Slice=`, `Unit=`), if any. */
  line: number | null;
}

const after = (u: string, target: string, rule: string, line: number | null = null): ImplicitDep => ({ type: 'implicit-after', from: target, to: u, rule, line });
const before = (u: string, target: string, rule: string, line: number | null = null): ImplicitDep => ({ type: 'implicit-after', from: u, to: target, rule, line });
const requires = (u: string, target: string, rule: string, line: number | null = null): ImplicitDep => ({ type: 'requires', from: u, to: target, rule, line });

/**
 * What systemd 252 adds to a unit of the system manager by itself, where it matters for the boot
 * order (a unit started at boot can only meet units that also start then, so `shutdown.target`,
 * `umount.target` and the journal socket are left out):
 * - `DefaultDependencies=yes` (the default), per type (systemd.service(5), systemd.socket(5),
 *   systemd.timer(5), systemd.path(5), systemd.mount(5), systemd.swap(5), systemd.automount(5);
 *   src/core/{service,socket,timer,path,mount,swap,automount}.c `*_add_default_dependencies`);
 * - whatever the default: a timer, path or socket orders itself before the unit it activates, and
 *   `Slice=` orders a unit after its slice and requires it.
 * A target's own implicit ordering (after what it wants) depends on the whole graph: see boot-edges.ts.
 */
export function systemdDefaults(d: UnitDeps): ImplicitDep[] {
  let known = DEFAULTS.get(d);
  if (!known) DEFAULTS.set(d, (known = computeDefaults(d)));
  return known;
}

// A hook's UnitDeps is shared by every group that writes the same file (lint memoises it).
const DEFAULTS = new WeakMap<UnitDeps, ImplicitDep[]>();

function computeDefaults(d: UnitDeps): ImplicitDep[] {
  const u = d.unit;
  const out: ImplicitDep[] = [];
  const trigger = (ref: DepRef | null): void => {
    if (ref && ref.unit !== u) out.push(before(u, ref.unit, `a .${d.type} unit is ordered before the unit it activates`, ref.line));
  };
  trigger(d.triggers);
  if (d.slice && d.slice.unit !== u) {
    out.push(after(u, d.slice.unit, 'Slice= orders a unit after its slice', d.slice.line), requires(u, d.slice.unit, 'Slice= requires the slice', d.slice.line));
  }
  if (!d.defaultDependencies) return out;
  const early = (why: string): void => {
    out.push(after(u, 'sysinit.target', why), requires(u, 'sysinit.target', why));
  };
  switch (d.type) {
    case 'service':
      early('default dependencies of a service');
      out.push(after(u, 'basic.target', 'default dependencies of a service'));
      break;
    case 'socket':
      early('default dependencies of a socket');
      out.push(before(u, 'sockets.target', 'default dependencies of a socket'));
      break;
    case 'timer':
      early('default dependencies of a timer');
      out.push(before(u, 'timers.target', 'default dependencies of a timer'));
      if (d.onCalendar) out.push(after(u, 'time-set.target', 'a timer with OnCalendar='), after(u, 'time-sync.target', 'a timer with OnCalendar='));
      break;
    case 'path':
      early('default dependencies of a path unit');
      out.push(before(u, 'paths.target', 'default dependencies of a path unit'));
      break;
    case 'mount': {
      const why = d.mountNetwork ? 'default dependencies of a network mount' : 'default dependencies of a mount';
      out.push(after(u, d.mountNetwork ? 'remote-fs-pre.target' : 'local-fs-pre.target', why));
      if (!d.mountNofail) out.push(before(u, d.mountNetwork ? 'remote-fs.target' : 'local-fs.target', why));
      if (d.mountNetwork) {
        out.push(after(u, 'network.target', why), after(u, 'network-online.target', why), { type: 'wants', from: u, to: 'network-online.target', rule: why, line: null });
      }
      break;
    }
    case 'swap':
      // systemd skips this inside a container (swap.c: detect_container()); a node is no container.
      out.push(before(u, 'swap.target', 'default dependencies of a swap unit'));
      break;
    case 'automount':
      out.push(before(u, 'local-fs.target', 'default dependencies of an automount'));
      break;
    default:
      break;
  }
  return out;
}
