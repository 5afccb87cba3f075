/**
 * What an analysis leaves behind for the next one (see ../analyze-edit.ts): the plan and lint
 * states, kept beside the Analysis in WeakMaps keyed by it, and each hook's token, a hidden
 * property of the HookSpec inside it. Neither is a field of the Analysis: it stays plain data, and
 * the state is collected with it.
 */
import type { GroupInput, PlanSettings } from '../kops/plan-group.ts';
import type { ParseTrack } from '../spec/parse-spec.ts';
import type { Analysis, GroupPlan, HookSpec } from '../types.ts';
import type { TextChange } from './text-change.ts';

/**
 * The identity of a hook's content: two HookSpecs with the same token are equal, except that
 * one may sit at another place in the text (every range moved by the same amount).
 */
export type HookToken = object;

// A hidden property rather than a WeakMap: a keystroke in a large spec gives thousands of moved
// hooks their token, and V8 scavenges WeakMap entries slowly. Not enumerable, so JSON, cloning,
// spreading and deep equality never see it: the Analysis stays plain data.
const TOKEN = Symbol('hook token');

function setToken(hook: HookSpec, token: HookToken): void {
  Object.defineProperty(hook, TOKEN, { value: token, configurable: true });
}

/** The hook's token; a hook first seen gets a new one. */
export function tokenOf(hook: HookSpec): HookToken {
  let token = (hook as { [TOKEN]?: HookToken })[TOKEN];
  if (!token) setToken(hook, (token = {}));
  return token;
}

/** Whether `value` is a hook that has a token (so equality may compare tokens). */
export function hasToken(value: object): boolean {
  return (value as { [TOKEN]?: HookToken })[TOKEN] !== undefined;
}

/** Gives `hook` the token of `earlier`, of which it is a moved copy. */
export function inheritToken(hook: HookSpec, earlier: HookSpec): void {
  setToken(hook, tokenOf(earlier));
}

/**
 * How the text of an analysis was parsed, relative to the analysis it was derived from: one hook
 * read again, one document (`reason`: why not one hook), or all of it (`reason`: why not less).
 */
export type EditPath =
  | { path: 'full' | 'document'; reason: string }
  | { path: 'hook' };

/** What the planner did, and what the next analysis may reuse. */
export interface PlanState {
  track: ParseTrack;
  /** The settings every plan below was made with (null: no group). */
  settings: PlanSettings | null;
  inputs: GroupInput[];
  plans: GroupPlan[];
  /** Built units by hook token, for `settings`. */
  memo: WeakMap<HookToken, Map<string, unknown>>;
  /** The nearest earlier analysis whose lint can be reused (cleared once this one is linted). */
  lintFrom: Analysis | null;
  /** Where this text differs from `lintFrom`'s (all the edits since, joined). */
  sinceLint?: TextChange;
  /** How this analysis was reached from the one before (absent for a plain analysis). */
  edit?: EditPath;
}

/** The plan state of every analysis made by analyzePlan or analyzePlanEdit. */
export const PLAN_STATES = new WeakMap<Analysis, PlanState>();

/** A linted Analysis → the plan-only Analysis it extends (withLint). */
export const LINTED_FROM = new WeakMap<Analysis, Analysis>();

/** The plan-only Analysis behind `analysis` (itself when it is one). */
export function planOf(analysis: Analysis): Analysis {
  return LINTED_FROM.get(analysis) ?? analysis;
}

/** Lint's cache of every linted plan-only Analysis (its type is lint's own: LintState in lint/lint-entries.ts, or lint-items.ts's PendingLintState until first read). */
export const LINT_STATES = new WeakMap<Analysis, object>();
