import { UnitBuilder, manifestOrigins, type UnitFrame } from '../systemd/unit-builder.ts';
import type {
  ApiVersion, Behaviour, Distro, GroupPlan, HookList, HookRef, HookSpec, LineOrigin, Role, Runtime, SkippedHook, Task,
} from '../types.ts';
import { execContainer, goTrimSpace } from './exec-container.ts';
import { goQuote, hookMatchesRole, isHookDisabled, unitName } from './hook-state.ts';
import { nodeUnitSet } from './node-unit-set.ts';
import type { NodeContext } from './node-units.ts';
import { nodeupActions } from './nodeup-actions.ts';
import { unitPath } from './paths.ts';

/** Everything nodeup knows about one instance group. */
export interface GroupInput {
  name: string;
  role: Role;
  /** Document index of the InstanceGroup, or null for a virtual group. */
  document: number | null;
  instanceGroupHooks: readonly HookSpec[];
  clusterHooks: readonly HookSpec[];
}

/** The settings that shape every group the same way. */
export interface PlanSettings {
  behaviour: Behaviour;
  /** The node's container runtime, and the tool that runs exec hooks (see runtime.ts). */
  runtime: Runtime;
  exec: Runtime;
  distro: Distro;
  /** The Cluster's name and node settings, or null without a Cluster document. */
  cluster: NodeContext['cluster'];
  /** API version of each document, by document index. */
  apiVersions: readonly ApiVersion[];
}

type Rendered = { definition: string; lineOrigins: LineOrigin[] } | { skip: 'no-manifest-or-exec' | 'empty-image' };
type Planned = Task | 'no-manifest-or-exec' | 'empty-image';

/**
 * Tasks already made in one plan, by hook and name. A cluster hook gives the same task in every
 * group that keeps its name (a task is the hook's place, its name and the settings, never the
 * group), so planning 20 groups makes it once and every group holds the very same object. Only
 * valid for one PlanSettings. A task reads the hook's values and place, never its ranges, so a
 * memo may also answer for a hook that equals an earlier one moved in the text (core/incremental
 * keys it that way).
 */
export interface PlanMemo {
  get(hook: HookSpec): Map<string, unknown> | undefined;
  set(hook: HookSpec, built: Map<string, unknown>): unknown;
}

/** A fresh memo for planning several groups with the same settings. */
export function planMemo(): PlanMemo {
  return new WeakMap<HookSpec, Map<string, unknown>>();
}

/**
 * The task keys nodeup's other builders add on a node of `role` (kubelet, the runtime, protokube...
 * where they surely exist: KOPS-NODE-UNITS.md section 1). A hook whose unit has one of these names
 * makes nodeup abort exactly like two colliding hooks. kops-configuration (a separate install run),
 * update-service (kops yields to the hook) and the units a hook meets otherwise (HookCollision:
 * docker-healthcheck's model tree before 1.18, kubelet's slices, which come after the hooks) are
 * not among them.
 */
export function nodeupTaskKeys(role: Role, s: Pick<PlanSettings, 'behaviour' | 'runtime' | 'distro' | 'cluster'>): Set<string> {
  const units = nodeUnitSet({ behaviour: s.behaviour, role, runtime: s.runtime, distro: s.distro, cluster: s.cluster });
  return new Set(units.filter((u) => u.known && u.origin === 'task' && !u.yieldsToHook && !u.hookCollision).map((u) => `Service/${u.unit}`));
}

/** nodeup's own units on a role: those a hook's task meets in AddTask, and the slices kubelet then ensures (1.27+: fatal). */
interface NodeupUnits {
  taken: readonly string[];
  ensuredAfter: readonly string[];
}

// NodeupUnits by settings and role: every group of a role asks the same.
const NODEUP_UNITS = new WeakMap<PlanSettings, Map<Role, NodeupUnits>>();

function nodeupUnits(role: Role, s: PlanSettings): NodeupUnits {
  let byRole = NODEUP_UNITS.get(s);
  if (!byRole) NODEUP_UNITS.set(s, (byRole = new Map()));
  let units = byRole.get(role);
  if (!units) {
    const ensuredAfter = nodeUnitSet({ behaviour: s.behaviour, role, runtime: s.runtime, distro: s.distro, cluster: s.cluster })
      .filter((u) => u.known && u.hookCollision === 'ensure-fatal').map((u) => u.unit);
    byRole.set(role, (units = { taken: [...nodeupTaskKeys(role, s)].map((key) => key.slice('Service/'.length)), ensuredAfter }));
  }
  return units;
}

/** nodeup's message when it aborts on `unit`: a second AddTask, or (`ensured`) kubelet's EnsureTask meeting a hook's task (1.27+). */
export function nodeupFatal(unit: string, ensured: boolean): string {
  return ensured
    ? `cannot add different task with same key ${goQuote(`Service/${unit}`)}`
    : `found duplicate tasks with name ${goQuote(`Service/${unit}`)}`;
}

// The builder's own lines: every section header and the blank line between sections.
const SEPARATOR: LineOrigin = { kind: 'builder', rule: 'wrap-section-break' };
const HEADERS: Readonly<Record<string, LineOrigin>> = {
  Unit: { kind: 'builder', rule: 'wrap-unit-section' },
  Service: { kind: 'builder', rule: 'wrap-service-section' },
};
const EXEC_HEADERS: Readonly<Record<string, LineOrigin>> = {
  ...HEADERS,
  Service: { kind: 'builder', rule: 'exec-service-section' },
  Install: { kind: 'builder', rule: 'exec-install-section' },
};
const WRAPPED_FRAME: UnitFrame = { header: (section) => HEADERS[section] ?? SEPARATOR, separator: SEPARATOR };
const EXEC_FRAME: UnitFrame = { header: (section) => EXEC_HEADERS[section] ?? SEPARATOR, separator: SEPARATOR };
const EXEC_ORIGINS = {
  docker: {
    requires: { kind: 'field', field: 'execContainer', rule: 'exec-requires-docker' },
    pull: { kind: 'field', field: 'image', rule: 'exec-docker-pull' },
  },
  containerd: {
    requires: { kind: 'field', field: 'execContainer', rule: 'exec-requires-containerd' },
    pull: { kind: 'field', field: 'image', rule: 'exec-ctr-pull' },
  },
} as const satisfies Record<Runtime, Record<string, LineOrigin>>;

function runOrigin(tool: Runtime, envFlag: Behaviour['envFlag']): LineOrigin {
  const rule = tool === 'containerd' ? 'exec-ctr-run' : envFlag === '--env' ? 'exec-docker-run-env' : 'exec-docker-run';
  return { kind: 'field', field: 'command', rule };
}

/**
 * The unit kops builds for a hook (nodeup/pkg/model/hooks.go buildSystemdService), with the
 * origin of every line and the rule that wrote it (kops/line-rule-catalogue.ts).
 */
function buildDefinition(hook: HookSpec, name: string, s: PlanSettings): Rendered {
  const manifest = hook.manifest?.value ?? '';
  const exec = hook.execContainer?.value;
  if (!exec && manifest === '') return { skip: 'no-manifest-or-exec' };
  // nodeup trims the image in place, so a padded image is used trimmed.
  const image = exec ? goTrimSpace(exec.image?.value ?? '') : '';
  if (exec && image === '') return { skip: 'empty-image' };
  // nodeup takes the raw branch before looking at execContainer (raw + image + no manifest: empty file).
  if (s.behaviour.useRawManifest && hook.useRawManifest?.value === true) {
    return { definition: manifest, lineOrigins: manifestOrigins(manifest, 'raw-manifest') };
  }
  const unit = new UnitBuilder(exec ? EXEC_FRAME : WRAPPED_FRAME);
  unit.set('Unit', 'Description', `Kops Hook ${name}`, { kind: 'field', field: 'name', rule: 'wrap-description' });
  hook.requires?.value.forEach((r, item) => unit.set('Unit', 'Requires', r.value, { kind: 'field', field: 'requires', item, rule: 'wrap-requires' }));
  hook.before?.value.forEach((r, item) => unit.set('Unit', 'Before', r.value, { kind: 'field', field: 'before', item, rule: 'wrap-before' }));
  if (!exec) {
    unit.setSection('Service', manifest, (line) => ({ kind: 'manifest', line, rule: 'wrap-manifest' }));
  } else {
    const lines = execContainer({
      image,
      command: exec.command?.value.map((c) => c.value) ?? [],
      environment: exec.environment?.value.map((e) => [e.key.value, e.value.value] as const) ?? [],
    }, name, s.exec, s.behaviour.envFlag);
    const origins = EXEC_ORIGINS[s.exec];
    unit.set('Unit', 'Requires', s.exec === 'docker' ? 'docker.service' : 'containerd.service', origins.requires);
    unit.set('Service', 'ExecStartPre', lines.pull, origins.pull);
    unit.set('Service', 'ExecStart', lines.run, runOrigin(s.exec, s.behaviour.envFlag));
    unit.set('Service', 'Type', 'oneshot', { kind: 'field', field: 'execContainer', rule: 'exec-oneshot' });
    unit.set('Install', 'WantedBy', 'multi-user.target', { kind: 'field', field: 'execContainer', rule: 'exec-wanted-by' });
  }
  const { text, lineOrigins } = unit.render();
  return { definition: text, lineOrigins };
}

function makeTask(hook: HookSpec, name: string, ref: Omit<HookRef, 'name'>, s: PlanSettings): Planned {
  const hookRef: HookRef = { name, list: ref.list, index: ref.index, document: ref.document };
  if (isHookDisabled(hook, s.apiVersions[hook.document] ?? 'v1alpha2', s.behaviour)) {
    const unit = unitName(name, s.behaviour, hook.useRawName?.value === true);
    return {
      unit, path: unitPath(s.distro, unit), definition: null, enabled: false, running: false, manageState: true, hook: hookRef,
      lineOrigins: [], actions: nodeupActions(unit, null, s.behaviour),
    };
  }
  const rendered = buildDefinition(hook, name, s);
  if ('skip' in rendered) return rendered.skip;
  const unit = unitName(name, s.behaviour, hook.useRawName?.value === true);
  return {
    unit, path: unitPath(s.distro, unit), definition: rendered.definition, lineOrigins: rendered.lineOrigins, enabled: true, running: true, manageState: true,
    hook: hookRef, actions: nodeupActions(unit, rendered.definition, s.behaviour),
  };
}

/**
 * What a hook adds once past the role filter and the name check, under `name`: its task (a
 * disabled hook's disables its unit), or why nodeup skips it (no body, empty image). With `memo`,
 * the same hook under the same name gives the very same task object (never mutated).
 */
export function hookTask(hook: HookSpec, name: string, ref: Omit<HookRef, 'name'>, s: PlanSettings, memo: PlanMemo | undefined): Planned {
  // The memo is by hook, so it answers only for the hook's own place.
  if (!memo || ref.list !== hook.list || ref.index !== hook.index || ref.document !== hook.document) return makeTask(hook, name, ref, s);
  let byName = memo.get(hook) as Map<string, Planned> | undefined;
  if (!byName) memo.set(hook, (byName = new Map()));
  let task = byName.get(name);
  if (task === undefined) byName.set(name, (task = makeTask(hook, name, ref, s)));
  return task;
}

/**
 * The nodeup hook loop (nodeup/pkg/model/hooks.go) for one instance group: the group's hooks, then
 * the cluster's; role filter (1.22+ before numbering, else after); default names `kops-hook-<j>`
 * (`-ig` for the group's list); a name seen before is skipped (the check is on the name before the
 * suffix); disabled hooks become disable tasks; hooks without a body or image are skipped;
 * two tasks with the same unit abort nodeup (`klog.Fatalf` in AddTask), keeping the earlier tasks
 * for display; so does a hook whose unit is one nodeup's other builders add on this node
 * (kubelet.service, the runtime, protokube...: see nodeUnits), and from 1.27 one that takes a
 * kubelet slice (EnsureTask after the hooks: see groupPlan). A bastion runs no nodeup at all, so
 * its plan is empty with `runsNodeup: false`. Each task carries the commands nodeup runs for it.
 * Pure: same input, same plan. Groups planned with the same `memo` hold the very same Task
 * object for the same hook under the same name (never mutated).
 */
export function planGroup(group: GroupInput, s: PlanSettings, memo?: PlanMemo): GroupPlan {
  if (group.role === 'Bastion') return groupPlan(group, [], [], null, false);
  const loop = new HookLoop(group.role, s, memo);
  const fatal = loop.run('instanceGroup', group.instanceGroupHooks) ?? loop.run('cluster', group.clusterHooks);
  return groupPlan(group, loop.tasks, loop.skipped, fatal, true, loop.ensuredAfter);
}

/**
 * A group's plan from the hook loop's result: `fatalUnit` is the unit of an AddTask abort in the
 * loop; without one, the first of `ensuredAfter` (the slices kubelet's builder ensures after the
 * hooks, 1.27+) that a hook took aborts nodeup there (`v1.27.0:upup/pkg/fi/task.go:158`).
 */
export function groupPlan(
  group: GroupInput, tasks: Task[], skipped: SkippedHook[], fatalUnit: string | null, runsNodeup: boolean, ensuredAfter: readonly string[] = [],
): GroupPlan {
  let fatal = fatalUnit === null ? null : nodeupFatal(fatalUnit, false);
  if (fatal === null && ensuredAfter.length > 0) {
    const hit = ensuredAfter.find((unit) => tasks.some((t) => t.unit === unit));
    if (hit !== undefined) fatal = nodeupFatal(hit, true);
  }
  return { name: group.name, role: group.role, document: group.document, tasks, skipped, fatal, runsNodeup, files: [] };
}

/** nodeup's hook loop over one group's lists, in order, with what it has seen so far. */
export class HookLoop {
  readonly tasks: Task[] = [];
  readonly skipped: SkippedHook[] = [];
  /** Every name checked for a duplicate so far: the name of each hook past the role filter. */
  readonly names = new Set<string>();
  /** The units taken so far, nodeup's own on this role first; by unit name (every key is Service/<unit>), no key string per task. */
  readonly units: Set<string>;
  /** The slices kubelet's builder ensures after the hooks, where a hook's task makes it abort (groupPlan). */
  readonly ensuredAfter: readonly string[];

  constructor(private readonly role: Role, private readonly s: PlanSettings, private readonly memo: PlanMemo | undefined) {
    const own = nodeupUnits(role, s);
    this.units = new Set(own.taken);
    this.ensuredAfter = own.ensuredAfter;
  }

  /** Plans `hooks` as list `list`; returns the unit whose task makes nodeup abort, or null. */
  run(list: HookList, hooks: readonly HookSpec[]): string | null {
    const { role, s, names, units, tasks, skipped } = this;
    const suffix = list === 'instanceGroup' ? '-ig' : '';
    let kept = 0;
    for (let position = 0; position < hooks.length; position++) {
      const hook = hooks[position] as HookSpec;
      const explicit = hook.name?.value ?? '';
      if (!hookMatchesRole(hook, role)) {
        const name = explicit !== '' ? explicit : s.behaviour.roleFilterBeforeNumbering ? '' : `kops-hook-${position}${suffix}`;
        skipped.push({ name, reason: 'role-filtered', list, index: hook.index, document: hook.document });
        continue;
      }
      const j = s.behaviour.roleFilterBeforeNumbering ? kept : position;
      kept++;
      const name = explicit !== '' ? explicit : `kops-hook-${j}${suffix}`;
      if (names.has(name)) {
        skipped.push({ name, reason: 'duplicate-name', list, index: hook.index, document: hook.document });
        continue;
      }
      names.add(name);
      // The hook is its own place (list, index, document) when it sits in the list it is planned from.
      const task = hookTask(hook, name, hook.list === list ? hook : { list, index: hook.index, document: hook.document }, s, this.memo);
      if (typeof task === 'string') {
        skipped.push({ name, reason: task, list, index: hook.index, document: hook.document });
        continue;
      }
      if (units.has(task.unit)) return task.unit;
      units.add(task.unit);
      tasks.push(task);
    }
    return null;
  }
}
