import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SYSTEMD_TARGETS } from '../src/core/boot/systemd-targets.ts';
import type { BootGraph } from '../src/core/boot/types.ts';
import { nodeContext } from '../src/core/kops/node-context.ts';
import { nodeUnits, type NodeUnit } from '../src/core/kops/node-units.ts';
import type { Analysis, GroupPlan } from '../src/core/types.ts';
import { SYSTEMD_ANALYZE } from './systemd-analyze.ts';

const SYSTEMCTL = '/usr/bin/systemctl';
const HOST_UNITS = '/lib/systemd/system';

/** What a stand-in's own section needs so that systemd loads it (the type's required setting). */
function ownSection(u: NodeUnit): string {
  const type = u.unit.slice(u.unit.lastIndexOf('.') + 1);
  const slice = u.lines.slice ? `Slice=${u.lines.slice}\n` : '';
  switch (type) {
    case 'service': return `[Service]\n${u.oneshot ? 'Type=oneshot\n' : ''}ExecStart=/bin/true\n${slice}`;
    case 'timer': return `[Timer]\n${u.unit === 'logrotate.timer' ? 'OnCalendar=hourly' : 'OnUnitInactiveSec=10s'}\n`;
    case 'socket': return '[Socket]\nListenStream=/run/stand-in.sock\n';
    case 'mount': return `[Mount]\nWhat=none\nWhere=/${u.unit.slice(0, -'.mount'.length).replace(/-/g, '/')}\nType=tmpfs\n`;
    default: return '';
  }
}

/**
 * A stand-in for a unit kops manages: its [Unit] ordering and dependency lines and its [Install]
 * from node-units.ts (../shared/KOPS-NODE-UNITS.md), and just enough of its own section to load.
 */
export function standIn(u: NodeUnit): string {
  const l = u.lines;
  const line = (key: string, values: string[]): string => (values.length > 0 ? `${key}=${values.join(' ')}\n` : '');
  return `[Unit]\nDescription=stand-in for kops's ${u.unit}\n${l.defaultDependencies ? '' : 'DefaultDependencies=no\n'}`
    + line('After', l.after) + line('Before', l.before) + line('Requires', l.requires) + line('Wants', l.wants) + line('PartOf', l.partOf)
    + `\n${ownSection(u)}` + (l.wantedBy.length > 0 ? `\n[Install]\nWantedBy=${l.wantedBy.join(' ')}\n` : '');
}

/** True when a swap unit keeps its default dependencies (read with a regular expression, not with the core). */
function swapWithDefaults(unit: string, definition: string): boolean {
  return unit.endsWith('.swap') && !/^\s*DefaultDependencies\s*=\s*(no|false|off|0|n|f)\s*$/im.test(definition);
}

/**
 * Writes the node of `group` into `root` as systemd would find it after nodeup: the hooks' unit
 * files and stand-ins for kops's units under /lib/systemd/system, systemd's standard targets
 * copied from the installed systemd, and every unit enabled with the real `systemctl --root
 * enable` (nodeup enables every hook and the kops units with [Install]). Returns the units nodeup
 * starts, for `systemd-analyze verify`.
 */
export async function writeNode(root: string, analysis: Analysis, group: GroupPlan, graph: BootGraph): Promise<string[]> {
  const dir = join(root, 'lib/systemd/system');
  mkdirSync(dir, { recursive: true });
  for (const target of Object.keys(SYSTEMD_TARGETS)) copyFileSync(join(HOST_UNITS, target), join(dir, target));
  const enable: string[] = [];
  const written = new Set<string>();
  for (const task of group.tasks) {
    if (task.definition === null || written.has(task.unit)) continue;
    written.add(task.unit);
    writeFileSync(join(dir, task.unit), task.definition);
    if (task.enabled) enable.push(task.unit);
    // systemd leaves out a swap unit's default dependencies inside a container (swap.c,
    // detect_container), and this test runs in one: a drop-in gives back what a node has.
    if (swapWithDefaults(task.unit, task.definition)) {
      mkdirSync(join(root, `etc/systemd/system/${task.unit}.d`), { recursive: true });
      writeFileSync(join(root, `etc/systemd/system/${task.unit}.d/node.conf`), '[Unit]\nBefore=swap.target\n');
    }
  }
  for (const u of nodeUnits(nodeContext(analysis, group.role))) {
    if (written.has(u.unit)) continue;
    written.add(u.unit);
    writeFileSync(join(dir, u.unit), standIn(u));
    if (u.lines.wantedBy.length > 0) enable.push(u.unit);
  }
  // nodeup runs `systemctl enable` unit by unit; one that systemctl refuses (masked, a bad name)
  // stays disabled without stopping the others. One call for all is much faster, so fall back to
  // one call per unit only when it fails.
  const run = (units: string[]): Promise<boolean> => new Promise((resolve) => {
    spawn(SYSTEMCTL, [`--root=${root}`, 'enable', ...units], { env: {}, stdio: 'ignore' }).on('close', (code) => resolve(code === 0));
  });
  if (enable.length > 0 && !(await run(enable))) for (const unit of enable) await run([unit]);
  return graph.nodes.filter((n) => n.job && (n.start.nodeup || n.start.protokube)).map((n) => n.unit);
}

/** One cycle systemd reported, in boot order (each unit starts before the next). */
export type ReportedCycle = string[];

/**
 * Runs `systemd-analyze verify` in `root` on multi-user.target (the boot) and on each unit nodeup
 * starts, and returns every ordering cycle it reports. systemd prints a cycle as "Found ordering
 * cycle on X/start" then "Found dependency on Y/start"... walking back against the start order
 * (src/core/transaction.c transaction_verify_order_one), so the list is reversed here. Also the
 * jobs it deleted to break them, and the units it refuses to load as API file systems (see
 * `refused` in boot-diff.test.ts). With `starts` empty, only the boot's own transaction runs.
 */
export function verifyCycles(root: string, starts: string[]): Promise<{ cycles: ReportedCycle[]; refused: string[]; deleted: string[]; unbreakable: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(SYSTEMD_ANALYZE, ['verify', `--root=${root}`, '--man=no', '--generators=no', '--recursive-errors=one', 'multi-user.target', ...starts], { env: {} });
    let out = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.stderr.on('data', (b: Buffer) => (out += b.toString()));
    child.on('close', () => {
      const cycles: ReportedCycle[] = [];
      let current: string[] | null = null;
      for (const line of out.split('\n')) {
        const first = /Found ordering cycle on (.+)\/[a-z-]+$/.exec(line);
        const next = /Found dependency on (.+)\/[a-z-]+$/.exec(line);
        if (first) {
          if (current) cycles.push(current.reverse());
          current = [first[1] as string];
        } else if (next && current) current.push(next[1] as string);
        else if (current) {
          cycles.push(current.reverse());
          current = null;
        }
      }
      if (current) cycles.push(current.reverse());
      const refused = [...out.matchAll(/^(\S+): Cannot create mount unit for API file system/gm)].map((m) => m[1] as string);
      const deleted = [...out.matchAll(/Job (\S+)\/[a-z-]+ deleted to break ordering cycle/g)].map((m) => m[1] as string);
      resolve({ cycles, refused, deleted, unbreakable: /Unable to break cycle/.test(out), output: out });
    });
  });
}
