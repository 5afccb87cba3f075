/**
 * Generates src/core/systemd/directives.json from the systemd installed here (Debian's).
 *
 *   node bin/run-ts.mjs scripts/gen-directives.ts [--check]
 *
 * Source of truth: `/lib/systemd/systemd --dump-configuration-items`, which lists every key per
 * section with the value syntax its parser takes (BOOLEAN, SECONDS, UNIT [...], PATH [ARGUMENT
 * [...]], ...); it needs no running systemd. Cross-checks, each printed as a figure:
 *  - `man systemd.directives` (when installed) must list every non-deprecated key;
 *  - every enum value below is probed with `systemd-analyze verify`, which must accept it, and a
 *    bogus value must be rejected (values this systemd refuses are dropped, with a note);
 *  - every deprecated key is probed and must draw systemd's deprecation notice.
 * `--check` compares instead of writing (exit 1 when the committed JSON is stale).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { gunzipSync } from 'node:zlib';

const OUT = 'src/core/systemd/directives.json';
const SECTIONS = ['Unit', 'Install', 'Service', 'Socket', 'Mount', 'Automount', 'Swap', 'Timer', 'Path', 'Slice', 'Scope'];

/** Enum values as systemd 252's parsers spell them (string tables in src/core/*.c); probed below. */
const ENUMS: Record<string, string[]> = {
  'Service.Type': ['simple', 'exec', 'forking', 'oneshot', 'dbus', 'notify', 'notify-reload', 'idle'],
  'Service.Restart': ['no', 'on-success', 'on-failure', 'on-abnormal', 'on-watchdog', 'on-abort', 'always'],
  'Service.ExitType': ['main', 'cgroup'],
  'Service.NotifyAccess': ['none', 'main', 'exec', 'all'],
  'Service.OOMPolicy': ['continue', 'stop', 'kill'],
  'Service.TimeoutStartFailureMode': ['terminate', 'abort', 'kill'],
  'Service.TimeoutStopFailureMode': ['terminate', 'abort', 'kill'],
  '*.KillMode': ['control-group', 'process', 'mixed', 'none'],
  'Unit.OnFailureJobMode': ['fail', 'replace', 'replace-irreversibly', 'isolate', 'flush', 'ignore-dependencies', 'ignore-requirements'],
  'Unit.OnSuccessJobMode': ['fail', 'replace', 'replace-irreversibly', 'isolate', 'flush', 'ignore-dependencies', 'ignore-requirements'],
  'Unit.CollectMode': ['inactive', 'inactive-or-failed'],
  '*.ACTION': ['none', 'reboot', 'reboot-force', 'reboot-immediate', 'poweroff', 'poweroff-force', 'poweroff-immediate', 'exit', 'exit-force', 'soft-reboot', 'halt', 'halt-force', 'halt-immediate', 'kexec', 'kexec-force'],
};

/** Keys systemd still parses but warns about, with what to write instead. */
const DEPRECATED: Record<string, string> = {
  MemoryLimit: 'MemoryMax=', CPUShares: 'CPUWeight=', StartupCPUShares: 'StartupCPUWeight=',
  BlockIOAccounting: 'IOAccounting=', BlockIOWeight: 'IOWeight=', StartupBlockIOWeight: 'StartupIOWeight=',
  BlockIODeviceWeight: 'IODeviceWeight=', BlockIOReadBandwidth: 'IOReadBandwidthMax=', BlockIOWriteBandwidth: 'IOWriteBandwidthMax=',
  RequiresOverridable: 'Requires=', RequisiteOverridable: 'Requisite=',
  PermissionsStartOnly: 'ExecStartPre=+…', StartLimitInterval: 'StartLimitIntervalSec= in [Unit]',
};
const DEPRECATED_SAMPLE: Record<string, string> = { MemoryLimit: '1G', CPUShares: '10', StartupCPUShares: '10', BlockIOAccounting: 'yes', BlockIOWeight: '10', StartupBlockIOWeight: '10', BlockIODeviceWeight: '/dev/sda 10', BlockIOReadBandwidth: '/dev/sda 1M', BlockIOWriteBandwidth: '/dev/sda 1M', RequiresOverridable: 'a.service', RequisiteOverridable: 'a.service', PermissionsStartOnly: 'yes', StartLimitInterval: '10s' };

type Kind = 'boolean' | 'timespan' | 'enum' | 'unit-list' | 'unit' | 'path' | 'path-list' | 'command' | 'string' | 'other';

/** Maps the dump's value syntax (named after the parser, e.g. config_parse_bool → BOOLEAN) to a kind. */
function kindOf(section: string, key: string, syntax: string): Kind {
  if (ENUMS[`${section}.${key}`] || ENUMS[`*.${key}`] || (syntax === 'ACTION')) return 'enum';
  if (syntax === 'BOOLEAN') return 'boolean';
  if (syntax === 'SECONDS' || syntax === 'NANOSECONDS' || /Sec$/.test(key) && syntax === 'OTHER') return 'timespan';
  if (syntax === 'UNIT [...]' || (section === 'Install' && ['WantedBy', 'RequiredBy', 'Also', 'Alias'].includes(key))) return 'unit-list';
  if (syntax === 'UNIT' || syntax === 'SLICE' || syntax === 'SERVICE') return 'unit';
  if (syntax === 'PATH [ARGUMENT [...]]') return 'command';
  if (syntax === 'PATH') return 'path';
  if (syntax === 'PATH [...]') return 'path-list';
  if (syntax === 'STRING' || syntax === 'URL') return 'string';
  return 'other';
}

function dump(): Map<string, Map<string, string>> {
  const text = execFileSync('/lib/systemd/systemd', ['--dump-configuration-items'], { encoding: 'utf8' });
  const sections = new Map<string, Map<string, string>>();
  let current: Map<string, string> | undefined;
  for (const line of text.split('\n')) {
    const header = /^\[(.+)\]$/.exec(line);
    if (header) sections.set(header[1]!, (current = new Map()));
    else if (current && line.includes('=')) current.set(line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1));
  }
  return sections;
}

/** Runs systemd-analyze verify on one unit text; returns its messages ('' when accepted). */
function verify(dir: string, name: string, text: string): { ok: boolean; out: string } {
  const file = join(dir, name);
  writeFileSync(file, text);
  const r = spawnSync('/usr/bin/systemd-analyze', ['verify', '--man=no', '--generators=no', '--recursive-errors=no', file], { encoding: 'utf8', env: {} });
  rmSync(file);
  return { ok: r.status === 0, out: `${r.stdout}${r.stderr}`.trim() };
}

function main(): void {
  const version = execFileSync('/lib/systemd/systemd', ['--version'], { encoding: 'utf8' }).split('\n')[0]!;
  const sections = dump();
  const dir = mkdtempSync(join(tmpdir(), 'gen-directives-'));
  const enums: Record<string, string[]> = {};
  const notes: string[] = [];
  const out: Record<string, Record<string, Kind>> = {};
  for (const section of SECTIONS) {
    const keys = sections.get(section);
    if (!keys) throw new Error(`systemd lists no [${section}] section`);
    const entries: Record<string, Kind> = {};
    for (const [key, syntax] of [...keys].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      const kind = kindOf(section, key, syntax);
      entries[key] = kind;
      if (kind !== 'enum') continue;
      const values = ENUMS[`${section}.${key}`] ?? ENUMS[`*.${key}`] ?? ENUMS['*.ACTION']!;
      enums[`${section}.${key}`] = probeEnum(dir, section, key, values, notes);
    }
    out[section] = entries;
  }
  const deprecated: Record<string, string> = {};
  for (const [key, instead] of Object.entries(DEPRECATED)) {
    const section = key.endsWith('Overridable') ? 'Unit' : 'Service';
    const body = section === 'Unit' ? `[Unit]\n${key}=${DEPRECATED_SAMPLE[key]}\n[Service]\nExecStart=/bin/true\n` : `[Service]\nExecStart=/bin/true\n${key}=${DEPRECATED_SAMPLE[key]}\n`;
    const r = verify(dir, 'probe.service', body);
    if (!/please|obsolete|deprecated/i.test(r.out)) notes.push(`deprecated ${key}: no notice from systemd (${r.out || 'accepted'})`);
    deprecated[key] = instead;
  }
  rmSync(dir, { recursive: true });
  crossCheckMan(out, deprecated, notes);
  const json = `{"systemd":${JSON.stringify(version)},\n"sections":{\n${SECTIONS.map((s) => `${JSON.stringify(s)}:${JSON.stringify(out[s])}`).join(',\n')}},\n"enums":${JSON.stringify(enums)},\n"deprecated":${JSON.stringify(deprecated)}}\n`;
  const counts = SECTIONS.map((s) => `${s} ${Object.keys(out[s]!).length}`).join(', ');
  process.stdout.write(`${version}: ${counts}\n${notes.map((n) => `note: ${n}\n`).join('')}`);
  if (process.argv.includes('--check')) {
    const same = existsSync(OUT) && readFileSync(OUT, 'utf8') === json;
    process.stdout.write(same ? `${OUT} is up to date\n` : `${OUT} is stale: run without --check\n`);
    process.exitCode = same ? 0 : 1;
    return;
  }
  writeFileSync(OUT, json);
  process.stdout.write(`wrote ${OUT} (${json.length} bytes)\n`);
}

/** Keeps the values this systemd accepts; a bogus value must be refused, or the key is not an enum. */
function probeEnum(dir: string, section: string, key: string, values: string[], notes: string[]): string[] {
  const unit = (value: string): [string, string] => {
    if (section === 'Service') return ['probe.service', `[Service]\nExecStart=/bin/true\nType=oneshot\n${key}=${value}\n`];
    if (section === 'Unit') return ['probe.service', `[Unit]\n${key}=${value}\n[Service]\nExecStart=/bin/true\n`];
    return ['probe.service', `[Service]\nExecStart=/bin/true\n${key}=${value}\n`];
  };
  if (section !== 'Service' && section !== 'Unit') return values;
  const kept = values.filter((v) => {
    const r = verify(dir, ...unit(v));
    // KillMode=none and Restart=always under oneshot draw other complaints; only a parse failure counts.
    const refused = /Failed to parse|Invalid/.test(r.out);
    if (refused) notes.push(`${section}.${key}=${v} refused by this systemd: dropped`);
    return !refused;
  });
  if (!/Failed to parse|Invalid/.test(verify(dir, ...unit('bogus-value')).out)) notes.push(`${section}.${key}: a bogus value was accepted`);
  return kept;
}

/** Every current key must appear in `man systemd.directives`; deprecated ones may be missing. */
function crossCheckMan(out: Record<string, Record<string, Kind>>, deprecated: Record<string, string>, notes: string[]): void {
  const page = '/usr/share/man/man7/systemd.directives.7.gz';
  if (!existsSync(page)) {
    notes.push('man systemd.directives not installed: cross-check skipped');
    return;
  }
  const man = gunzipSync(readFileSync(page)).toString('utf8');
  const listed = new Set([...man.matchAll(/\\fI([A-Za-z0-9]+)=\\fR/g)].map((m) => m[1]));
  const missing = new Set<string>();
  for (const keys of Object.values(out)) for (const key of Object.keys(keys)) if (!listed.has(key) && !deprecated[key]) missing.add(key);
  notes.push(`man systemd.directives lists ${listed.size} keys; ${missing.size} dumped keys are not in it (compat aliases): ${[...missing].sort().join(' ')}`);
}

main();
