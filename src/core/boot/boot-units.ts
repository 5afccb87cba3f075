import type { NodeContext, NodeUnit } from '../kops/node-units.ts';
import { unitLineRange } from '../lint/source-map.ts';
import type { ParsedUnit } from '../systemd/unit-parser.ts';
import type { Analysis, GroupPlan, HookSpec, Range, Task } from '../types.ts';
import { OS_UNITS, SYSTEMD_TARGETS, SYSTEMD_UNITS_SOURCE } from './systemd-targets.ts';
import type { BootNode } from './types.ts';
import { hookUnitDeps, kopsUnitDeps, type UnitDeps } from './unit-deps.ts';

/** One unit of the model: its node (before jobs are known), its lines, and where its lines come from. */
export interface ModelUnit {
  node: Omit<BootNode, 'job' | 'start'>;
  /** Null when systemd has no file for it here (absent, unknown, or an OS unit the graph cannot read). */
  deps: UnitDeps | null;
  /** For a hook: the task, and the YAML range of each unit line (computed when asked). */
  task?: Task;
  lineRange?: (line: number) => Range;
  /** `tag:path` of a kops unit, or the systemd unit file. */
  source?: string;
  /** nodeup starts it when it runs (every Service task with a running state). */
  nodeupStarts: boolean;
  /** kops <1.19 control plane: protokube starts it. */
  protokubeStarts: boolean;
}

/** Parses a unit file; the lint rule hands in the parse it already has. */
export type ParseUnit = (definition: string) => ParsedUnit;

const KOPS_UNIT_NAMES = new Set([
  'kops-configuration.service', 'kubelet.service', 'docker.service', 'docker.socket', 'docker-healthcheck.service',
  'docker-healthcheck.timer', 'containerd.service', 'protokube.service', 'node-authorizer.service', 'kubernetes-iptables-setup.service',
  'cni-iptables-setup.service', 'logrotate.service', 'logrotate.timer', 'update-service.service', 'sys-fs-bpf.mount', 'run-cilium-cgroupv2.mount',
]);

function hookSpecOf(analysis: Analysis, task: Task): HookSpec | undefined {
  return analysis.spec.documents[task.hook.document]?.hooks.find((h) => h.list === task.hook.list && h.index === task.hook.index);
}

function hookNode(task: Task): Omit<BootNode, 'job' | 'start' | 'presence' | 'oneshot' | 'defaultDependencies'> {
  return { unit: task.unit, kind: 'hook', hook: { list: task.hook.list, index: task.hook.index, document: task.hook.document, name: task.hook.name } };
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
export function collectUnits(analysis: Analysis, group: GroupPlan, ctx: NodeContext, kops: NodeUnit[], parse: ParseUnit): Map<string, ModelUnit> {
  const units = new Map<string, ModelUnit>();
  const b = analysis.behaviour;
  for (const task of group.tasks) {
    if (units.has(task.unit)) continue;
    const base = hookNode(task);
    if (task.definition === null || task.definition === '') {
      const condition = task.definition === null ? 'disabled: nodeup writes no file, and stops and disables the unit' : 'an empty unit file: systemd treats it as masked';
      units.set(task.unit, { node: { ...base, presence: 'absent', condition, oneshot: false, defaultDependencies: true }, deps: null, task, nodeupStarts: false, protokubeStarts: false });
      continue;
    }
    const deps = hookUnitDeps(task.unit, parse(task.definition));
    const hook = hookSpecOf(analysis, task);
    const raw = b.useRawManifest && hook?.useRawManifest?.value === true;
    const view = { task, hook, raw };
    units.set(task.unit, {
      node: { ...base, presence: 'yes', oneshot: deps.oneshot, defaultDependencies: deps.defaultDependencies },
      deps, task, lineRange: (line) => unitLineRange(analysis.text, view, line), nodeupStarts: task.running, protokubeStarts: false,
    });
  }
  for (const k of kops) {
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
    const node: ModelUnit['node'] = kops
      ? { unit, kind: 'kops', hook: null, presence: 'absent', condition: absentKopsReason(unit, ctx), oneshot: false, defaultDependencies: true }
      : os
        ? { unit, kind: 'systemd', hook: null, presence: 'maybe', condition: 'shipped by the OS image, if at all: the graph cannot see its lines or who starts it', oneshot: false, defaultDependencies: true }
        : { unit, kind: 'systemd', hook: null, presence: 'unknown', condition: 'written by neither kops nor a hook, and not a standard systemd unit: it exists only if the image ships it (a typo?)', oneshot: false, defaultDependencies: true };
    added = { node, deps: null, nodeupStarts: false, protokubeStarts: false };
  }
  units.set(unit, added);
  return added;
}
