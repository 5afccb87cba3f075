import fc from 'fast-check';
import { analyze, analyzeEdit, analyzePlan, analyzePlanEdit, editPath } from '../src/core/index.ts';
import type { Analysis, TextEdit } from '../src/core/types.ts';
import { WILD } from '../test/corpus.ts';
import { runSequence, sequences, typingPlan, wildText, type Sequence } from '../test/incremental/edit-model.ts';
import { generateSpec } from './generate-spec.ts';
import type { Timing } from './harness.ts';
import { timeTyping } from './time-typing.ts';

/** Typing in one hook of a generated spec, against a full analysis of the same text. */
export interface EditRow {
  hooks: number;
  /** Whose hook is typed in: an instance group's, or the cluster's (planned in every group). */
  where: 'instance group' | 'cluster';
  /** analyze of the whole text. */
  full: Timing;
  /** analyzeEdit of one keystroke from the analysis before it. */
  edit: Timing;
  /** The first keystroke after a full analysis (untimed in `edit` and `ratio`: see time-typing.ts). */
  firstEdit?: Timing;
  /** Median over blocks of (keystroke ÷ full) in CPU time: a full analysis, then keystrokes typed in a row (time-typing.ts). */
  ratio: number;
  /** analyzePlanEdit (units, no lint: what the page waits for) ÷ analyzePlan. */
  planRatio: number;
  planEdit: Timing;
}

/** Where to type: the end of the first `ExecStart=/bin/echo` line of a manifest hook in the wanted list. */
function typingOffset(analysis: Analysis, where: EditRow['where']): number {
  const list = where === 'cluster' ? 'cluster' : 'instanceGroup';
  const hooks = analysis.spec.documents.flatMap((d) => d.hooks).filter((h) => h.list === list && h.manifest && !h.useRawManifest);
  const hook = hooks[Math.floor(hooks.length * 0.6)];
  const line = hook?.manifest?.source.lines.find((r) => analysis.text.startsWith('ExecStart=', r.start));
  if (!line) throw new Error(`no manifest hook to type in (${where})`);
  return line.end;
}

/** Keystrokes typed into one hook, each from the analysis of the one before, against full analyses (time-typing.ts). */
export function benchEdits(sizes: number[]): EditRow[] {
  const rows: EditRow[] = [];
  for (const hooks of sizes) {
    const text = generateSpec({ hooks, groups: 20, seed: 42 });
    for (const where of ['instance group', 'cluster'] as const) {
      const budget = hooks >= 10_000 ? { warmup: 1, minBlocks: 5, maxBlocks: 9, budgetMs: 8000 } : {};
      let current = analyze(text);
      let at = typingOffset(current, where);
      const keystroke = (): TextEdit => ({ start: at, end: at, text: 'x' });
      const pair = timeTyping(() => analyze(current.text), () => {
        current = analyzeEdit(current, keystroke());
        at++;
      }, budget);
      if (editPath(current)?.path !== 'hook') throw new Error(`typing took the ${JSON.stringify(editPath(current))} path`);
      let plan = analyzePlan(text);
      at = typingOffset(plan, where);
      const planPair = timeTyping(() => analyzePlan(plan.text), () => {
        plan = analyzePlanEdit(plan, keystroke());
        at++;
      }, budget);
      rows.push({ hooks, where, full: pair.a, edit: pair.b, firstEdit: pair.first, ratio: pair.ratio, planEdit: planPair.b, planRatio: planPair.ratio });
    }
  }
  return rows;
}

/** How random edits on the published specs were analysed: how many took each path, and why. */
export interface FallbackRow {
  /** `typing in hooks`: typing inside manifests and exec containers; `anywhere`: the property test's edits. */
  edits: 'typing in hooks' | 'anywhere';
  sequences: number;
  steps: number;
  /** Steps by path (`hook`, `document: why not one hook`, `full: why not less`), most frequent first. */
  paths: Array<{ path: string; steps: number }>;
}

/**
 * Replays seeded random edit sequences on ../shared/wild and counts the paths (each step is also
 * checked). Without that corpus (test/corpus.ts) there is nothing to replay: no rows, and `log` says why.
 */
export function benchFallbacks(runs: number, log: (s: string) => void = () => undefined): FallbackRow[] {
  if (WILD.state !== 'present') {
    log(`  skipped: ${WILD.title} is ${WILD.state} (${WILD.reason})`);
    return [];
  }
  const kinds: Array<[FallbackRow['edits'], fc.Arbitrary<Sequence>]> = [
    ['typing in hooks', sequences(wildText(), typingPlan)],
    ['anywhere', sequences(wildText())],
  ];
  return kinds.map(([edits, arbitrary]) => {
    const counts = new Map<string, number>();
    let steps = 0;
    for (const s of fc.sample(arbitrary, { seed: 17, numRuns: runs })) {
      const { mismatch } = runSequence(s, (path) => {
        steps++;
        counts.set(path, (counts.get(path) ?? 0) + 1);
      });
      if (mismatch) throw new Error(`an incremental analysis differs from a fresh one (${mismatch.what}, step ${mismatch.step}): run the property tests`);
    }
    return { edits, sequences: runs, steps, paths: [...counts].map(([path, n]) => ({ path, steps: n })).sort((a, b) => b.steps - a.steps) };
  });
}
