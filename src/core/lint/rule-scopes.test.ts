import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeCorpus, WILD } from '../../../test/corpus.ts';
import { analyzePlan } from '../analyze-plan.ts';
import type { AnalyzeOptions, GroupPlan, HookRef, HookSpec } from '../types.ts';
import { buildContext } from './context.ts';
import { toDiagnostics } from './lint-items.ts';
import type { Finding, LintContext, Rule, UnitView } from './rule.ts';
import { RULES } from './rules/index.ts';

/**
 * The contract of RuleScope, checked rule by rule on a corpus: a `hook` rule run on a context that
 * holds one hook and no unit, in an analysis that shows no other hook (`alone`), finds exactly
 * what it finds for that hook on the whole context, and nothing about any other hook; the same
 * for a `unit` rule and one unit (whose groups hold only its own tasks). Incremental lint
 * (lint-items.ts) relies on it to keep the findings of hooks an edit did not touch, so a rule
 * that compares hooks or groups must stay `spec` (the default). The property tests in
 * test/incremental check whole edit sequences; this names the rule that breaks the contract.
 */
const ALL: Rule[] = Object.values(RULES);
const scoped = ALL.filter((r) => r.scope === 'hook' || r.scope === 'unit');
const root = new URL('../../../', import.meta.url).pathname;

function yamlFiles(dir: string): Array<{ name: string; text: string }> {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => ({ name: f, text: readFileSync(join(dir, f), 'utf8') }));
}

const CORPUS: Array<{ name: string; text: string }> = [
  ...yamlFiles(join(root, 'examples')),
  ...yamlFiles(join(root, 'fixtures')),
  ...yamlFiles(join(root, 'test/fixtures/nodeup')),
  ...yamlFiles(join(root, 'test/boot-corpus')),
  ...ALL.flatMap((r) => [{ name: `${r.id} bad`, text: r.docs.bad }, { name: `${r.id} good`, text: r.docs.good }]),
];
const OPTIONS: AnalyzeOptions[] = [{}, { kopsVersion: '1.10.1' }, { kopsVersion: '1.21.0', runtime: 'docker' }, { kopsVersion: '1.23.0' }, { proposal: true }];

const hookOf = (f: Finding): HookSpec | undefined => ('hook' in f.at ? f.at.hook : 'unit' in f.at ? f.at.unit.hook : undefined);

/**
 * `ctx` as one hook (or one unit) sees it: the hook lists hold only `hook`; the groups hold no
 * task for a hook rule (a hook's tasks also depend on the hooks before it: a name taken first, an
 * abort), and only the unit's own for a unit rule; no abort. A rule that reads anything of
 * another hook, through the context or its analysis, finds differently here.
 */
function alone(ctx: LintContext, hook: HookSpec | undefined, units: UnitView[]): LintContext {
  const a = ctx.analysis;
  // A hook rule sees no task at all, its own included: a unit rule sees its unit's.
  const mine = (ref: HookRef): boolean => units.length > 0 && (hook ? ref.document === hook.document && ref.list === hook.list && ref.index === hook.index : units.some((v) => v.task.hook === ref));
  const spec = { ...a.spec, documents: a.spec.documents.map((d) => ({ ...d, hooks: d.hooks.filter((h) => h === hook) })) };
  const groups = a.groups.map((g) => ({ ...g, tasks: g.tasks.filter((t) => mine(t.hook)), skipped: g.skipped.filter(mine), fatal: null }));
  const own = (g: GroupPlan): GroupPlan => groups[a.groups.indexOf(g)] as GroupPlan;
  return {
    ...ctx,
    analysis: { ...a, spec, groups },
    hooks: hook ? [hook] : [],
    units: units.map((v) => ({ ...v, groups: v.groups.map(own) })),
    documentOf: (h) => spec.documents[h.document],
  };
}

/** Each finding as text, sorted: the same findings, whatever the order they come in. */
function keys(rule: Rule, ctx: LintContext, findings: Finding[]): string[] {
  return toDiagnostics(rule, ctx.analysis, findings).map((d) => JSON.stringify(d)).sort();
}

/** Where the rule breaks its scope on `ctx`, or null. */
function breach(rule: Rule, ctx: LintContext): string | null {
  const whole = keys(rule, ctx, rule.check(ctx));
  const parts: string[] = [];
  if (rule.scope === 'hook') {
    for (const hook of ctx.hooks) {
      // Not even its own units: they change when another hook does (a name taken first, an abort).
      const own = rule.check(alone(ctx, hook, []));
      const stray = own.find((f) => hookOf(f) !== hook);
      if (stray) return `a finding of hook ${hook.index} sits elsewhere: ${stray.message}`;
      parts.push(...keys(rule, ctx, own));
    }
  } else {
    for (const view of ctx.units) {
      const only = alone(ctx, view.hook, [view]);
      const copy = only.units[0] as UnitView;
      const own = rule.check({ ...only, hooks: [] });
      const stray = own.find((f) => !('unit' in f.at) ? hookOf(f) !== view.hook || view.hook === undefined : f.at.unit !== copy);
      if (stray) return `a finding of ${view.task.unit} sits elsewhere: ${stray.message}`;
      parts.push(...keys(rule, ctx, own));
    }
  }
  parts.sort();
  return JSON.stringify(parts) === JSON.stringify(whole) ? null : `one at a time: ${parts.length} findings; on the whole spec: ${whole.length}`;
}

/** Every breach of a hook or unit rule's scope over `specs`, one line each. */
function breaches(specs: ReadonlyArray<{ name: string; text: string }>, options: AnalyzeOptions): string[] {
  const found: string[] = [];
  for (const { name, text } of specs) {
    const ctx = buildContext(analyzePlan(text, options));
    for (const rule of scoped) {
      const b = breach(rule, ctx);
      if (b) found.push(`${rule.id} on ${name}: ${b}`);
    }
  }
  return found;
}

describe('rule scopes', () => {
  it('has rules of every scope, and spec is the default', () => {
    expect(scoped.some((r) => r.scope === 'hook')).toBe(true);
    expect(scoped.some((r) => r.scope === 'unit')).toBe(true);
    expect(ALL.filter((r) => r.scope === undefined).map((r) => r.id)).toContain('ordering-cycle');
  });

  it.each(OPTIONS.map((o) => [JSON.stringify(o), o] as const))('every hook and unit rule keeps to its scope over the corpus, options %s', (_name, options) => {
    expect(CORPUS.length).toBeGreaterThan(100);
    expect(breaches(CORPUS, options)).toEqual([]);
  });
});

describeCorpus(WILD, 'rule scopes over the published specs', () => {
  it.each(OPTIONS.map((o) => [JSON.stringify(o), o] as const))('every hook and unit rule keeps to its scope, options %s', (_name, options) => {
    expect(breaches(WILD.files(), options)).toEqual([]);
  });
});
