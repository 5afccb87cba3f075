import { effectiveEntries, lastValue, type ParsedUnit, type UnitEntry } from '../systemd/unit-parser.ts';

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

/** A list no unit adds to (shared: most units have no Requires=, BindsTo=... and a lint reads thousands). */
const NO_REFS = Object.freeze([]) as unknown as DepRef[];

/**
 * `into` with the dependency names of `value` (a space-separated list) appended, made when the
 * first name comes (null until then). Words are the runs between spaces and tabs, as
 * `value.split(/[ \t]+/)` less its empty strings.
 */
function pushWords(into: DepRef[] | null, value: string, line: number): DepRef[] | null {
  let out = into;
  const n = value.length;
  let i = 0;
  while (i < n) {
    while (i < n && (value.charCodeAt(i) === 32 || value.charCodeAt(i) === 9)) i++;
    const from = i;
    while (i < n && value.charCodeAt(i) !== 32 && value.charCodeAt(i) !== 9) i++;
    if (i > from) {
      const w = value.slice(from, i);
      if (isDependencyName(w)) (out ??= []).push({ unit: w, line });
    }
  }
  return out;
}

/** The names of an [Install] list: its entries after the last reset. */
function installRefs(entries: UnitEntry[] | null): DepRef[] {
  let out: DepRef[] | null = null;
  if (entries) for (const e of entries) out = pushWords(out, e.value, e.line);
  return out ?? NO_REFS;
}

/** Unit types that may be placed in a slice (`Slice=`). */
const SLICE_OWNERS = new Set(['service', 'socket', 'mount', 'swap', 'scope']);

/**
 * The dependency lines of a hook's unit file. Only what systemd reads counts: `[Unit]` (every
 * assignment: systemd cannot reset a dependency list, an empty `After=` does nothing), `[Install]`
 * (where an empty assignment does reset the list) and the type's own section for `Slice=`, `Unit=`
 * and `Service=`. An `After=` that landed in `[Service]` (a manifest wrapped by kops) is no edge.
 */
export function hookUnitDeps(unit: string, parsed: ParsedUnit): UnitDeps {
  const type = unitType(unit);
  const own = type.charAt(0).toUpperCase() + type.slice(1);
  // One pass over the entries (a lint of 10,000 hooks reads as many files): [Unit] lists in file
  // order, the last [Install] reset of each list (an empty assignment), and the last value of each
  // single setting read below. Lists are made only when a name comes.
  let after: DepRef[] | null = null;
  let before: DepRef[] | null = null;
  let requires: DepRef[] | null = null;
  let wants: DepRef[] | null = null;
  let bindsTo: DepRef[] | null = null;
  let requisite: DepRef[] | null = null;
  let wantedBy: UnitEntry[] | null = null;
  let requiredBy: UnitEntry[] | null = null;
  let defaultDependencies: string | undefined;
  let serviceType: string | undefined;
  let slice: UnitEntry | undefined;
  let startTimeout = false;
  for (const e of parsed.entries) {
    if (e.section === 'Unit') {
      switch (e.key) {
        case 'After': after = pushWords(after, e.value, e.line); break;
        case 'Before': before = pushWords(before, e.value, e.line); break;
        case 'Requires': requires = pushWords(requires, e.value, e.line); break;
        case 'Wants': wants = pushWords(wants, e.value, e.line); break;
        case 'BindsTo': bindsTo = pushWords(bindsTo, e.value, e.line); break;
        case 'Requisite': requisite = pushWords(requisite, e.value, e.line); break;
        case 'DefaultDependencies': defaultDependencies = e.value; break;
      }
    } else if (e.section === 'Install') {
      if (e.key === 'WantedBy') {
        if (e.value === '') wantedBy = null;
        else (wantedBy ??= []).push(e);
      } else if (e.key === 'RequiredBy') {
        if (e.value === '') requiredBy = null;
        else (requiredBy ??= []).push(e);
      }
    } else if (e.section === own) {
      if (e.key === 'Slice') slice = e;
      else if (type === 'service') {
        if (e.key === 'Type') serviceType = e.value;
        else if ((e.key === 'TimeoutStartSec' || e.key === 'TimeoutSec') && e.value !== '') startTimeout = true;
      }
    }
  }
  const options = type === 'mount' ? lastValue(parsed, 'Mount', 'Options') ?? '' : '';
  const oneshot = type === 'service' && (serviceType ?? 'simple') === 'oneshot';
  return {
    unit, type,
    after: after ?? NO_REFS, before: before ?? NO_REFS, requires: requires ?? NO_REFS, wants: wants ?? NO_REFS,
    bindsTo: bindsTo ?? NO_REFS, requisite: requisite ?? NO_REFS,
    wantedBy: installRefs(wantedBy), requiredBy: installRefs(requiredBy),
    defaultDependencies: parseBoolean(defaultDependencies) ?? true,
    slice: SLICE_OWNERS.has(type) && slice ? entryRef(slice) : null,
    triggers: triggerOf(unit, type, parsed),
    onCalendar: type === 'timer' && effectiveEntries(parsed, 'Timer', 'OnCalendar').length > 0,
    mountNetwork: type === 'mount' && (NETWORK_FS.has(lastValue(parsed, 'Mount', 'Type') ?? '') || /(^|,)_netdev(,|$)/.test(options)),
    mountNofail: type === 'mount' && /(^|,)nofail(,|$)/.test(options),
    oneshot,
    // oneshotWithoutStartTimeout, from the same pass.
    hangs: oneshot && !startTimeout,
  };
}

/** A line naming one unit (`Slice=`, `Unit=`...) as a dependency, or null when it names none. */
function entryRef(e: UnitEntry): DepRef | null {
  return isDependencyName(e.value) ? { unit: e.value, line: e.line } : null;
}

/** The last `key=` of `section` as a dependency, or null (none, or it names no unit). */
function lastRef(parsed: ParsedUnit, section: string, key: string): DepRef | null {
  const entries = parsed.entries;
  for (let i = entries.length - 1; i >= 0; i--) {
    const x = entries[i] as UnitEntry;
    if (x.section === section && x.key === key) return entryRef(x);
  }
  return null;
}

/** The unit a trigger unit activates: `Unit=` (timer, path) or `Service=` (socket), else the same name as a service (or mount). */
function triggerOf(unit: string, type: string, parsed: ParsedUnit): DepRef | null {
  const base = (): string => unit.slice(0, -type.length - 1);
  if (type === 'timer') return lastRef(parsed, 'Timer', 'Unit') ?? { unit: `${base()}.service`, line: null };
  if (type === 'path') return lastRef(parsed, 'Path', 'Unit') ?? { unit: `${base()}.service`, line: null };
  // A socket with Accept=yes activates instances of a template: no single unit to order.
  if (type === 'socket') return parseBoolean(lastValue(parsed, 'Socket', 'Accept')) ? null : lastRef(parsed, 'Socket', 'Service') ?? { unit: `${base()}.service`, line: null };
  if (type === 'automount') return { unit: `${base()}.mount`, line: null };
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
