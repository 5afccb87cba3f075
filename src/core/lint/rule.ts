import type { Analysis, DocumentSpec, FileAssetSpec, Fix, GroupPlan, HookSpec, Severity, Task } from '../types.ts';
import type { HookPart } from '../spec/hook-ranges.ts';
import type { ParsedUnit, UnitEntry } from '../systemd/unit-parser.ts';

/** The doc text of a rule, shown in the UI and in SARIF help. */
export interface RuleDocs {
  /** What happens on the node, in one or two sentences. */
  summary: string;
  why: string;
  fix: string;
  /** A YAML hook that triggers the rule. */
  bad: string;
  /** The same hook, fixed. */
  good: string;
  /** The kops releases the rule applies to, in words (the rule page shows it); every release when left out. */
  releases?: string;
  /** Where kops (or the tools it runs) shows the facts the rule rests on: `tag:path[:line]` citations, read at both sides of a boundary. */
  sources?: readonly string[];
}

/** Hook fields a finding can point at (`execContainer.image` is `image`). */
export type HookField = HookPart;

/**
 * Where a finding sits in the model; `source-map.ts` turns it into a YAML range.
 * - a hook field (`item` = list entry, `key` = the mapping key rather than the value);
 * - an unknown field of a hook or of its execContainer;
 * - a line of a rendered unit (0-based), mapped through `Task.lineOrigins`;
 * - a fileAsset, or one of its fields (`key` = the mapping key rather than the value).
 * - a line of a hook's manifest (0-based), mapped through its source lines.
 */
export type ModelPath =
  | { hook: HookSpec; field?: HookField; item?: number; key?: boolean }
  | { hook: HookSpec; unknownField: number; inExecContainer?: boolean }
  | { unit: UnitView; line: number }
  /** Line `manifestLine` (0-based) of the hook's `manifest` string, for a `hook` rule that reads it. */
  | { hook: HookSpec; manifestLine: number }
  | { document: DocumentSpec }
  | { fileAsset: FileAssetSpec; field?: 'name' | 'path' | 'roles' | 'content' | 'isBase64' | 'mode'; key?: boolean; unknownField?: number };

/** What a rule reports; the framework adds code, severity and range. */
export interface Finding {
  at: ModelPath;
  message: string;
  /**
   * This finding's severity, where the outcome on the node depends on the case (an ignored empty
   * section is advice, one with settings a warning; a collision nodeup survives). Default: the rule's.
   */
  severity?: Severity;
  fixes?: Fix[];
}

/** A rendered unit file, parsed once and shared by every rule. */
export interface UnitView {
  task: Task & { definition: string };
  /** Every group that writes this exact file for this hook. */
  groups: GroupPlan[];
  hook: HookSpec | undefined;
  parsed: ParsedUnit;
  /** The assignments systemd reads: those in [Unit], [Install] and the type's own section (it ignores the rest). */
  entries: UnitEntry[];
  /** The unit type from the file name: `service`, `swap`, `timer`... */
  type: string;
  /** True when the file is the raw manifest (no kops wrapping). */
  raw: boolean;
}

/** Everything a rule may read. Built once per lint run (`units` on first reading). */
export interface LintContext {
  analysis: Analysis;
  /** Every hook of every document, in document order. */
  hooks: HookSpec[];
  /** Distinct rendered units with a definition. */
  units: UnitView[];
  documentOf(hook: HookSpec): DocumentSpec | undefined;
  /** Whether the hook is switched off for kops (disabled: true, enabled: false, or inverted on IGs). */
  isDisabled(hook: HookSpec): boolean;
  /** A unit file parsed, as `units` hold it (parses are kept across lints). */
  parse(definition: string): ParsedUnit;
  /**
   * False when nobody reads the fixes (`kops-hooks lint` without `--fix` prints none): a rule may
   * then leave out a fix that costs to build, but says the same words as with it (see
   * directiveOffer, whose messages tell whether a quick fix exists).
   */
  fixes: boolean;
}

/**
 * What a rule's findings depend on, so that lint can keep them while the text is edited
 * (lint-items.ts). Leave `scope` out unless the rule is plainly local: `spec` is the default, and
 * always right.
 * - `hook`: `check` walks `ctx.hooks`, and what it finds for a hook depends only on that hook, its
 *   document (`documentOf`, `isDisabled`), the analysis's settings (behaviour, runtime, options)
 *   and the text of the hook's own lines; never on units, tasks or groups (a hook's tasks change
 *   when another hook takes its name first or makes nodeup abort). Each finding sits on that hook.
 * - `unit`: the same for `ctx.units`, one UnitView at a time: its task, file and hook (never
 *   `view.groups`, other units or other hooks).
 * - `spec` (the default): anything else, e.g. comparing hooks, reading groups, a boot graph; the
 *   rule runs on the whole context after every edit.
 * rule-scopes.test.ts runs every `hook` and `unit` rule on one hook or unit at a time, in an
 * analysis that shows nothing else, over a corpus, and the property tests in test/incremental
 * compare every edit with a fresh lint.
 */
export type RuleScope = 'hook' | 'unit' | 'spec';

/** One lint rule: file name = `id` = kebab-case name of the problem. */
export interface Rule {
  id: string;
  /** The severity of its findings: what happens on the node (error: refused or nodeup fails). */
  severity: Severity;
  /**
   * For a rule whose outcome depends on the case, every severity its findings may have (they set
   * Finding.severity), with when each applies; the registry meta-test holds findings to it.
   */
  severities?: { readonly [S in Severity]?: string };
  title: string;
  docs: RuleDocs;
  /** Default `spec`. */
  scope?: RuleScope;
  /**
   * Optional, for a `spec` rule that costs time on a large spec: plain data holding everything its
   * findings depend on, except where things sit in the text and the text of the lines the findings
   * (and their fixes) lie on. After an edit, when it equals (sameValue: hooks by content) what it
   * was at the last lint and the edit touched none of the findings' lines, lint keeps the last
   * findings, moved with the text, and does not call `check`. Without it, `check` runs after
   * every edit (always right). Make it cheap: a group or task that did not change is the same
   * object as before, so a key memoised per object (rule-inputs.ts) is compared by identity.
   */
  inputs?(ctx: LintContext): unknown;
  check(ctx: LintContext): Finding[];
}
