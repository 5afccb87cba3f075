/**
 * What incremental lint keeps per hook and per unit between two lints (lint-items.ts), and the
 * small helpers that place and key them.
 */
import type { ParsedUnit } from '../systemd/unit-parser.ts';
import type { Analysis, Diagnostic, DocumentSpec, GroupPlan, HookSpec, Range, Task } from '../types.ts';
import type { Finding, Rule } from './rule.ts';
import { sourceMap } from './source-map.ts';
import type { SpecEntry } from './spec-findings.ts';

/**
 * The findings of one hook or unit: per rule (by index) all it has, and the rules whose findings
 * cannot be kept. An entry is kept from lint to lint as the same object while its hook does not
 * change: `found` and `extent` stay where they were found, and `shift` says how far the hook has
 * moved since (lint-items.ts shows them moved).
 */
export interface ItemFindings {
  found: Array<[rule: number, diagnostics: Diagnostic[]]>;
  /** Rules to run again next time (null: none): a finding points outside the hook's lines, or the rule failed. */
  unknown: Set<number> | null;
  /** How far the hook has moved since `found` was found, as of the lint running now. */
  shift: number;
  /** `found` moved by `shift`, kept so that an entry that did not move again shows the same objects. */
  shown: { shift: number; found: ItemFindings['found'] } | null;
  /** The last lint that kept this entry (see LintItems). */
  seen: number;
}

export interface HookEntry extends ItemFindings {
  /** The hook when its findings were found (`shift` moves it to where it is now). */
  hook: HookSpec;
  /** The hook's lines and the line after them: all the text its findings may read. */
  extent: Range;
  /** Its document, less hooks and ranges. */
  document: string;
  units: UnitEntry[];
}

export interface UnitEntry extends ItemFindings {
  task: Task;
  /** Its hook's extent (undefined for a unit without a hook: its findings are not kept). */
  extent: Range | undefined;
  /** Where its view first appears among the tasks (viewOrdinal): the order of `ctx.units`. */
  at: number;
}

/** What one lint leaves for the next: the findings of every hook and unit. */
export interface LintState {
  rules: readonly Rule[];
  /** Rules whose findings could not all be filed under a hook or unit: none of them is kept. */
  unfiled: ReadonlySet<number>;
  text: string;
  settings: string;
  /** The hooks linted (`ctx.hooks`, where they sat in `text`) and their entries, in the same order. */
  hooks: readonly HookSpec[];
  entries: readonly HookEntry[];
  /** documentKey of each document. */
  documents: readonly string[];
  /** Every unit entry, in the order of `ctx.units`. */
  units: UnitEntry[];
  /** Whether a unit entry has no hook (then no unit findings are kept). */
  orphanUnits: boolean;
  /** The groups linted: the next lint finds the tasks that changed by comparing objects. */
  groups: readonly GroupPlan[];
  parsed: Map<string, ParsedUnit>;
  /** Findings of the spec rules that have inputs, by rule index. */
  spec: Map<number, SpecEntry>;
}

export const EMPTY: Diagnostic[] = [];

function lineStart(text: string, at: number): number {
  return text.lastIndexOf('\n', at - 1) + 1;
}

function nextLineStart(text: string, at: number): number {
  const nl = text.indexOf('\n', at);
  return nl < 0 ? text.length : nl + 1;
}

/** The hook's lines and the line after them. */
export function extentOf(text: string, hook: HookSpec): Range {
  const last = lineStart(text, Math.max(hook.range.start, hook.range.end - 1));
  return { start: lineStart(text, hook.range.start), end: nextLineStart(text, nextLineStart(text, last)) };
}

/** Everything lint's findings may depend on besides the spec: two lints with another key share nothing. */
export function settingsKey(a: Analysis): string {
  return JSON.stringify([a.options, a.behaviour, a.runtime, a.runtimeSource, a.distro]);
}

// Every range of a document moves when text before it changes: `range` and any `...Range` key
// (keyRange, hooksRange, apiVersionRange...) stay out of the key, and so do the hooks.
const NO_RANGES = (key: string, value: unknown): unknown => (key === 'hooks' || key === 'range' || key.endsWith('Range') ? undefined : value);

export function documentKey(doc: DocumentSpec | undefined): string {
  return JSON.stringify(doc ?? null, NO_RANGES);
}

export function inside(diagnostics: readonly Diagnostic[], extent: Range): boolean {
  const within = (r: Range): boolean => r.start >= extent.start && r.end <= extent.end;
  return diagnostics.every((d) => within(d.range) && (d.fixes ?? []).every((f) => f.edits.every(within)));
}

/** The rule's findings as diagnostics, as lint reports them (before deduplication). */
export function toDiagnostics(rule: Rule, analysis: Analysis, findings: readonly Finding[]): Diagnostic[] {
  if (findings.length === 0) return EMPTY;
  return findings.map((f) => {
    const d: Diagnostic = { code: rule.id, severity: f.severity ?? rule.severity, message: f.message, range: sourceMap(analysis, f.at) };
    if (f.fixes && f.fixes.length > 0) d.fixes = f.fixes;
    return d;
  });
}
