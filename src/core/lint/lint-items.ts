import { shiftDiagnostic } from '../incremental/shift-ranges.ts';
import { sameValue } from '../incremental/same-value.ts';
import { LINT_STATES, PLAN_STATES, tokenOf, type HookToken } from '../incremental/state.ts';
import { changeOf, diffTexts, type TextChange } from '../incremental/text-change.ts';
import { unitParser, type ParsedUnit } from '../systemd/unit-parser.ts';
import type { Analysis, Diagnostic, HookRef, HookSpec, Range } from '../types.ts';
import { unitViews, viewOrdinal } from './context.ts';
import {
  documentKey, EMPTY, extentOf, inside, refKey, settingsKey, toDiagnostics, unchangedBefore,
  type HookEntry, type ItemFindings, type LintState, type UnitEntry,
} from './lint-entries.ts';
import type { Finding, LintContext, Rule, UnitView } from './rule.ts';
import { keptFindings, type SpecEntry } from './spec-findings.ts';

export { toDiagnostics } from './lint-entries.ts';

/** Past this many changed hooks or tasks, checking every hook and unit costs about the same. */
const MAX_EDITED = 64;

/**
 * The findings of the rules scoped to one hook or one unit (see RuleScope), hook by hook and unit
 * by unit, each kept for the next lint. A hook whose token (its content), document, settings and
 * lines are those of a hook of the last lint, and whose tasks are the same objects, reuses that
 * hook's findings and its units', moved with it; the others run on a context of the one hook or
 * unit. When few hooks changed, only theirs are read (`edited`); otherwise every hook and unit is
 * matched against the last lint (`all`).
 */
export class LintItems {
  readonly analysis: Analysis;
  /** How `run` went: no earlier lint; only the changed hooks read; every hook and unit matched. */
  path: 'first' | 'edited' | 'all' = 'first';
  /** The first error each rule threw, by rule index. */
  readonly failures = new Map<number, unknown>();
  private readonly earlier: LintState | undefined;
  private readonly parsed = new Map<string, ParsedUnit>();
  /** Findings per rule index, in item order, once `run` has been called. */
  private readonly byRule: Diagnostic[][];
  private hooks = new Map<HookToken, HookEntry>();
  /** Every hook entry and every unit entry, in the order of `ctx.hooks` and `ctx.units`. */
  private hookOrder: HookEntry[] = [];
  private units: UnitEntry[] = [];
  private readonly unfiled = new Set<number>();
  private readonly spec = new Map<number, SpecEntry>();
  /** Where the text changed since the earlier lint: known from the edits that led here, else a diff. */
  private readonly change: TextChange | undefined;

  constructor(analysis: Analysis, private readonly rules: readonly Rule[]) {
    this.analysis = analysis;
    const settings = settingsKey(analysis);
    const from = LINT_STATES.has(analysis) ? analysis : PLAN_STATES.get(analysis)?.lintFrom;
    const earlier = from ? (LINT_STATES.get(from) as LintState | undefined) : undefined;
    this.earlier = earlier?.settings === settings && earlier.rules === rules ? earlier : undefined;
    this.byRule = rules.map(() => []);
    const text = analysis.text;
    this.change = !this.earlier || this.earlier.text === text ? undefined : (PLAN_STATES.get(analysis)?.sinceLint ?? changeOf(diffTexts(this.earlier.text, text)));
  }

  /** Parses a unit file, or finds it parsed by the last lint. */
  readonly parse = (definition: string): ParsedUnit => {
    let unit = this.parsed.get(definition);
    if (!unit) this.parsed.set(definition, (unit = this.earlier?.parsed.get(definition) ?? unitParser(definition)));
    return unit;
  };

  /** Runs (or reuses) every hook- and unit-scoped rule over `ctx`, built with `parse`. */
  run(ctx: LintContext): void {
    const hookRules = this.scoped('hook');
    const unitRules = this.scoped('unit');
    if (!this.earlier) {
      this.first(ctx, hookRules, unitRules);
      return;
    }
    this.path = this.edited(ctx, hookRules, unitRules) ? 'edited' : 'all';
    if (this.path === 'all') this.all(ctx, hookRules, unitRules);
    for (const entry of [...this.hookOrder, ...this.units]) {
      for (const [index, found] of entry.found) {
        const out = this.byRule[index] as Diagnostic[];
        for (const d of found) out.push(d);
      }
    }
  }

  /**
   * The findings of spec rule `index`: with `inputs` (see Rule.inputs), the earlier lint's, moved
   * with the text, when its inputs are the same and the edit touched none of their lines
   * (keptFindings); else `check()`.
   */
  specFindings(index: number, rule: Rule, ctx: LintContext, check: () => Diagnostic[]): Diagnostic[] {
    if (!rule.inputs) return check();
    const inputs = rule.inputs(ctx);
    const found = keptFindings(this.earlier?.spec.get(index), inputs, this.earlier?.text ?? '', this.change) ?? check();
    this.spec.set(index, { inputs, found });
    return found;
  }

  /** Findings of a scoped rule, by its index, after `run`. */
  findings(index: number): Diagnostic[] {
    return this.byRule[index] ?? EMPTY;
  }

  /** Records what this lint found, for the next one. */
  remember(): void {
    LINT_STATES.set(this.analysis, {
      rules: this.rules, unfiled: this.unfiled, text: this.analysis.text, settings: settingsKey(this.analysis), hooks: this.hooks,
      units: this.units, groups: this.analysis.groups, parsed: this.parsed, spec: this.spec,
    } satisfies LintState);
    const plan = PLAN_STATES.get(this.analysis);
    if (plan) plan.lintFrom = null;
  }

  private scoped(scope: 'hook' | 'unit'): number[] {
    return this.rules.flatMap((r, i) => (r.scope === scope ? [i] : []));
  }

  /** The earlier entry of `hook` and how far it moved, when its content, document and lines are unchanged. */
  private match(hook: HookSpec, document: string): { was: HookEntry; shift: number } | undefined {
    const earlier = this.earlier as LintState;
    const was = earlier.hooks.get(tokenOf(hook));
    if (!was || was.document !== document) return undefined;
    const edit = this.change;
    const shift = !edit || unchangedBefore(earlier.text, was.extent, edit) ? 0 : edit.end < was.extent.start ? edit.delta : undefined;
    return shift !== undefined && was.hook.range.start + shift === hook.range.start ? { was, shift } : undefined;
  }

  /** A context of some hooks and units only (never `{ ...ctx }`: that would work out every unit). */
  private own(ctx: LintContext, hooks: HookSpec[], units: UnitView[]): LintContext {
    return { analysis: ctx.analysis, hooks, units, documentOf: ctx.documentOf, isDisabled: ctx.isDisabled, parse: ctx.parse };
  }

  /**
   * With no earlier lint: runs each rule once over the whole context, as lint always did, and
   * files each finding under the hook or unit it sits on, for the next lint. A rule with a
   * finding that has no owner is run again in full next time.
   */
  private first(ctx: LintContext, hookRules: number[], unitRules: number[]): void {
    const text = this.analysis.text;
    const byHook = new Map<HookSpec, HookEntry>();
    for (const hook of ctx.hooks) {
      const entry: HookEntry = { hook, extent: extentOf(text, hook), document: documentKey(this.analysis.spec.documents[hook.document]), units: [], found: [], unknown: null };
      byHook.set(hook, entry);
      this.add(entry);
    }
    const unitsOf = new Map<HookSpec, UnitView[]>();
    const byView = new Map<UnitView, UnitEntry>();
    for (const view of ctx.units) {
      const owner = view.hook ? byHook.get(view.hook) : undefined;
      const entry: UnitEntry = { task: view.task, extent: owner?.extent, at: viewOrdinal(view), found: [], unknown: null };
      byView.set(view, entry);
      this.units.push(entry);
      if (!view.hook || !owner) continue;
      owner.units.push(entry);
      const list = unitsOf.get(view.hook);
      if (list) list.push(view);
      else unitsOf.set(view.hook, [view]);
    }
    this.runWhole(ctx, hookRules, (at) => {
      const hook = 'hook' in at ? at.hook : 'unit' in at ? at.unit.hook : undefined;
      return hook ? byHook.get(hook) : undefined;
    });
    this.runWhole(ctx, unitRules, (at) => {
      // A finding on a hook belongs to its unit only when the hook has one.
      const views = 'unit' in at ? [at.unit] : 'hook' in at ? unitsOf.get(at.hook) : undefined;
      return views?.length === 1 ? byView.get(views[0] as UnitView) : undefined;
    });
  }

  private add(entry: HookEntry): void {
    this.hooks.set(tokenOf(entry.hook), entry);
    this.hookOrder.push(entry);
  }

  /** Runs each of `rules` over the whole context and files its findings with their owners. */
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
        entry.found.push([index, list]);
        if (!entry.extent || !inside(list, entry.extent)) (entry.unknown ??= new Set()).add(index);
      }
    }
  }

  /**
   * Only the hooks that changed are read: their findings and their units' are worked out again,
   * every other hook's are the earlier lint's, moved with the text. Holds when the groups are the
   * same, task for task, except the tasks of changed hooks (plans reuse unchanged tasks as the same
   * objects), and every finding of the earlier lint was filed and kept. False (nothing recorded)
   * otherwise.
   */
  private edited(ctx: LintContext, hookRules: number[], unitRules: number[]): boolean {
    const earlier = this.earlier as LintState;
    const groups = this.analysis.groups;
    if (earlier.unfiled.size > 0 || groups.length !== earlier.groups.length) return false;
    const newRefs: HookRef[] = [];
    const dirty = new Set<string>();
    for (let i = 0; i < groups.length; i++) {
      const g = groups[i]?.tasks ?? [];
      const e = earlier.groups[i]?.tasks ?? [];
      if (g === e) continue;
      if (g.length !== e.length) return false;
      for (let k = 0; k < g.length; k++) {
        const t = g[k];
        const u = e[k];
        if (t === u || !t || !u) continue;
        if (newRefs.length === MAX_EDITED) return false;
        newRefs.push(t.hook);
        dirty.add(refKey(t.hook)).add(refKey(u.hook));
      }
    }
    const text = this.analysis.text;
    const documents = this.analysis.spec.documents.map(documentKey);
    const order: HookEntry[] = [];
    const moved = new Map<UnitEntry, UnitEntry>();
    const changed: HookEntry[] = [];
    for (const hook of ctx.hooks) {
      const document = documents[hook.document] ?? 'null';
      const m = this.match(hook, document);
      const kept = m && m.was.unknown === null && m.was.units.every((u) => u.unknown === null) && (dirty.size === 0 || !dirty.has(refKey(hook)));
      if (m && kept) {
        order.push(this.moved(m.was, hook, m.shift, moved));
        continue;
      }
      if (changed.length === MAX_EDITED) return false;
      const entry: HookEntry = { hook, extent: extentOf(text, hook), document, units: [], found: [], unknown: null };
      changed.push(entry);
      order.push(entry);
    }
    const mine = (ref: HookRef): HookEntry | undefined => changed.find((c) => c.hook.index === ref.index && c.hook.document === ref.document && c.hook.list === ref.list);
    // Every new task belongs to a hook read again here; a unit of the earlier lint without a hook was never kept.
    if (newRefs.some((ref) => !mine(ref)) || earlier.units.some((u) => u.extent === undefined)) return false;
    const fresh: UnitEntry[] = [];
    if (changed.length > 0) {
      for (const view of unitViews(this.analysis, this.parse, (ref) => mine(ref) !== undefined)) {
        const owner = view.hook && mine(view.task.hook);
        if (!owner || owner.hook !== view.hook) return false;
        const entry: UnitEntry = { task: view.task, extent: owner.extent, at: viewOrdinal(view), found: [], unknown: null };
        this.compute(entry, unitRules, () => this.own(ctx, [], [view]), entry.extent);
        owner.units.push(entry);
        fresh.push(entry);
      }
      for (const entry of changed) this.compute(entry, hookRules, () => this.own(ctx, [entry.hook], []), entry.extent);
    }
    for (const entry of order) this.add(entry);
    this.units = mergeByOrdinal(earlier.units.flatMap((u) => moved.get(u) ?? []), fresh);
    return true;
  }

  /** `was`, for `hook` that moved by `shift`: the same entry when nothing moved, else a moved copy (recorded in `moved`). */
  private moved(was: HookEntry, hook: HookSpec, shift: number, moved: Map<UnitEntry, UnitEntry>): HookEntry {
    if (shift === 0 && was.hook === hook) {
      for (const u of was.units) moved.set(u, u);
      return was;
    }
    const extent = shift === 0 ? was.extent : { start: was.extent.start + shift, end: was.extent.end + shift };
    const move = (found: ItemFindings['found']): ItemFindings['found'] => (shift === 0 ? found : found.map(([i, list]) => [i, list.map((d) => shiftDiagnostic(d, shift))]));
    const units = was.units.map((u) => {
      const copy: UnitEntry = { task: u.task, extent, at: u.at, found: move(u.found), unknown: null };
      moved.set(u, copy);
      return copy;
    });
    return { hook, extent, document: was.document, units, found: move(was.found), unknown: null };
  }

  /** Every hook and unit matched against the earlier lint: what matches is reused, the rest worked out again. */
  private all(ctx: LintContext, hookRules: number[], unitRules: number[]): void {
    const earlier = this.earlier as LintState;
    const text = this.analysis.text;
    const documents = this.analysis.spec.documents.map(documentKey);
    const items = new Map<HookSpec, { entry: HookEntry; was: HookEntry | undefined; shift: number }>();
    for (const hook of ctx.hooks) {
      const document = documents[hook.document] ?? 'null';
      const m = this.match(hook, document);
      const extent = !m ? extentOf(text, hook) : m.shift === 0 ? m.was.extent : { start: m.was.extent.start + m.shift, end: m.was.extent.end + m.shift };
      const entry: HookEntry = { hook, extent, document, units: [], found: [], unknown: null };
      items.set(hook, { entry, was: m?.was, shift: m?.shift ?? 0 });
      this.add(entry);
    }
    for (const hook of ctx.hooks) {
      const item = items.get(hook) as { entry: HookEntry; was: HookEntry | undefined; shift: number };
      this.collect(item.entry, item.was, item.shift, hookRules, () => this.own(ctx, [hook], []), earlier.unfiled);
    }
    for (const view of ctx.units) {
      const item = view.hook ? items.get(view.hook) : undefined;
      const entry: UnitEntry = { task: view.task, extent: item?.entry.extent, at: viewOrdinal(view), found: [], unknown: null };
      this.units.push(entry);
      item?.entry.units.push(entry);
      const was = item?.was?.units.find((u) => sameValue(u.task, view.task));
      this.collect(entry, was, item?.shift ?? 0, unitRules, () => this.own(ctx, [], [view]), earlier.unfiled);
    }
  }

  /** Fills `entry` for `rules`: reused from `was` (moved by `shift`) where it knows them, else run on `ctx()`. */
  private collect(entry: ItemFindings & { extent: Range | undefined }, was: ItemFindings | undefined, shift: number, rules: number[], ctx: () => LintContext, unfiled: ReadonlySet<number>): void {
    if (!was) {
      this.compute(entry, rules, ctx, entry.extent);
      return;
    }
    const again = rules.filter((r) => unfiled.has(r) || was.unknown?.has(r));
    for (const [index, found] of was.found) {
      if (again.includes(index)) continue;
      entry.found.push([index, shift === 0 ? found : found.map((d) => shiftDiagnostic(d, shift))]);
    }
    if (again.length > 0) this.compute(entry, again, ctx, entry.extent);
  }

  /** Runs `rules` on `ctx()` for one hook or unit, and files what they find under `entry`. */
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
      entry.found.push([index, diagnostics]);
      if (!extent || !inside(diagnostics, extent)) (entry.unknown ??= new Set()).add(index);
    }
  }
}

/** Two lists sorted by `at`, merged. */
function mergeByOrdinal(a: UnitEntry[], b: UnitEntry[]): UnitEntry[] {
  if (b.length === 0) return a;
  const out: UnitEntry[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = a[i];
    const y = b[j];
    if (y === undefined || (x !== undefined && x.at < y.at)) {
      out.push(x as UnitEntry);
      i++;
    } else {
      out.push(y);
      j++;
    }
  }
  return out;
}
