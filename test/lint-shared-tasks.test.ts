/**
 * The planner gives a cluster hook's task as the very same object to every group of its role
 * (PlanMemo), and lint leans on that: a unit's view is found again by its task (unitViews), and
 * what a view's own lines decide about kubelet is worked out once for all its groups
 * (kubeletShortcuts). These tests lint each spec twice, as planned and with every group's tasks
 * copied (no task shared between groups, so each shortcut by identity is not taken), and hold the
 * unit views and the diagnostics equal, over the fixtures, examples, a generated spec and the external corpora.
 */
import { describe, expect, it } from 'vitest';
import { generateSpec } from '../bench/generate-spec.ts';
import { analyzePlanOnce } from '../src/core/analyze-plan.ts';
import { unitViews, viewOrdinal } from '../src/core/lint/context.ts';
import { lintOnce } from '../src/core/lint/lint.ts';
import { unitParser } from '../src/core/systemd/unit-parser.ts';
import type { Analysis, AnalyzeOptions } from '../src/core/types.ts';
import { describeCorpus, KOPS_DOCS, WILD } from './corpus.ts';
import { ownSpecs } from './own-specs.ts';

// Eras where the kubelet verdicts differ: no raw manifest; kubelet not enabled (before 1.21); Docker; the newest.
const OPTION_SETS: AnalyzeOptions[] = [{}, { kopsVersion: '1.10.1' }, { kopsVersion: '1.20.3', runtime: 'docker' }];

/** `analysis` with each group's tasks copied: equal values, no task object shared by two groups. */
function unshared(analysis: Analysis): Analysis {
  return { ...analysis, groups: analysis.groups.map((g) => ({ ...g, tasks: g.tasks.map((t) => ({ ...t })) })) };
}

/** Each unit view of `analysis`: its unit, hook, groups and place, as lint's rules read them. */
const views = (analysis: Analysis): unknown[] =>
  unitViews(analysis, unitParser).map((v) => [v.task.unit, v.task.hook, v.groups.map((g) => g.name), viewOrdinal(v), v.task.definition]);

/** Lints `text` both ways; returns how many of its tasks the plan shares between groups. */
function compare(text: string, options: AnalyzeOptions): number {
  const planned = analyzePlanOnce(text, options);
  const shared = planned.groups.flatMap((g) => g.tasks).length - new Set(planned.groups.flatMap((g) => g.tasks)).size;
  expect(views(unshared(planned))).toEqual(views(planned));
  expect(lintOnce(unshared(planned), false)).toEqual(lintOnce(planned, false));
  expect(lintOnce(unshared(planned))).toEqual(lintOnce(planned));
  return shared;
}

describe('lint reads the same whether groups share their tasks or not', () => {
  it('on every fixture and example, in three eras', () => {
    let shared = 0;
    for (const { text } of ownSpecs()) for (const options of OPTION_SETS) shared += compare(text, options);
    expect(shared).toBeGreaterThan(10);
  });

  it('on a generated spec of 600 hooks over 7 documents (the benchmark\'s mix)', () => {
    expect(compare(generateSpec({ hooks: 600, groups: 6, seed: 42 }), {})).toBeGreaterThan(400);
  });
});

describeCorpus(WILD, 'lint with shared or copied tasks, on the published specs', () => {
  for (const spec of WILD.files()) it(spec.name, () => { for (const options of OPTION_SETS) compare(spec.text, options); });
});

describeCorpus(KOPS_DOCS, "lint with shared or copied tasks, on kops's published hook examples", () => {
  for (const spec of KOPS_DOCS.files()) it(spec.name, () => { for (const options of OPTION_SETS) compare(spec.text, options); });
});
