import { effectiveEntries, lastValue, type ParsedUnit, type UnitEntry } from '../systemd/unit-parser.ts';
import { oneshotWithoutStartTimeout } from '../systemd/start-timeout.ts';

/** A unit named by a dependency line; `line` is the 0-based line of a hook's unit file (null for kops's units). */
export interface DepRef {
  unit: string;
  line: number | null;
}

/** The dependency lines of one unit, as systemd reads them. */
export interface UnitDeps {
  unit: string;
  /** `service`, `swap`, `timer`... (the name's suffix). */
  type: string;
  after: DepRef[];
  before: DepRef[];
  requires: DepRef[];
  wants: DepRef[];
  bindsTo: DepRef[];
  requisite: DepRef[];
  /** [Install]: these targets want or require the unit once it is enabled. */
  wantedBy: DepRef[];
  requiredBy: DepRef[];
  defaultDependencies: boolean;
  /** `Slice=`: ordered after the slice and requiring it. */
  slice: DepRef | null;
  /** The unit a timer, path, socket or automount activates (ordered after it). */
  triggers: DepRef | null;
  /** A timer with `OnCalendar=` (ordered after time-set.target and time-sync.target). */
  onCalendar: boolean;
  /** A mount that is a network file system, or `nofail` (systemd orders these differently). */
  mountNetwork: boolean;
  mountNofail: boolean;
  oneshot: boolean;
  /** A oneshot with no start timeout (see oneshotWithoutStartTimeout). */
  hangs: boolean;
}

const TYPES = ['service', 'socket', 'device', 'mount', 'automount', 'swap', 'target', 'path', 'timer', 'slice', 'scope'];
const NAME = new RegExp(`^[A-Za-z0-9:_.\\\\-]+(@[A-Za-z0-9:_.\\\\-]+)?\\.(${TYPES.join('|')})$`);

/**
 * True when systemd accepts `name` in a dependency: a full unit name with its type. A bare name
 * (`kubelet`), a template without instance (`a@.service`) or a specifier (`%i`) is dropped or
 * cannot be resolved here, so it makes no edge.
 */
export function isDependencyName(name: string): boolean {
  return name.length <= 255 && NAME.test(name) && !/@\./.test(name);
}

/** The type of a unit name (`a.swap` → `swap`). */
export function unitType(unit: string): string {
  return unit.slice(unit.lastIndexOf('.') + 1);
}

/** systemd's parse_boolean; undefined when the value is not a boolean (systemd then keeps the default). */
function parseBoolean(value: string | undefined): boolean | undefined {
  const v = value?.toLowerCase();
  if (v === undefined) return undefined;
  if (['1', 'yes', 'y', 'true', 't', 'on'].includes(v)) return true;
  if (['0', 'no', 'n', 'false', 'f', 'off'].includes(v)) return false;
  return undefined;
}

// Mount types systemd treats as network file systems (fstab-util.c fstype_is_network).
const NETWORK_FS = new Set(['afs', 'ceph', 'cifs', 'smb3', 'smbfs', 'sshfs', 'ncpfs', 'ncp', 'nfs', 'nfs4', 'gfs', 'gfs2', 'glusterfs', 'pvfs2', 'ocfs2', 'lustre', 'davfs']);

/** Appends the dependency names of `value` (a space-separated list) to `out`. */
function pushWords(out: DepRef[], value: string, line: number): void {
  for (const w of value.split(/[ \t]+/)) if (w !== '' && isDependencyName(w)) out.push({ unit: w, line });
}

/** `[Unit]` keys that list units, and the UnitDeps field each fills. */
const UNIT_LISTS = new Map<string, 'after' | 'before' | 'requires' | 'wants' | 'bindsTo' | 'requisite'>([
  ['After', 'after'], ['Before', 'before'], ['Requires', 'requires'], ['Wants', 'wants'], ['BindsTo', 'bindsTo'], ['Requisite', 'requisite'],
]);

/**
 * The dependency lines of a hook's unit file. Only what systemd reads counts: `[Unit]` (every
 * assignment: systemd cannot reset a dependency list, an empty `After=` does nothing), `[Install]`
 * (where an empty assignment does reset the list) and the type's own section for `Slice=`, `Unit=`
 * and `Service=`. An `After=` that landed in `[Service]` (a manifest wrapped by kops) is no edge.
 */
export function hookUnitDeps(unit: string, parsed: ParsedUnit): UnitDeps {
  const type = unitType(unit);
  const own = type.charAt(0).toUpperCase() + type.slice(1);
  const lists = { after: [] as DepRef[], before: [] as DepRef[], requires: [] as DepRef[], wants: [] as DepRef[], bindsTo: [] as DepRef[], requisite: [] as DepRef[] };
  // One pass over the entries (a lint of 10,000 hooks reads as many files): [Unit] lists in file
  // order, and the last [Install] reset of each list (an empty assignment) remembered.
  const wantedBy: UnitEntry[] = [];
  const requiredBy: UnitEntry[] = [];
  for (const e of parsed.entries) {
    if (e.section === 'Unit') {
      const field = UNIT_LISTS.get(e.key);
      if (field) pushWords(lists[field], e.value, e.line);
    } else if (e.section === 'Install' && (e.key === 'WantedBy' || e.key === 'RequiredBy')) {
      const into = e.key === 'WantedBy' ? wantedBy : requiredBy;
      if (e.value === '') into.length = 0;
      else into.push(e);
    }
  }
  const install = (entries: UnitEntry[]): DepRef[] => {
    const out: DepRef[] = [];
    for (const e of entries) pushWords(out, e.value, e.line);
    return out;
  };
  const single = (section: string, key: string): DepRef | null => {
    const e = parsed.entries.findLast((x) => x.section === section && x.key === key);
    return e && isDependencyName(e.value) ? { unit: e.value, line: e.line } : null;
  };
  const sliceOwner = ['service', 'socket', 'mount', 'swap', 'scope'].includes(type);
  const options = lastValue(parsed, 'Mount', 'Options') ?? '';
  const oneshot = type === 'service' && (lastValue(parsed, 'Service', 'Type') ?? 'simple') === 'oneshot';
  return {
    unit, type,
    ...lists,
    wantedBy: install(wantedBy), requiredBy: install(requiredBy),
    defaultDependencies: parseBoolean(lastValue(parsed, 'Unit', 'DefaultDependencies')) ?? true,
    slice: sliceOwner ? single(own, 'Slice') : null,
    triggers: triggerOf(unit, type, parsed),
    onCalendar: type === 'timer' && effectiveEntries(parsed, 'Timer', 'OnCalendar').length > 0,
    mountNetwork: type === 'mount' && (NETWORK_FS.has(lastValue(parsed, 'Mount', 'Type') ?? '') || /(^|,)_netdev(,|$)/.test(options)),
    mountNofail: type === 'mount' && /(^|,)nofail(,|$)/.test(options),
    oneshot,
    hangs: oneshot && oneshotWithoutStartTimeout(parsed),
  };
}

/** The unit a trigger unit activates: `Unit=` (timer, path) or `Service=` (socket), else the same name as a service (or mount). */
function triggerOf(unit: string, type: string, parsed: ParsedUnit): DepRef | null {
  const base = unit.slice(0, -type.length - 1);
  const set = (section: string, key: string): DepRef | null => {
    const e = parsed.entries.findLast((x) => x.section === section && x.key === key);
    return e && isDependencyName(e.value) ? { unit: e.value, line: e.line } : null;
  };
  if (type === 'timer') return set('Timer', 'Unit') ?? { unit: `${base}.service`, line: null };
  if (type === 'path') return set('Path', 'Unit') ?? { unit: `${base}.service`, line: null };
  // A socket with Accept=yes activates instances of a template: no single unit to order.
  if (type === 'socket') return parseBoolean(lastValue(parsed, 'Socket', 'Accept')) ? null : set('Socket', 'Service') ?? { unit: `${base}.service`, line: null };
  if (type === 'automount') return { unit: `${base}.mount`, line: null };
  return null;
}

/** The dependency lines of a unit kops manages (from node-units.ts), in the same shape as a hook's. */
export function kopsUnitDeps(unit: string, lines: {
  after: string[]; before: string[]; requires: string[]; wants: string[]; wantedBy: string[]; defaultDependencies: boolean; slice?: string;
}, oneshot: boolean): UnitDeps {
  const refs = (names: string[]): DepRef[] => names.map((u) => ({ unit: u, line: null }));
  const type = unitType(unit);
  const base = unit.slice(0, -type.length - 1);
  return {
    unit, type,
    after: refs(lines.after), before: refs(lines.before), requires: refs(lines.requires), wants: refs(lines.wants),
    bindsTo: [], requisite: [], wantedBy: refs(lines.wantedBy), requiredBy: [],
    defaultDependencies: lines.defaultDependencies,
    slice: lines.slice ? { unit: lines.slice, line: null } : null,
    // kops's timers name their service with Unit= or share its name (docker-healthcheck, logrotate).
    triggers: type === 'timer' || type === 'socket' ? { unit: `${base}.service`, line: null } : null,
    onCalendar: unit === 'logrotate.timer',
    mountNetwork: false, mountNofail: false,
    oneshot, hangs: false,
  };
}
