import type { Finding, LintContext, Rule } from '../rule.ts';
import { tokenOf, type HookToken } from '../../incremental/state.ts';
import { clusterNodeFacts } from '../../kops/node-context.ts';
import type { Task } from '../../types.ts';
import { memo, taskFacts } from '../rule-inputs.ts';
import { hookMatchesRole, unitName } from '../../kops/hook-state.ts';
import { nodeContext } from '../../kops/node-context.ts';
import { nodeUnits, type NodeUnit } from '../../kops/node-units.ts';
import { NODEUP_ABORT_EFFECT } from '../../kops/nodeup-messages.ts';
import { nodeupFatal } from '../../kops/plan-group.ts';
import type { GroupPlan, HookSpec } from '../../types.ts';

const HOOKS = new WeakMap<HookToken, unknown>();
const TASKS = new WeakMap<Task, unknown>();
const GROUPS = new WeakMap<GroupPlan, unknown>();
const TASK_LISTS = new WeakMap<GroupPlan, unknown[]>();

/**
 * What the findings depend on (Rule.inputs): the Cluster's node settings (the units kops builds),
 * every hook's name, place and roles (by content: a moved hook keeps its key), and per group its
 * place, role, abort and tasks, each by unit, hook and whether it writes a file.
 */
function shadowInputs(ctx: LintContext): unknown {
  const hook = (h: HookSpec): unknown => memo(HOOKS, tokenOf(h), () => [h.name?.value, h.useRawName?.value, h.list, h.document, h.index, h.roles?.value.map((r) => r.value)]);
  const task = (t: Task): unknown => memo(TASKS, t, () => [t.unit, t.hook, t.definition === null]);
  const group = (g: GroupPlan): unknown => memo(GROUPS, g, () => [g.name, g.role, g.document, g.runsNodeup, g.fatal, taskFacts(TASK_LISTS, g, task)]);
  return [clusterNodeFacts(ctx.analysis.spec), ctx.hooks.map(hook), ctx.analysis.groups.map(group)];
}

/** A hook named like a unit kops builds or manages on the node (KOPS-NODE-UNITS.md section 1). */
export const shadowsKopsUnit: Rule = {
  id: 'shadows-kops-unit',
  severity: 'error',
  severities: { error: 'nodeup aborts on the duplicate task', warning: 'nodeup survives the collision (both write the file, or the hook\'s unit wins)' },
  title: 'Hook replaces a unit that kops manages',
  docs: {
    summary: `A hook becomes the nodeup task \`Service/<unit>\`, so a hook named like a unit nodeup builds on that node (kubelet.service, containerd.service on containerd nodes, docker.service and docker.socket on docker nodes, protokube.service on the control plane, kubernetes-iptables-setup.service...) makes nodeup abort with "found duplicate tasks". ${NODEUP_ABORT_EFFECT} kops-configuration.service is installed by a separate nodeup run, so nothing catches that collision: the hook silently replaces the unit that runs nodeup at every boot.`,
    why: 'Hook units go to the same directory as kops\'s own units, under the name you give, and nodeup keys its tasks by unit name (`AddTask` is fatal on a duplicate key, v1.36.2:upup/pkg/fi/task.go).',
    fix: 'Pick a name of your own, and order it with `before:`/`requires:` against the kops unit.',
    bad: '- name: kubelet.service\n  manifest: ExecStartPre=/opt/prepare.sh',
    good: '- name: prepare-kubelet.service\n  before: [kubelet.service]\n  manifest: |\n    Type=oneshot\n    ExecStart=/opt/prepare.sh',
  },
  inputs: shadowInputs,
  check(ctx) {
    const b = ctx.analysis.behaviour;
    // The unit name does not depend on the group: name every hook once, not once per group.
    const named = ctx.hooks.flatMap((hook) => hook.name ? [{ hook, unit: unitName(hook.name.value, b, hook.useRawName?.value === true) }] : []);
    if (named.length === 0) return [];
    // Per role, the hooks named like a unit kops has there (few, usually none: each group then
    // costs nothing, where looking every hook up again for every group showed in a large lint).
    const byRole = new Map<string, Array<{ hook: HookSpec; unit: string; kops: NodeUnit }>>();
    // Per hook and kind of collision, the groups where it happens, so one finding names them all.
    const found = new Map<HookSpec, Map<string, { kops: NodeUnit; unit: string; disabled: boolean; groups: string[] }>>();
    for (const group of ctx.analysis.groups) {
      if (!group.runsNodeup) continue;
      let candidates = byRole.get(group.role);
      if (!candidates) {
        const units = new Map(nodeUnits(nodeContext(ctx.analysis, group.role)).map((u) => [u.unit, u]));
        candidates = [];
        for (const { hook, unit } of named) {
          const kops = units.get(unit);
          if (kops && !kops.yieldsToHook) candidates.push({ hook, unit, kops });
        }
        byRole.set(group.role, candidates);
      }
      for (const { hook, unit, kops } of candidates) {
        const hit = collides(group, hook, unit);
        if (hit === null) continue;
        const kind = `${kops.origin}/${kops.hookCollision ?? ''}/${kops.presence}/${kops.condition ?? ''}`;
        let kinds = found.get(hook);
        if (!kinds) found.set(hook, (kinds = new Map()));
        const entry = kinds.get(kind) ?? { kops, unit, disabled: hit === 'disabled', groups: [] };
        entry.groups.push(group.name);
        kinds.set(kind, entry);
      }
    }
    const out: Finding[] = [];
    for (const [hook, kinds] of found) {
      for (const e of kinds.values()) {
        const survived = e.kops.hookCollision === 'model-tree' || e.kops.hookCollision === 'ensure-ignored';
        out.push({ at: { hook, field: 'name' }, message: message(hook.name?.value ?? e.unit, e, ctx.analysis.behaviour.version), ...(survived ? { severity: 'warning' as const } : {}) });
      }
    }
    return out;
  },
};

/** Whether the hook adds a task for `unit` on this group: `written`, `disabled`, or null (skipped, filtered, other group). */
function collides(group: GroupPlan, hook: HookSpec, unit: string): 'written' | 'disabled' | null {
  if (hook.list === 'instanceGroup' && hook.document !== group.document) return null;
  if (!hookMatchesRole(hook, group.role)) return null;
  const task = group.tasks.find((t) => t.unit === unit && t.hook.list === hook.list && t.hook.index === hook.index && t.hook.document === hook.document);
  if (task) return task.definition === null ? 'disabled' : 'written';
  // The hook whose task nodeup refuses is the one named in the fatal message (no task kept).
  return group.fatal === nodeupFatal(unit, false) ? 'written' : null;
}

function message(name: string, e: { kops: NodeUnit; unit: string; disabled: boolean; groups: string[] }, version: string): string {
  const { kops, unit } = e;
  const where = `instance group${e.groups.length > 1 ? 's' : ''} ${e.groups.join(', ')}`;
  const abortText = `nodeup aborts with ${JSON.stringify(nodeupFatal(unit, kops.hookCollision === 'ensure-fatal'))}`;
  const hookUnit = `Hook \`${name}\` ${e.disabled ? 'disables' : 'writes'} ${unit}`;
  if (kops.hookCollision === 'model-tree') {
    return `${hookUnit}, which nodeup also writes from its model tree on ${where}, ${kops.condition ?? `in kops ${version}`}: that task's key is \`service/${unit}\`, not the hook's \`Service/${unit}\`, so nodeup does not abort, and both tasks write the same unit, the last one winning in an order that is not fixed.`;
  }
  if (kops.hookCollision === 'ensure-ignored') {
    return `${hookUnit}, the slice kubelet's builder adds after the hooks on ${where}${kops.presence === 'yes' ? '' : `, ${kops.condition ?? 'under some settings'}`}: in kops ${version} its EnsureTask error is ignored, so nodeup does not abort and your hook's unit stands in for kops's slice (kubelet.service still names it in Slice=).`;
  }
  if (kops.hookCollision === 'ensure-fatal') {
    return kops.presence === 'yes'
      ? `${hookUnit}, the slice kubelet's builder ensures after the hooks on ${where}: ${abortText}. ${NODEUP_ABORT_EFFECT}`
      : `${hookUnit}, the slice kubelet's builder ensures after the hooks on ${where}, ${kops.condition ?? 'under some settings'}: there ${abortText} and the node never joins the cluster.`;
  }
  if (kops.origin === 'task' && kops.presence === 'yes') {
    return `Hook \`${name}\` writes ${unit}, which nodeup itself builds on ${where} (${kops.role}): ${abortText}. ${NODEUP_ABORT_EFFECT}`;
  }
  if (kops.origin === 'task') {
    return `Hook \`${name}\` writes ${unit}, which nodeup itself builds on ${where}, ${kops.condition ?? 'under some settings'}: there ${abortText} and the node never joins the cluster.`;
  }
  if (kops.origin === 'install') {
    return e.disabled
      ? `Disabled hook \`${name}\` makes nodeup disable ${unit}, the unit that runs nodeup at every boot: after a reboot the nodes of ${where} are never configured again.`
      : `Hook \`${name}\` writes ${unit} over nodeup's own unit: that unit is installed by a separate nodeup run, so nothing catches the collision, and from then on the nodes of ${where} run your hook instead of nodeup at every boot.`;
  }
  return e.disabled
    ? `Disabled hook \`${name}\` makes nodeup disable ${unit}, the OS unit that kops configures on ${where} (${kops.role}).`
    : `Hook \`${name}\` writes ${unit} over the OS unit that kops configures with a drop-in on ${where} (${kops.role}).`;
}
