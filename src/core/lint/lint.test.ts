import { describe, expect, it } from 'vitest';
import { generateSpec } from '../../../bench/generate-spec.ts';
import { analyze, analyzePlan, analyzePlanEdit } from '../index.ts';
import { TextIndex } from '../text-index.ts';
import { lint } from './lint.ts';
import type { Rule } from './rule.ts';

const CLUSTER = 'apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nmetadata:\n  name: c\nspec:\n  hooks:\n  - name: a.service\n    requires:\n    - kubelet\n    manifest: |\n      Type=oneshot\n      ExecStrat=/bin/true\n';
const ig = (name: string): string => `---\napiVersion: kops.k8s.io/v1alpha2\nkind: InstanceGroup\nmetadata:\n  name: ${name}\nspec:\n  role: Node\n`;

function at(text: string, code: string): string[] {
  const index = new TextIndex(text);
  return analyze(text).diagnostics.filter((d) => d.code === code).map((d) => {
    const s = index.lineCol(d.range.start);
    return `${s.line}:${s.column} ${text.slice(d.range.start, d.range.end)}`;
  });
}

describe('lint', () => {
  it('reports a cluster hook rendered for five instance groups once, not five times', () => {
    const text = CLUSTER + ['a', 'b', 'c', 'd', 'e'].map(ig).join('');
    expect(analyze(text).groups.length).toBe(5);
    expect(at(text, 'unknown-directive')).toEqual(['12:7 ExecStrat=/bin/true']);
    expect(at(text, 'missing-exec-start')).toEqual(['10:5 manifest']);
  });

  it('maps a unit line from the manifest to its line in the block, and a generated line to the field that caused it', () => {
    expect(at(CLUSTER, 'unknown-directive')).toEqual(['12:7 ExecStrat=/bin/true']);
    // `Requires=kubelet` is generated from the requires item.
    expect(at(CLUSTER, 'dependency-without-suffix')).toEqual(['9:7 kubelet']);
  });

  it('maps kops\'s own lines (the [Service] header it writes) to the hook name', () => {
    const text = '- name: swap1.swap\n  manifest: |\n    [Swap]\n    What=/swap1\n';
    expect(at(text, 'section-not-for-unit-type')).toEqual(['1:9 swap1.swap']);
  });

  it('adds the rule findings sorted by position (ties keep rule order)', () => {
    const a = analyze(CLUSTER);
    const starts = a.diagnostics.map((d) => d.range.start);
    expect(starts).toEqual([...starts].sort((x, y) => x - y));
    expect(a.diagnostics.map((d) => d.code)).toEqual(['dependency-without-suffix', 'requires-without-after', 'missing-exec-start', 'no-install-section', 'oneshot-without-remain-after-exit', 'unknown-directive']);
  });

  it('runs a rule that declares no scope on the whole spec after every edit, and one scoped to hooks on the edited hook only', () => {
    const docs = { summary: 's', why: 'w', fix: 'f', bad: 'b', good: 'g' };
    const seen = { spec: [] as number[], hook: [] as number[] };
    const rules: Rule[] = [
      // A cross-hook rule written without a thought for scopes: the first hook of each name.
      {
        id: 'spy-spec', severity: 'info', title: 'spy', docs,
        check: (ctx) => {
          seen.spec.push(ctx.hooks.length);
          const first = new Map(ctx.hooks.map((h) => [h.name?.value, h] as const).reverse());
          return [...first.values()].map((hook) => ({ at: { hook, field: 'name' as const }, message: `first of ${ctx.hooks.length}` }));
        },
      },
      { id: 'spy-hook', severity: 'info', title: 'spy', docs, scope: 'hook', check: (ctx) => (seen.hook.push(ctx.hooks.length), []) },
    ];
    const text = generateSpec({ hooks: 20, groups: 2, seed: 4 });
    const plan = analyzePlan(text);
    lint(plan, rules);
    const at = text.indexOf('ExecStart=', text.indexOf('kind: InstanceGroup')) + 10;
    const next = analyzePlanEdit(plan, { start: at, end: at, text: 'x' });
    seen.spec.length = 0;
    seen.hook.length = 0;
    const incremental = lint(next, rules);
    expect(seen).toEqual({ spec: [20], hook: [1] });
    expect(incremental).toEqual(lint(analyzePlan(next.text), rules));
  });

  it('keeps the findings of a spec rule with inputs when they did not change, and checks it again when they did', () => {
    const docs = { summary: 's', why: 'w', fix: 'f', bad: 'b', good: 'g' };
    let checks = 0;
    // The hooks of each name after the first: depends on names and places only.
    const rule: Rule = {
      id: 'spy-names', severity: 'info', title: 'spy', docs,
      inputs: (ctx) => ctx.hooks.map((h) => [h.name?.value, h.document, h.list, h.index]),
      check: (ctx) => {
        checks++;
        const seen = new Set<string | undefined>();
        return ctx.hooks.filter((h) => seen.has(h.name?.value) || !seen.add(h.name?.value)).map((hook) => ({ at: { hook, field: 'name' as const }, message: `again: ${hook.name?.value}` }));
      },
    };
    const rules = [rule];
    const text = `${CLUSTER}  - name: a.service\n    manifest: |\n      ExecStart=/bin/b\n`;
    const plan = analyzePlan(text);
    expect(lint(plan, rules).map((d) => d.message)).toEqual(['again: a.service']);
    // Typing in the first hook's manifest, above the finding: kept, and moved.
    const typed = text.indexOf('ExecStrat') + 4;
    const next = analyzePlanEdit(plan, { start: typed, end: typed, text: 'xx' });
    checks = 0;
    const kept = lint(next, rules);
    expect(checks).toBe(0);
    expect(kept).toEqual(lint(analyzePlan(next.text), [rule]));
    // Renaming the second hook changes the inputs.
    const named = next.text.lastIndexOf('a.service');
    const renamed = analyzePlanEdit(next, { start: named, end: named + 1, text: 'b' });
    checks = 0;
    expect(lint(renamed, rules)).toEqual([]);
    expect(checks).toBe(1);
  });
});
