import { shiftDiagnostic } from '../incremental/shift-ranges.ts';
import { sameValue } from '../incremental/same-value.ts';
import { LINT_STATES, PLAN_STATES, tokenOf, type HookToken } from '../incremental/state.ts';
import { changeOf, diffTexts, type TextChange } from '../incremental/text-change.ts';
import { unitParser, type ParsedUnit } from '../systemd/unit-parser.ts';
import type { Analysis, Diagnostic, DocumentSpec, HookSpec, Range, Task } from '../types.ts';
import type { Finding, LintContext, Rule, UnitView } from './rule.ts';
import { sourceMap } from './source-map.ts';

/** Whether the text of `extent` lies before `edit` (which may start right after its line break). */
function unchangedBefore(text: string, extent: Range, edit: TextChange): boolean {
  return extent.end < edit.start || (extent.end === edit.start && text.charCodeAt(extent.end - 1) === 10);
}

/** The findings of one hook or unit: per rule (by index) those it has, and the rules not known. */
interface ItemFindings {
  found: Array<[rule: number, diagnostics: Diagnostic[]]>;
  /** Rules to run again (null: none): never run, or a finding points outside the hook's lines. */
  unknown: Set<number> | null;
}

interface HookEntry extends ItemFindings {
  hook: HookSpec;
  /** The hook's lines and the line after them: all the text its findings may read. */
  extent: Range;
  /** Its document, less hooks and ranges. */
  document: string;
  units: UnitEntry[];
}

interface UnitEntry extends ItemFindings {
  task: Task;
  /** Its hook's extent (undefined for a unit without a hook: its findings are not kept). */
  extent: Range | undefined;
}

/** What one lint leaves for the next: the findings of every hook and unit, by hook token. */
interface LintState {
  rules: readonly Rule[];
  /** Rules whose findings could not all be filed under a hook or unit: none of them is kept. */
  unfiled: ReadonlySet<number>;
  text: string;
  settings: string;
  hooks: Map<HookToken, HookEntry>;
  parsed: Map<string, ParsedUnit>;
}

/** A hook of this lint, and what it reuses from the last one (an entry, and by how much it moved). */
interface HookItem {
  hook: HookSpec;
  earlier?: HookEntry;
  shift: number;
  entry: HookEntry;
}

const EMPTY: Diagnostic[] = [];

function lineStart(text: string, at: number): number {
  return text.lastIndexOf('\n', at - 1) + 1;
}

function nextLineStart(text: string, at: number): number {
  const nl = text.indexOf('\n', at);
  return nl < 0 ? text.length : nl + 1;
}

function extentOf(text: string, hook: HookSpec): Range {
  const last = lineStart(text, Math.max(hook.range.start, hook.range.end - 1));
  return { start: lineStart(text, hook.range.start), end: nextLineStart(text, nextLineStart(text, last)) };
}

function settingsKey(a: Analysis): string {
  return JSON.stringify([a.options, a.behaviour, a.runtime, a.runtimeSource, a.distro]);
}

// Every range of a document moves when text before it changes: `range` and any `...Range` key
// (keyRange, hooksRange, apiVersionRange...) stay out of the key, and so do the hooks.
const NO_RANGES = (key: string, value: unknown): unknown => (key === 'hooks' || key === 'range' || key.endsWith('Range') ? undefined : value);

function documentKey(doc: DocumentSpec | undefined): string {
  return JSON.stringify(doc ?? null, NO_RANGES);
}

function inside(diagnostics: readonly Diagnostic[], extent: Range): boolean {
  const within = (r: Range): boolean => r.start >= extent.start && r.end <= extent.end;
  return diagnostics.every((d) => within(d.range) && (d.fixes ?? []).every((f) => f.edits.every(within)));
}

/** The rule's findings as diagnostics, as lint reports them (before deduplication). */
export function toDiagnostics(rule: Rule, analysis: Analysis, findings: readonly Finding[]): Diagnostic[] {
  if (findings.length === 0) return EMPTY;
  return findings.map((f) => {
    const d: Diagnostic = { code: rule.id, severity: rule.severity, message: f.message, range: sourceMap(analysis, f.at) };
    if (f.fixes && f.fixes.length > 0) d.fixes = f.fixes;
    return d;
  });
}

/**
 * The findings of the rules scoped to one hook or one unit (see RuleScope), hook by hook and unit
 * by unit, each kept for the next lint. A hook whose token (its content), document, settings and
 * lines are those of a hook of the last lint reuses that hook's findings, moved with it; so does
 * each of its units whose task is the same. The rest run on a context of the one hook or unit.
 */
export class LintItems {
  readonly analysis: Analysis;
  private readonly earlier: LintState | undefined;
  private readonly parsed = new Map<string, ParsedUnit>();
  /** Findings per rule index, in item order, once `run` has been called. */
  private readonly byRule: Diagnostic[][];
  /** The first error each rule threw, by rule index. */
  readonly failures = new Map<number, unknown>();
  private readonly hooks = new Map<HookToken, HookEntry>();
  private readonly unfiled = new Set<number>();

  constructor(analysis: Analysis, private readonly rules: readonly Rule[]) {
    this.analysis = analysis;
    const settings = settingsKey(analysis);
    const from = LINT_STATES.has(analysis) ? analysis : PLAN_STATES.get(analysis)?.lintFrom;
    const earlier = from ? (LINT_STATES.get(from) as LintState | undefined) : undefined;
    this.earlier = earlier?.settings === settings && earlier.rules === rules ? earlier : undefined;
    this.byRule = rules.map(() => []);
  }

  /** Parses a unit file, or finds it parsed by the last lint. */
  readonly parse = (definition: string): ParsedUnit => {
    let unit = this.parsed.get(definition);
    if (!unit) this.parsed.set(definition, (unit = this.earlier?.parsed.get(definition) ?? unitParser(definition)));
    return unit;
  };

  /** Runs (or reuses) every hook- and unit-scoped rule over `ctx`, built with `parse`. */
  run(ctx: LintContext): void {
    const text = this.analysis.text;
    const earlier = this.earlier;
    // Where the text changed since the earlier lint: known from the edits that led here, else a diff.
    const plan = PLAN_STATES.get(this.analysis);
    const edit = !earlier || earlier.text === text ? undefined : (plan?.sinceLint ?? changeOf(diffTexts(earlier.text, text)));
    const delta = edit?.delta ?? 0;
    const documents = this.analysis.spec.documents.map(documentKey);
    const items = new Map<HookSpec, HookItem>();
    const unitsOf = new Map<HookSpec, UnitView[]>();
    for (const view of ctx.units) {
      if (!view.hook) continue;
      const list = unitsOf.get(view.hook);
      if (list) list.push(view);
      else unitsOf.set(view.hook, [view]);
    }
    const hookRules = this.scoped('hook');
    const unitRules = this.scoped('unit');
    for (const hook of ctx.hooks) {
      const document = documents[hook.document] ?? 'null';
      const was = earlier?.hooks.get(tokenOf(hook));
      // The same content (token), document and lines, whose text the edit did not touch: its
      // findings, and its lines, moved by how far the hook moved.
      const shift = !earlier || !was || was.document !== document ? undefined
        : !edit || unchangedBefore(earlier.text, was.extent, edit) ? 0 : edit.end < was.extent.start ? delta : undefined;
      const reused = shift !== undefined && was !== undefined && was.hook.range.start + shift === hook.range.start;
      const extent = reused ? (shift === 0 ? was.extent : { start: was.extent.start + shift, end: was.extent.end + shift }) : extentOf(text, hook);
      const entry: HookEntry = { hook, extent, document, units: [], found: [], unknown: null };
      const item: HookItem = reused ? { hook, shift, entry, earlier: was } : { hook, shift: 0, entry };
      items.set(hook, item);
      this.hooks.set(tokenOf(hook), entry);
    }
    const units = new Map<UnitView, { entry: UnitEntry; item: HookItem | undefined }>();
    for (const view of ctx.units) {
      const item = view.hook ? items.get(view.hook) : undefined;
      const entry: UnitEntry = { task: view.task, extent: item?.entry.extent, found: [], unknown: null };
      units.set(view, { entry, item });
      if (item) item.entry.units.push(entry);
    }
    if (!earlier) {
      this.runWhole(ctx, hookRules, (at) => {
        const hook = 'hook' in at ? at.hook : 'unit' in at ? at.unit.hook : undefined;
        return hook ? items.get(hook)?.entry : undefined;
      });
      this.runWhole(ctx, unitRules, (at) => {
        // A finding on a hook belongs to its unit only when the hook has one.
        const views = 'unit' in at ? [at.unit] : 'hook' in at ? unitsOf.get(at.hook) : undefined;
        return views?.length === 1 ? units.get(views[0] as UnitView)?.entry : undefined;
      });
      return;
    }
    for (const hook of ctx.hooks) {
      const item = items.get(hook) as HookItem;
      this.collect(item.entry, item.earlier, item.shift, hookRules, () => ({ ...ctx, hooks: [hook], units: unitsOf.get(hook) ?? [] }), item.entry.extent);
    }
    for (const view of ctx.units) {
      const { entry, item } = units.get(view) as { entry: UnitEntry; item: HookItem | undefined };
      const was = item?.earlier?.units.find((u) => sameValue(u.task, view.task));
      this.collect(entry, was, item?.shift ?? 0, unitRules, () => ({ ...ctx, hooks: [], units: [view] }), item?.entry.extent);
    }
  }

  /**
   * With no earlier lint: runs each rule once over the whole context, as lint always did, and
   * files each finding under the hook or unit it sits on (`owner`), for the next lint. A rule
   * with a finding that has no owner is run again in full next time.
   */
  private runWhole(ctx: LintContext, rules: number[], owner: (at: Finding['at']) => (ItemFindings & { extent: Range | undefined }) | undefined): void {
    for (const index of rules) {
      const rule = this.rules[index] as Rule;
      let findings: Finding[];
      try {
        findings = rule.check(ctx);
      } catch (error) {
        this.failures.set(index, error);
        continue;
      }
      const diagnostics = toDiagnostics(rule, this.analysis, findings);
      this.byRule[index] = diagnostics;
      const filed = new Map<ItemFindings & { extent: Range | undefined }, Diagnostic[]>();
      let lost = false;
      findings.forEach((f, i) => {
        const entry = 'document' in f.at ? undefined : owner(f.at);
        if (!entry) lost = true;
        else filed.set(entry, [...(filed.get(entry) ?? []), diagnostics[i] as Diagnostic]);
      });
      if (lost) {
        this.unfiled.add(index);
        continue;
      }
      for (const [entry, list] of filed) {
        if (entry.extent && inside(list, entry.extent)) entry.found.push([index, list]);
        else (entry.unknown ??= new Set()).add(index);
      }
    }
  }

  /** Findings of a scoped rule, by its index, after `run`. */
  findings(index: number): Diagnostic[] {
    return this.byRule[index] ?? EMPTY;
  }

  /** Records what this lint found, for the next one. */
  remember(): void {
    LINT_STATES.set(this.analysis, { rules: this.rules, unfiled: this.unfiled, text: this.analysis.text, settings: settingsKey(this.analysis), hooks: this.hooks, parsed: this.parsed } satisfies LintState);
    const plan = PLAN_STATES.get(this.analysis);
    if (plan) plan.lintFrom = null;
  }

  private scoped(scope: 'hook' | 'unit'): number[] {
    return this.rules.flatMap((r, i) => (r.scope === scope ? [i] : []));
  }

  /** Fills `entry` for `rules`: reused from `was` (moved by `shift`) where it knows them, else run on `ctx()`. */
  private collect(entry: ItemFindings, was: ItemFindings | undefined, shift: number, rules: number[], ctx: () => LintContext, extent: Range | undefined): void {
    if (was) {
      // Known findings, then the rules it does not know.
      const unfiled = this.earlier?.unfiled;
      const again = unfiled && unfiled.size > 0 ? rules.filter((r) => unfiled.has(r) || was.unknown?.has(r)) : was.unknown ? rules.filter((r) => was.unknown?.has(r)) : [];
      for (const [index, found] of was.found) {
        if (again.includes(index)) continue;
        const diagnostics = shift === 0 ? found : found.map((d) => shiftDiagnostic(d, shift));
        const out = this.byRule[index] as Diagnostic[];
        for (const d of diagnostics) out.push(d);
        entry.found.push([index, diagnostics]);
      }
      if (again.length > 0) this.compute(entry, again, ctx, extent);
      return;
    }
    this.compute(entry, rules, ctx, extent);
  }

  /** Runs `rules` on `ctx()` for one hook or unit. */
  private compute(entry: ItemFindings, rules: number[], ctx: () => LintContext, extent: Range | undefined): void {
    let own: LintContext | undefined;
    for (const index of rules) {
      if (this.failures.has(index)) {
        (entry.unknown ??= new Set()).add(index);
        continue;
      }
      const rule = this.rules[index] as Rule;
      let diagnostics: Diagnostic[];
      try {
        diagnostics = toDiagnostics(rule, this.analysis, rule.check((own ??= ctx())));
      } catch (error) {
        this.failures.set(index, error);
        (entry.unknown ??= new Set()).add(index);
        continue;
      }
      if (diagnostics.length === 0) continue;
      const out = this.byRule[index] as Diagnostic[];
      for (const d of diagnostics) out.push(d);
      if (extent && inside(diagnostics, extent)) entry.found.push([index, diagnostics]);
      else (entry.unknown ??= new Set()).add(index);
    }
  }
}
