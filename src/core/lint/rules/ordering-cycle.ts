import { bootGraph } from '../../boot/boot-graph.ts';
import { cycleEffect, cycleFix, cycleText, edgeLine } from '../../boot/cycle-text.ts';
import type { BootCycle, BootEdge } from '../../boot/types.ts';
import type { Fix, GroupPlan, HookSpec, TextEdit } from '../../types.ts';
import type { Finding, LintContext, Rule, UnitView } from '../rule.ts';
import { bootInputs, lintHookDeps } from '../boot-inputs.ts';
import { groupsWithCycles } from '../groups-with-cycles.ts';
import { unitLineEdit } from '../unit-line-edit.ts';
import { hookKind } from '../hook-kind.ts';
import { lineStart, nextLineStart, removeHookField } from '../yaml-edits.ts';

/** Removes entry `item` of a block `before:` list (the whole field when it is the only entry). */
function removeBeforeItem(text: string, hook: HookSpec, item: number): TextEdit | undefined {
  const list = hook.before;
  const entry = list?.value[item];
  if (!list || !entry) return undefined;
  if (list.value.length === 1) return removeHookField(text, list);
  const start = lineStart(text, entry.range.start);
  if (!/^[ \t]*-[ \t]+$/.test(text.slice(start, entry.range.start))) return undefined;
  const end = nextLineStart(text, entry.range.end);
  return /^[ \t]*(#.*)?$/.test(text.slice(entry.range.end, end).replace(/\n$/, '')) ? { start, end, text: '' } : undefined;
}

/** Removes an ordering line (or its one unit) from a literal-block manifest. */
function removeManifestEdge(text: string, view: UnitView, line: number, unit: string): TextEdit | undefined {
  const content = view.task.definition.split('\n')[line] ?? '';
  const words = content.slice(content.indexOf('=') + 1).trim().split(/[ \t]+/);
  const edit = unitLineEdit(text, view, line, words.length === 1 ? content.trim() : unit, '');
  if (!edit || words.length > 1) return edit;
  // The line held only this unit: remove the YAML line with it.
  return /^[ \t]*$/.test(text.slice(lineStart(text, edit.start), edit.start)) ? { start: lineStart(text, edit.start), end: nextLineStart(text, edit.end), text: '' } : undefined;
}

/** One fix per ordering line of the user's in the cycle, where the YAML can be edited exactly. */
function fixesFor(ctx: LintContext, cycle: BootCycle, viewOf: (unit: string) => UnitView | undefined): Fix[] {
  const fixes: Fix[] = [];
  for (const e of cycle.edges) {
    if (e.origin.kind !== 'hook') continue;
    const view = viewOf(e.origin.unit);
    if (!view?.hook) continue;
    const origin = view.task.lineOrigins[e.origin.line];
    const named = e.origin.unit === e.to ? e.from : e.to;
    const edit = origin?.kind === 'field' && origin.field === 'before' && origin.item !== undefined
      ? removeBeforeItem(ctx.analysis.text, view.hook, origin.item)
      : removeManifestEdge(ctx.analysis.text, view, e.origin.line, named);
    if (edit) fixes.push({ title: `Remove \`${edgeLine(e)}\` from ${e.origin.unit}`, edits: [edit] });
  }
  return fixes;
}

/** The edge a finding sits on: the user's own ordering line first, else the line that made systemd add one. */
function anchorEdge(cycle: BootCycle): { edge: BootEdge; unit: string; line: number } | undefined {
  for (const e of cycle.edges) if (e.origin.kind === 'hook') return { edge: e, unit: e.origin.unit, line: e.origin.line };
  for (const e of cycle.edges) if (e.origin.kind === 'systemd-default' && e.origin.cause) return { edge: e, unit: e.origin.cause.unit, line: e.origin.cause.line };
  return undefined;
}

/** Ordering cycles at a reboot, on the YAML line of an ordering edge of the cycle. */
export const orderingCycle: Rule = {
  id: 'ordering-cycle',
  // systemd loads every unit of the cycle and deletes one start job at boot: the units load, but one
  // does not start at a reboot (nodeup starts each on the first boot): a warning, by outcome.
  severity: 'warning',
  title: 'Ordering cycle at boot',
  docs: {
    summary: 'Units wait for each other in a loop. At boot systemd breaks the loop by deleting the start job of one of them (a hook, or kubelet), which then does not start: the hook silently stops running after a reboot, or the node never becomes Ready.',
    why: 'systemd refuses an ordering cycle among the jobs of a boot; it logs "Found ordering cycle" and deletes a job the boot target only wants. Cycles often come from systemd\'s defaults: a service is ordered after basic.target, so `Before=basic.target` (or a mount or swap it creates, which come before local-fs.target or swap.target) closes a loop; and a target is ordered after the units it wants. kops never writes `After=` for a hook, but a raw manifest can, and kubelet waits for the runtime.',
    fix: 'Remove one ordering line of the cycle (the quick fix offers each of yours). If the hook must run that early, give it `DefaultDependencies=no` in [Unit] (useRawManifest; an execContainer hook must first be rewritten as a manifest hook) and order it yourself.',
    bad: '- name: runtime-prep.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Before=containerd.service\n    After=kubelet.service\n    [Service]\n    Type=oneshot\n    ExecStart=/opt/bin/runtime-prep\n    [Install]\n    WantedBy=multi-user.target',
    good: '- name: runtime-prep.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Before=containerd.service\n    [Service]\n    Type=oneshot\n    ExecStart=/opt/bin/runtime-prep\n    [Install]\n    WantedBy=multi-user.target',
  },
  inputs: bootInputs,
  check(ctx) {
    // A pure function of the Analysis: the unit files come parsed from the lint context, and each
    // file's dependency lines are read once for all groups.
    const hookDeps = lintHookDeps(ctx);
    const found = new Map<string, { cycle: BootCycle; view: UnitView; line: number; groups: GroupPlan[] }>();
    for (const group of groupsWithCycles(ctx.analysis, hookDeps)) {
      const graph = bootGraph(ctx.analysis, group, { hookDeps, cyclesOnly: true });
      const viewOf = (unit: string): UnitView | undefined => ctx.units.find((v) => v.task.unit === unit && v.groups.includes(group));
      for (const cycle of graph.cycles) {
        const anchor = anchorEdge(cycle);
        const view = anchor && viewOf(anchor.unit);
        if (!anchor || !view) continue;
        const key = `${view.task.hook.document}/${view.task.hook.list}/${view.task.hook.index}/${anchor.line}\n${cycle.units.join(' ')}`;
        const seen = found.get(key);
        if (seen) seen.groups.push(group);
        else found.set(key, { cycle, view, line: anchor.line, groups: [group] });
      }
    }
    const many = ctx.analysis.groups.filter((g) => g.runsNodeup).length > 1;
    const out: Finding[] = [];
    for (const { cycle, view, line, groups } of found.values()) {
      const where = many ? ` on instance group${groups.length > 1 ? 's' : ''} ${groups.map((g) => g.name).join(', ')}` : '';
      const isHook = (u: string): boolean => groups[0]?.tasks.some((t) => t.unit === u) ?? false;
      const viewOf = (u: string): UnitView | undefined => ctx.units.find((v) => v.task.unit === u && v.groups.includes(groups[0] as GroupPlan));
      const isExecHook = (v: UnitView | undefined): boolean => v?.hook !== undefined && hookKind(v.hook, ctx.analysis.behaviour) === 'exec';
      const fixes = fixesFor(ctx, cycle, viewOf);
      out.push({
        at: { unit: view, line },
        message: `Ordering cycle at boot${where}: ${cycleText(cycle.units)}${cycle.condition ? ` (${cycle.condition})` : ''}. ${cycleEffect(cycle)} ${cycleFix(cycle, isHook, (u) => isExecHook(viewOf(u)))}`,
        ...(fixes.length > 0 ? { fixes } : {}),
      });
    }
    return out;
  },
};
