import { describe, expect, it } from 'vitest';
import { generateSpec } from '../../../bench/generate-spec.ts';
import { analyzePlan, analyzePlanEdit } from '../index.ts';
import type { Analysis } from '../types.ts';
import { buildContext } from './context.ts';
import { LintItems } from './lint-items.ts';
import type { Rule } from './rule.ts';

const docs = { summary: 'spy', why: 'spy', fix: 'spy', bad: 'spy', good: 'spy' };
const calls = { hook: 0, unit: 0 };
const RULES: Rule[] = [
  {
    id: 'spy-hook', severity: 'info', title: 'spy', docs, scope: 'hook',
    check: (ctx) => ctx.hooks.map((hook) => (calls.hook++, { at: { hook, field: 'name' as const }, message: `hook ${hook.name?.value}` })),
  },
  {
    id: 'spy-unit', severity: 'info', title: 'spy', docs, scope: 'unit',
    check: (ctx) => ctx.units.map((unit) => (calls.unit++, { at: { unit, line: 0 }, message: `unit ${unit.task.unit}`, fixes: [{ title: 'x', edits: [{ start: unit.hook?.range.start ?? 0, end: unit.hook?.range.start ?? 0, text: '#' }] }] })),
  },
];

function run(analysis: Analysis): { hooks: number; units: number; views: number; findings: unknown[]; path: LintItems['path'] } {
  calls.hook = 0;
  calls.unit = 0;
  const items = new LintItems(analysis, RULES);
  const ctx = buildContext(analysis, items.parse);
  items.run(ctx);
  items.remember();
  return { hooks: calls.hook, units: calls.unit, views: ctx.units.length, findings: [items.findings(0), items.findings(1)], path: items.path };
}

describe('LintItems', () => {
  const text = generateSpec({ hooks: 30, groups: 3, seed: 9 });
  const plan = analyzePlan(text);
  // A manifest hook of an instance group that nodeup writes a unit for.
  const task = plan.groups[1]?.tasks.find((t) => t.definition?.includes('ExecStart=/bin/echo'));
  const hook = plan.spec.documents[task?.hook.document ?? -1]?.hooks.find((h) => h.index === task?.hook.index);
  const at = (hook?.manifest?.source.lines[0]?.start ?? 0) + 2;
  const edit = { start: at, end: at, text: 'x' };

  it('runs hook rules once per hook and unit rules once per unit on a first lint', () => {
    const first = run(plan);
    expect(first.hooks).toBe(30);
    expect(first.units).toBe(first.views);
    expect(first.units).toBeGreaterThan(20);
  });

  it('after an edit in one hook, runs the scoped rules for that hook and its units only, and finds what a fresh lint finds', () => {
    const next = analyzePlanEdit(plan, edit);
    const again = run(next);
    expect({ hooks: again.hooks, units: again.units, path: again.path }).toEqual({ hooks: 1, units: 1, path: 'edited' });
    const fresh = run(analyzePlan(next.text));
    expect(fresh.path).toBe('first');
    expect(again.findings).toStrictEqual(fresh.findings);
  });

  it('reuses the findings of a lint several edits back', () => {
    let next = plan;
    for (let i = 0; i < 3; i++) next = analyzePlanEdit(next, { ...edit, start: edit.start + i, end: edit.start + i });
    const again = run(next);
    expect({ hooks: again.hooks, units: again.units }).toEqual({ hooks: 1, units: 1 });
    expect(again.findings).toStrictEqual(run(analyzePlan(next.text)).findings);
  });

  it('matches every hook and unit when an edit adds a task (a new hook), and finds what a fresh lint finds', () => {
    run(plan);
    const list = plan.spec.documents[0]?.hooksRange;
    const line = list ? plan.text.lastIndexOf('\n', list.start) + 1 : -1;
    const indent = /^ */.exec(plan.text.slice(line))?.[0] ?? '';
    const added = `${indent}- name: added.service\n${indent}  manifest: |\n${indent}    ExecStart=/bin/true\n`;
    const next = analyzePlanEdit(plan, { start: line, end: line, text: added });
    expect(next.groups[0]?.tasks.map((t) => t.unit)).toContain('added.service');
    const again = run(next);
    expect(again.path).toBe('all');
    expect(again.hooks).toBeGreaterThanOrEqual(1);
    expect(again.findings).toStrictEqual(run(analyzePlan(next.text)).findings);
  });
});
