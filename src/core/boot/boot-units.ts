import { updateServiceYields } from '../kops/update-service-yield.ts';
import type { NodeContext, NodeUnit } from '../kops/node-units.ts';
import { unitLineRange } from '../spec/hook-ranges.ts';
import { unitParser } from '../systemd/unit-parser.ts';
import type { Analysis, GroupPlan, HookSpec, Range, Task } from '../types.ts';
import { OS_UNITS, SYSTEMD_TARGETS, SYSTEMD_UNITS_SOURCE } from './systemd-targets.ts';
import type { BootNode } from './types.ts';
import { hookUnitDeps, kopsUnitDeps, type UnitDeps } from './unit-deps.ts';

/** One unit of the model: its node (before jobs are known), its lines, and where its lines come from. */
export interface ModelUnit {
  node: Omit<BootNode, 'job' | 'start'>;
  /** Null when systemd has no file for it here (absent, unknown, or an OS unit the graph cannot read). */
  deps: UnitDeps | null;
  /** For a hook: the task, and the Analysis it belongs to (for the YAML range of its lines: lineRange). */
  task?: Task;
  analysis?: Analysis;
  /** `tag:path` of a kops unit, or the systemd unit file. */
  source?: string;
  /** nodeup starts it when it runs (every Service task with a running state). */
  nodeupStarts: boolean;
  /** kops <1.19 control plane: protokube starts it. */
  protokubeStarts: boolean;
}

/** The dependency lines of a hook's unit file; lint hands in a memo over the parses it already has. */
export type HookDeps = (unit: string, definition: string) => UnitDeps;

/** hookUnitDeps over a fresh parse. */
export const parseHookDeps: HookDeps = (unit, definition) => hookUnitDeps(unit, unitParser(definition));

const KOPS_UNIT_NAMES = new Set([
  'kops-configuration.service', 'kubelet.service', 'docker.service', 'docker.socket', 'docker-healthcheck.service',
  'docker-healthcheck.timer', 'containerd.service', 'protokube.service', 'node-authorizer.service', 'kubernetes-iptables-setup.service',
  'cni-iptables-setup.service', 'logrotate.service', 'logrotate.timer', 'update-service.service', 'sys-fs-bpf.mount', 'run-cilium-cgroupv2.mount',
]);

interface AnalysisCache {
  hooks: Map<string, HookSpec>;
  /** YAML ranges of unit lines, by hook and rendered file: the same for every group that writes it. */
  ranges: Map<HookSpec | undefined, Map<string, Map<number, Range>>>;
}

// bootGraph runs for every group of one Analysis (lint does all of them): what depends only on
// the Analysis is computed once.
const CACHE = new WeakMap<Analysis, AnalysisCache>();

function cacheOf(analysis: Analysis): AnalysisCache {
  let c = CACHE.get(analysis);
  if (!c) {
    const hooks = new Map<string, HookSpec>();
    analysis.spec.documents.forEach((d, document) => {
      for (const h of d.hooks) if (!hooks.has(`${document}/${h.list}/${h.index}`)) hooks.set(`${document}/${h.list}/${h.index}`, h);
    });
    CACHE.set(analysis, (c = { hooks, ranges: new Map() }));
  }
  return c;
}

/**
 * The YAML range of line `line` (0-based) of a hook unit's file, or undefined for a unit that is
 * not a hook's file. Computed when asked, once per hook and file: lint's cycle check never asks.
 */
export function lineRange(u: ModelUnit, line: number): Range | undefined {
  const { task, analysis } = u;
  if (!task || !analysis || task.definition === null) return undefined;
  const cache = cacheOf(analysis);
  const hook = cache.hooks.get(`${task.hook.document}/${task.hook.list}/${task.hook.index}`);
  let byFile = cache.ranges.get(hook);
  if (!byFile) cache.ranges.set(hook, (byFile = new Map()));
  let lines = byFile.get(task.definition);
  if (!lines) byFile.set(task.definition, (lines = new Map()));
  let r = lines.get(line);
  if (!r) {
    const raw = analysis.behaviour.useRawManifest && hook?.useRawManifest?.value === true;
    lines.set(line, (r = unitLineRange(analysis.text, { task, hook, raw }, line)));
  }
  return r;
}

// Built field by field: object spread in this loop cost more than the rest of the graph (V8's
// CloneObjectIC goes megamorphic), and lint builds it for every group.
function hookNode(task: Task, presence: BootNode['presence'], oneshot: boolean, defaultDependencies: boolean, condition?: string): ModelUnit['node'] {
  const node: ModelUnit['node'] = {
    unit: task.unit, kind: 'hook', hook: { list: task.hook.list, index: task.hook.index, document: task.hook.document, name: task.hook.name },
    presence, oneshot, defaultDependencies,
  };
  if (condition !== undefined) node.condition = condition;
  return node;
}

/** Why a unit kops builds in some versions or on some nodes is not on this one. */
function absentKopsReason(unit: string, ctx: NodeContext): string {
  const v = ctx.behaviour.version;
  if (unit.startsWith('docker')) {
    return ctx.behaviour.dockerAvailable ? `this node runs containerd: kops ${v} writes no ${unit}` : `kops ${v} has no Docker (removed in kops 1.29): there is no ${unit}`;
  }
  if (unit === 'containerd.service') return `kops ${v} writes no containerd.service on this node`;
  return `kops ${v} does not build ${unit} on a ${ctx.role} node of this spec`;
}

/**
 * Every unit of the group's node that the graph knows: the hooks' units (including disabled and
 * empty ones, which are not on the node), then the units kops manages (a hook of the same name
 * replaces it), then the units any of them names, then systemd's standard targets that the boot
 * pulls in from multi-user.target.
 */
export function collectUnits(analysis: Analysis, group: GroupPlan, ctx: NodeContext, kops: NodeUnit[], depsOf: HookDeps): Map<string, ModelUnit> {
  const units = new Map<string, ModelUnit>();
  for (const task of group.tasks) {
    if (units.has(task.unit)) continue;
    if (task.definition === null || task.definition === '') {
      const condition = task.definition === null ? 'disabled: nodeup writes no file, and stops and disables the unit' : 'an empty unit file: systemd treats it as masked';
      units.set(task.unit, { node: hookNode(task, 'absent', false, true, condition), deps: null, task, nodeupStarts: false, protokubeStarts: false });
      continue;
    }
    const deps = depsOf(task.unit, task.definition);
    units.set(task.unit, {
      node: hookNode(task, 'yes', deps.oneshot, deps.defaultDependencies), deps, task, analysis, nodeupStarts: task.running, protokubeStarts: false,
    });
  }
  for (const k of kops) {
    if (k.yieldsToHook && updateServiceYields(ctx.behaviour, group)) continue;
    const hook = units.get(k.unit);
    if (hook) {
      hook.node.note = `A hook replaces kops's own ${k.unit} (${k.role}).`;
      continue;
    }
    const deps = kopsUnitDeps(k.unit, k.lines, k.oneshot);
    const kubelet = k.unit === 'kubelet.service';
    const protokube = kubelet && ctx.behaviour.node.protokubeStartsKubelet && ctx.role === 'ControlPlane';
    units.set(k.unit, {
      node: {
        unit: k.unit, kind: 'kops', hook: null, presence: k.presence, ...(k.condition ? { condition: k.condition } : {}),
        oneshot: k.oneshot, defaultDependencies: k.lines.defaultDependencies, note: k.note ?? k.role,
      },
      deps, source: k.source,
      // kops-configuration is nodeup itself; slices are written but never started (node-units.ts).
      nodeupStarts: k.unit !== 'kops-configuration.service' && !k.unit.endsWith('.slice') && !protokube && k.origin !== 'drop-in',
      protokubeStarts: protokube,
    });
  }
  return units;
}

/** Adds a unit that something names: a standard target (with its lines), or a unit with no file the graph can read. */
export function addNamedUnit(units: Map<string, ModelUnit>, unit: string, ctx: NodeContext): ModelUnit {
  const known = units.get(unit);
  if (known) return known;
  const target = SYSTEMD_TARGETS[unit];
  let added: ModelUnit;
  if (target) {
    added = {
      node: { unit, kind: 'systemd', hook: null, presence: 'yes', oneshot: false, defaultDependencies: target.defaultDependencies, source: `${SYSTEMD_UNITS_SOURCE}/${unit}` },
      deps: kopsUnitDeps(unit, { ...target, wantedBy: [] }, false), source: `${SYSTEMD_UNITS_SOURCE}/${unit}`, nodeupStarts: false, protokubeStarts: false,
    };
  } else {
    // Docker's packages ship docker.socket (nodeup writes its own only from kops 1.11) and, from
    // Docker 18.09, containerd.service: on a Docker node they may be there without kops.
    const dockerPackage = ctx.runtime === 'docker' && ctx.behaviour.dockerAvailable && (unit === 'docker.socket' || unit === 'containerd.service');
    const kops = KOPS_UNIT_NAMES.has(unit) && !dockerPackage;
    const os = OS_UNITS.has(unit) || unit.startsWith('systemd-') || dockerPackage;
    const shippedBy = dockerPackage ? 'the Docker package' : 'the OS image';
    const node: ModelUnit['node'] = kops
      ? { unit, kind: 'kops', hook: null, presence: 'absent', condition: absentKopsReason(unit, ctx), oneshot: false, defaultDependencies: true }
      : os
        ? { unit, kind: 'systemd', hook: null, presence: 'maybe', condition: `shipped by ${shippedBy}, if at all: the graph cannot see its lines or who starts it`, oneshot: false, defaultDependencies: true }
        : { unit, kind: 'systemd', hook: null, presence: 'unknown', condition: 'written by neither kops nor a hook, and not a standard systemd unit: it exists only if the image ships it (a typo?)', oneshot: false, defaultDependencies: true };
    added = { node, deps: null, nodeupStarts: false, protokubeStarts: false };
  }
  units.set(unit, added);
  return added;
}
