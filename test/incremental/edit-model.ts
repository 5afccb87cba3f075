/**
 * Random edit sequences for the incremental analysis, and their replay against a fresh analysis.
 * The property test (incremental-property.test.ts), the seed corpus (seeds.json, replayed by
 * incremental-seeds.test.ts) and the bench's fallback figures all use this one model.
 */
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { generateSpec } from '../../bench/generate-spec.ts';
import { analyzePlan, analyzePlanEdit, editPath, withLint } from '../../src/core/index.ts';
import { lint } from '../../src/core/lint/lint.ts';
import type { Analysis, AnalyzeOptions, HookSpec, TextEdit } from '../../src/core/types.ts';
import { WILD } from '../corpus.ts';

/** One step of a sequence: an edit, and whether lint runs after it (the page lints in pauses). */
export interface Step {
  edit: TextEdit;
  lint: boolean;
}

/** A concrete sequence: what seeds.json holds. */
export interface SeedCase {
  name: string;
  options: AnalyzeOptions;
  text: string;
  steps: Step[];
}

/** The first step whose result differs from a fresh analysis. */
export interface Mismatch {
  step: number;
  what: 'plan' | 'lint';
  incremental: Analysis;
  fresh: Analysis;
}

/** Runs one step from `plan`: the next plan, or the mismatch with a fresh analysis. */
function check(plan: Analysis, step: Step, options: AnalyzeOptions, index: number, onPath?: (path: string) => void): Analysis | Mismatch {
  const next = analyzePlanEdit(plan, step.edit);
  const path = editPath(next);
  onPath?.(path ? (path.path === 'hook' ? 'hook' : `${path.path}: ${path.reason}`) : 'none');
  const fresh = analyzePlan(next.text, options);
  if (!isDeepStrictEqual(next, fresh)) return { step: index, what: 'plan', incremental: next, fresh };
  if (step.lint) {
    const linted = withLint(next, lint);
    // analyze(text) is withLint(analyzePlan(text), lint); a fresh plan has no earlier lint to reuse.
    const expected = withLint(fresh, lint);
    if (!isDeepStrictEqual(linted, expected)) return { step: index, what: 'lint', incremental: linted, fresh: expected };
  }
  return next;
}

const isMismatch = (r: Analysis | Mismatch): r is Mismatch => 'fresh' in r;

/**
 * Runs `c` the way the page does: the plan of each step by analyzePlanEdit from the one before,
 * lint (which reuses the last lint, however many edits back) where asked. Returns the first step
 * that differs from a fresh analysis, or null.
 */
export function replay(c: SeedCase, onPath?: (path: string) => void): Mismatch | null {
  let plan = analyzePlan(c.text, c.options);
  for (const [i, step] of c.steps.entries()) {
    const r = check(plan, step, c.options, i, onPath);
    if (isMismatch(r)) return r;
    plan = r;
  }
  return null;
}


/** Small texts of every shape the incremental path treats specially (or refuses). */
export const SHAPES: ReadonlyArray<{ name: string; text: string }> = [
  { name: 'bare list', text: '- name: a.service\n  manifest: |\n    ExecStart=/bin/a\n- name: b.service\n  manifest: |\n    ExecStart=/bin/b\n' },
  { name: 'hooks key, last hook without newline', text: 'hooks:\n- name: a\n  manifest: |\n    Type=oneshot\n- execContainer:\n    image: busybox\n    command: [sh, -c, "true"]' },
  { name: 'single hook', text: 'name: only.service\nmanifest: |\n  ExecStart=/bin/true\n' },
  { name: 'crlf', text: 'hooks:\r\n- name: a\r\n  manifest: |\r\n    ExecStart=/bin/a\r\n- name: b\r\n  manifest: x\r\n' },
  { name: 'anchors and aliases', text: 'hooks:\n- name: a\n  manifest: &m |\n    ExecStart=/bin/a\n- name: b\n  manifest: *m\n- name: c\n  manifest: |\n    ExecStart=/bin/c\n' },
  { name: 'directive', text: '%YAML 1.1\n---\nhooks:\n- name: a\n  disabled: yes\n  manifest: x\n' },
  { name: 'flow list', text: 'hooks: [{name: a, manifest: "ExecStart=/bin/a"}, {name: b, manifest: x}]\n' },
  { name: 'comments between hooks', text: 'hooks:\n# first\n- name: a\n  manifest: |\n    ExecStart=/bin/a\n# - name: off\n- name: b # trailing\n  manifest: |\n    ExecStart=/bin/b\n\n\n# end\n' },
  { name: 'document end markers', text: 'kind: Cluster\nspec:\n  hooks:\n  - name: a\n    manifest: x\n...\n---\nkind: InstanceGroup\nspec:\n  role: Node\n  hooks:\n  - name: b\n    manifest: y\n' },
  { name: 'error in one document', text: 'a: [b\n---\nhooks:\n- name: c\n  manifest: |\n    ExecStart=/bin/c\n' },
  { name: 'role after hooks', text: 'kind: InstanceGroup\nmetadata:\n  name: ig\nspec:\n  hooks:\n  - name: a\n    manifest: |\n      ExecStart=/bin/a\n  role: Master\n' },
  { name: 'duplicate names and overrides', text: 'kind: Cluster\nspec:\n  hooks:\n  - name: x.service\n    manifest: |\n      ExecStart=/bin/a\n  - name: x.service\n    manifest: |\n      ExecStart=/bin/b\n---\nkind: InstanceGroup\nmetadata:\n  name: ig\nspec:\n  role: Node\n  hooks:\n  - name: x.service\n    manifest: |\n      ExecStart=/bin/c\n  - name: x\n    manifest: y\n' },
  { name: 'merge key', text: 'hooks:\n- <<: {name: a}\n  manifest: |\n    ExecStart=/bin/a\n- name: b\n  manifest: |\n    ExecStart=/bin/b\n' },
];

const OPTIONS: AnalyzeOptions[] = [{}, { kopsVersion: '1.10.1' }, { kopsVersion: '1.21.0', runtime: 'docker' }, { kopsVersion: '1.23.0' }, { proposal: true }];

const FRAGMENTS = [
  'x', 'ab', ' ', '  ', '\n', '\n  ', '\n    ', '---\n', '...\n', '- ', '-', ': ', ':', '#', '# c', '"', "'", '[', ']', '{', '}', ',',
  '*a', '&a ', '!!str ', '\t', '\r\n', '%YAML 1.2\n', 'ExecStart=/bin/true\n', '    ExecStart=/bin/x\n', 'name: y\n',
  '  - name: new\n    manifest: |\n      Type=oneshot\n', 'useRawManifest: true', 'enabled: false', 'roles: [Master]', '|', '>', 'é', '\u{1F600}', '\u0000', '\u2028',
];

/** A published spec (../shared/wild: read it only where that corpus is present, see test/corpus.ts). */
export const wildText = (): fc.Arbitrary<{ name: string; text: string }> => fc.constantFrom(...WILD.files());

/** A generated manifest (bench/generate-spec.ts), or one of the shapes. */
export const otherText = fc.oneof(
  fc.record({ hooks: fc.integer({ min: 1, max: 24 }), groups: fc.integer({ min: 0, max: 4 }), seed: fc.integer({ min: 1, max: 1000 }) })
    .map((g) => ({ name: `generated ${g.hooks} hooks, ${g.groups} groups, seed ${g.seed}`, text: generateSpec(g) })),
  fc.constantFrom(...SHAPES),
);

/** What an edit does, before it is placed in a text (`at`: a fraction of the text or range). */
export type EditPlan =
  | { kind: 'insert' | 'type'; at: number; text: string }
  | { kind: 'delete' | 'backspace'; at: number; length: number }
  | { kind: 'replace'; at: number; length: number; text: string }
  | { kind: 'manifest' | 'exec'; which: number; at: number; text: string; length: number }
  | { kind: 'text'; which: number; at: number; text: string; length: number }
  | { kind: 'reindent'; which: number; by: number }
  | { kind: 'marker'; at: number; remove: boolean };

/** What people type inside a manifest or an exec container: mostly text that keeps the YAML valid. */
const TYPED = ['x', 'e', 'abc', ' ', '=', '/', '-', '.', '0', '"', '$', '%', '\\', 'Exec', 'Start=', ' --flag', ':'];

const at = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
const fragment = fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 6 }));
const typed = fc.oneof({ arbitrary: fc.constantFrom(...TYPED), weight: 4 }, { arbitrary: fragment, weight: 1 });

/** One edit plan, weighted towards what people do: typing in manifests and exec containers. */
export const editPlan: fc.Arbitrary<EditPlan> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('insert' as const), at, text: fragment }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('type' as const), at, text: fc.constantFrom('name: x', 'Type=oneshot', '  - a', '---', ' # note', 'abc') }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constantFrom('delete' as const, 'backspace' as const), at, length: fc.integer({ min: 1, max: 8 }) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('replace' as const), at, length: fc.integer({ min: 1, max: 12 }), text: fragment }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constantFrom('manifest' as const, 'exec' as const), which: fc.nat(), at, text: typed, length: fc.integer({ min: 0, max: 3 }) }), weight: 6 },
  { arbitrary: fc.record({ kind: fc.constant('text' as const), which: fc.nat(), at, text: typed, length: fc.integer({ min: 0, max: 2 }) }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('reindent' as const), which: fc.nat(), by: fc.constantFrom(-2, -1, 1, 2, 4) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('marker' as const), at, remove: fc.boolean() }), weight: 1 },
);

/** What people type into a value, that keeps the YAML as it was. */
const WORDS = ['x', 'e', 'abc', ' ', '=', '/', '-', '.', '0', '_', 'Exec', ' --flag'];

/** Typing into values (manifest lines, image, command, name) only: what most edits of a spec are. */
export const typingPlan: fc.Arbitrary<EditPlan> = fc.record({
  kind: fc.constant('text' as const), which: fc.nat(), at, text: fc.constantFrom(...WORDS), length: fc.integer({ min: 0, max: 1 }),
});

/** Sequences to run on `base` texts: options, edit plans (by default any), and which steps lint. */
export function sequences(base: fc.Arbitrary<{ name: string; text: string }>, plan: fc.Arbitrary<EditPlan> = editPlan): fc.Arbitrary<Sequence> {
  return fc.record({
    base,
    options: fc.constantFrom(...OPTIONS),
    plans: fc.array(fc.record({ plan, lint: fc.boolean() }), { minLength: 1, maxLength: 4 }),
  });
}

const offset = (fraction: number, length: number): number => Math.min(length, Math.floor(fraction * (length + 1)));

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

function lineEnd(text: string, offset: number): number {
  const nl = text.indexOf('\n', offset);
  return nl < 0 ? text.length : nl + 1;
}

function hooksOf(a: Analysis): HookSpec[] {
  return a.spec.documents.flatMap((d) => d.hooks);
}

/** The edits that carry out `plan` on the text of `a` (several for typing). */
export function place(plan: EditPlan, a: Analysis): TextEdit[] {
  const text = a.text;
  switch (plan.kind) {
    case 'insert':
      return [{ start: offset(plan.at, text.length), end: offset(plan.at, text.length), text: plan.text }];
    case 'type': {
      const o = offset(plan.at, text.length);
      return [...plan.text].map((ch, i) => ({ start: o + i, end: o + i, text: ch }));
    }
    case 'delete': {
      const o = offset(plan.at, text.length);
      return [{ start: o, end: Math.min(text.length, o + plan.length), text: '' }];
    }
    case 'backspace': {
      const o = offset(plan.at, text.length);
      return Array.from({ length: Math.min(plan.length, o) }, (_, i) => ({ start: o - i - 1, end: o - i, text: '' }));
    }
    case 'replace': {
      const o = offset(plan.at, text.length);
      return [{ start: o, end: Math.min(text.length, o + plan.length), text: plan.text }];
    }
    case 'manifest':
    case 'exec': {
      const ranges = hooksOf(a).flatMap((h) => {
        const r = plan.kind === 'manifest' ? h.manifest?.range : h.execContainer?.range;
        return r ? [r] : [];
      });
      const r = ranges[plan.which % Math.max(1, ranges.length)];
      if (!r) return place({ kind: 'insert', at: plan.at, text: plan.text }, a);
      const o = r.start + offset(plan.at, r.end - r.start);
      return [{ start: o, end: Math.min(r.end, o + plan.length), text: plan.text }];
    }
    case 'text': {
      const ranges = hooksOf(a).flatMap((h) => [
        ...(h.manifest?.source.lines ?? []),
        ...(h.execContainer?.value.image ? [h.execContainer.value.image.range] : []),
        ...(h.execContainer?.value.command?.value.map((c) => c.range) ?? []),
        ...(h.name ? [h.name.range] : []),
      ]);
      const r = ranges[plan.which % Math.max(1, ranges.length)];
      if (!r) return place({ kind: 'insert', at: plan.at, text: plan.text }, a);
      const o = r.start + offset(plan.at, r.end - r.start);
      return [{ start: o, end: Math.min(r.end, o + plan.length), text: plan.text }];
    }
    case 'reindent': {
      const hooks = hooksOf(a);
      const h = hooks[plan.which % Math.max(1, hooks.length)];
      if (!h) return [];
      const from = lineStart(text, h.range.start);
      const to = lineEnd(text, Math.max(h.range.start, h.range.end - 1));
      const lines = text.slice(from, to).split('\n');
      const moved = lines.map((l) => (l === '' ? l : plan.by > 0 ? ' '.repeat(plan.by) + l : l.replace(new RegExp(`^ {0,${-plan.by}}`), '')));
      return [{ start: from, end: to, text: moved.join('\n') }];
    }
    case 'marker': {
      const markers = [...text.matchAll(/^---[^\n]*\n?/gm)];
      const m = markers[Math.floor(plan.at * markers.length)];
      if (plan.remove && m?.index !== undefined) return [{ start: m.index, end: m.index + m[0].length, text: '' }];
      const o = lineStart(text, offset(plan.at, text.length));
      return [{ start: o, end: o, text: '---\n' }];
    }
  }
}

/** A sequence as drawn from `sequence`. */
export interface Sequence {
  base: { name: string; text: string };
  options: AnalyzeOptions;
  plans: Array<{ plan: EditPlan; lint: boolean }>;
}

/**
 * Runs a drawn sequence (see replay), placing each edit in the text it meets: the concrete case
 * (up to the first mismatch) and that mismatch, or null.
 */
export function runSequence(s: Sequence, onPath?: (path: string) => void): { seed: SeedCase; mismatch: Mismatch | null } {
  const seed: SeedCase = { name: s.base.name, options: s.options, text: s.base.text, steps: [] };
  let plan = analyzePlan(s.base.text, s.options);
  for (const [p, { plan: edit, lint: lints }] of s.plans.entries()) {
    const edits = place(edit, plan);
    for (const [i, e] of edits.entries()) {
      // The last step always lints, so that every sequence checks lint at least once.
      const step: Step = { edit: e, lint: (lints && i === edits.length - 1) || (p === s.plans.length - 1 && i === edits.length - 1) };
      seed.steps.push(step);
      const r = check(plan, step, s.options, seed.steps.length - 1, onPath);
      if (isMismatch(r)) return { seed, mismatch: r };
      plan = r;
    }
  }
  return { seed, mismatch: null };
}
