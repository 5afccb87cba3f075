import { shiftDiagnostic } from '../incremental/shift-ranges.ts';
import { sameValue } from '../incremental/same-value.ts';
import { LINT_STATES, LINTED_FROM, PLAN_STATES, tokenOf, type HookToken } from '../incremental/state.ts';
import { changeOf, diffTexts, type TextChange } from '../incremental/text-change.ts';
import { sameHook } from '../kops/same-hook.ts';
import { unitParser, type ParsedUnit } from '../systemd/unit-parser.ts';
import type { Analysis, Diagnostic, HookRef, HookSpec, Range, Task } from '../types.ts';
import { unitViews, viewOrdinal } from './context.ts';
import {
  documentKey, EMPTY, extentOf, inside, settingsKey, toDiagnostics,
  type HookEntry, type ItemFindings, type LintState, type UnitEntry,
} from './lint-entries.ts';
import type { Finding, LintContext, Rule, UnitView } from './rule.ts';
import { keptFindings, type SpecEntry } from './spec-findings.ts';

export { toDiagnostics } from './lint-entries.ts';

/** Past this many changed hooks or tasks, checking every hook and unit costs about the same. */
const MAX_EDITED = 64;

/** Numbers the lints, so that each can mark the entries it keeps (ItemFindings.seen). */
let lints = 0;

const entryOf = (hook: HookSpec, extent: Range, document: string): HookEntry =>
  ({ hook, extent, document, units: [], found: [], unknown: null, shift: 0, shown: null, seen: 0 });

const unitEntryOf = (task: Task, extent: Range | undefined, at: number): UnitEntry =>
  ({ task, extent, at, found: [], unknown: null, shift: 0, shown: null, seen: 0 });

/**
 * The findings of the rules scoped to one hook or one unit (see RuleScope), hook by hook and unit
 * by unit, each kept for the next lint. A hook whose token (its content), document, settings and
 * lines are those of a hook of the last lint, and whose tasks are the same objects, reuses that
 * hook's findings and its units', moved with it; the others run on a context of the one hook or
 * unit. A kept entry is the same object from lint to lint (only its `shift` changes), so a
 * keystroke allocates nothing for the hooks it did not touch but their moved findings. When few hooks changed, only theirs are read (`edited`); otherwise every hook and unit is
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
  /** This lint's number (ItemFindings.seen). */
  private readonly id = ++lints;
  /** The earlier lint's hooks by token, made when an edit moved hooks around. */
  private earlierAt: Map<HookToken, number> | undefined;
  /** The hooks linted, and their entries in the same order; the key of each document. */
  private hookList: readonly HookSpec[] = [];
  private hookOrder: HookEntry[] = [];
  private documents: string[] = [];
  private units: UnitEntry[] = [];
  private readonly unfiled = new Set<number>();
  private readonly spec = new Map<number, SpecEntry>();
  /** What is left of `first`'s work, for a next lint only: filing its findings (see `remember`). */
  private unfiledFindings: (() => void) | undefined;
  /** Where the text changed since the earlier lint: known from the edits that led here, else a diff. */
  private readonly change: TextChange | undefined;

  /**
   * `once`: no lint follows (the CLI). Each rule then runs over the whole context and its findings
   * are not filed, nor is anything remembered: the next lint of this analysis starts afresh.
   */
  constructor(analysis: Analysis, private readonly rules: readonly Rule[], private readonly once = false) {
    this.analysis = analysis;
    const settings = settingsKey(analysis);
    const from = LINT_STATES.has(analysis) ? analysis : PLAN_STATES.get(analysis)?.lintFrom;
    const earlier = from ? lintStateOf(from) : undefined;
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
    this.hookList = ctx.hooks;
    this.documents = this.documentKeys();
    if (this.once) {
      this.whole(ctx, [...hookRules, ...unitRules]);
      return;
    }
    if (!this.earlier) {
      this.first(ctx, hookRules, unitRules);
      return;
    }
    this.path = this.edited(ctx, hookRules, unitRules) ? 'edited' : 'all';
    if (this.path === 'all') this.all(ctx, hookRules, unitRules);
    for (const entry of this.hookOrder) this.show(entry);
    for (const entry of this.units) this.show(entry);
  }

  /** Adds the findings of `entry`, moved to where its hook is now, to those of each rule. */
  private show(entry: ItemFindings): void {
    const found = shown(entry);
    for (let i = 0; i < found.length; i++) {
      const [index, list] = found[i] as ItemFindings['found'][number];
      const out = this.byRule[index] as Diagnostic[];
      for (let j = 0; j < list.length; j++) out.push(list[j] as Diagnostic);
    }
  }

  /** documentKey of each document; a key equal to the earlier lint's is that very string (compared by identity after). */
  private documentKeys(): string[] {
    const before = this.earlier?.documents ?? [];
    return this.analysis.spec.documents.map((d, i) => {
      const key = documentKey(d);
      return key === before[i] ? before[i] : key;
    });
  }

  /**
   * The findings of spec rule `index`: with `inputs` (see Rule.inputs), the earlier lint's, moved
   * with the text, when its inputs are the same and the edit touched none of their lines
   * (keptFindings); else `check()`.
   */
  specFindings(index: number, rule: Rule, ctx: LintContext, check: () => Diagnostic[]): Diagnostic[] {
    const inputsOf = rule.inputs;
    if (!inputsOf || this.once) return check();
    const earlier = this.earlier?.spec.get(index);
    if (!earlier) {
      // Nothing to keep: only a next lint reads these inputs, if one comes (the CLI lints once,
      // and the inputs of a large spec cost a tenth of its lint).
      const found = check();
      this.spec.set(index, lazyEntry(() => inputsOf(ctx), found));
      return found;
    }
    const inputs = inputsOf(ctx);
    const found = keptFindings(earlier, inputs, this.earlier?.text ?? '', this.change) ?? check();
    this.spec.set(index, { inputs, found });
    return found;
  }

  /** Findings of a scoped rule, by its index, after `run`. */
  findings(index: number): Diagnostic[] {
    return this.byRule[index] ?? EMPTY;
  }

  /** Records what this lint found, for the next one. */
  remember(): void {
    if (this.once) return;
    const state = (): LintState => ({
      rules: this.rules, unfiled: this.unfiled, text: this.analysis.text, settings: settingsKey(this.analysis),
      hooks: this.hookList, entries: this.hookOrder, documents: this.documents, units: this.units,
      orphanUnits: this.units.some((u) => u.extent === undefined), groups: this.analysis.groups, parsed: this.parsed, spec: this.spec,
    });
    const file = this.unfiledFindings;
    LINT_STATES.set(this.analysis, file ? new PendingLintState(() => {
      file();
      return state();
    }) : state());
    const plan = PLAN_STATES.get(this.analysis);
    if (plan) plan.lintFrom = null;
  }

  private scoped(scope: 'hook' | 'unit'): number[] {
    return this.rules.flatMap((r, i) => (r.scope === scope ? [i] : []));
  }

  /**
   * The earlier entry of `hook` (the `i`th hook linted now) and how far the hook moved since the
   * entry's findings were found, when its content, document and lines are unchanged.
   */
  private match(hook: HookSpec, i: number, document: string): { was: HookEntry; shift: number } | undefined {
    const earlier = this.earlier as LintState;
    const token = tokenOf(hook);
    let j = i;
    const same = earlier.hooks[i];
    if (!same || tokenOf(same) !== token) {
      this.earlierAt ??= new Map(earlier.hooks.map((h, k) => [tokenOf(h), k]));
      const k = this.earlierAt.get(token);
      if (k === undefined) return undefined;
      j = k;
    }
    const was = earlier.entries[j] as HookEntry;
    if (was.document !== document) return undefined;
    // Where the hook's lines were in the earlier text.
    const then = (earlier.hooks[j] as HookSpec).range.start;
    const moved = then - was.hook.range.start;
    const start = was.extent.start + moved;
    const end = was.extent.end + moved;
    const edit = this.change;
    // Unchanged before the edit (which may start right after the lines' last line break), or after it.
    const before = !edit || end < edit.start || (end === edit.start && earlier.text.charCodeAt(end - 1) === 10);
    const shift = before ? 0 : edit.end < start ? edit.delta : undefined;
    return shift !== undefined && then + shift === hook.range.start ? { was, shift: hook.range.start - was.hook.range.start } : undefined;
  }

  /** A context of some hooks and units only (never `{ ...ctx }`: that would work out every unit). */
  private own(ctx: LintContext, hooks: HookSpec[], units: UnitView[]): LintContext {
    return { analysis: ctx.analysis, hooks, units, documentOf: ctx.documentOf, isDisabled: ctx.isDisabled, parse: ctx.parse, fixes: ctx.fixes };
  }

  /**
   * With no earlier lint: runs each rule once over the whole context, as lint always did. Filing
   * each finding under the hook or unit it sits on is for a next lint only, so it waits for one
   * (see `remember`): the CLI never lints twice, and the page files in idle time (readyForEdits).
   */
  private first(ctx: LintContext, hookRules: number[], unitRules: number[]): void {
    const found: Array<Finding[] | undefined> = [];
    this.whole(ctx, hookRules, found);
    this.whole(ctx, unitRules, found);
    this.unfiledFindings = () => this.file(ctx, hookRules, unitRules, found);
  }

  /**
   * Files the findings of `first` (`found`, by rule index) under the hooks and units they sit on.
   * A rule with a finding that has no owner is run again in full next time.
   */
  private file(ctx: LintContext, hookRules: number[], unitRules: number[], found: ReadonlyArray<Finding[] | undefined>): void {
    const text = this.analysis.text;
    const byHook = new Map<HookSpec, HookEntry>();
    const documents = this.documents;
    for (const hook of ctx.hooks) {
      const entry = entryOf(hook, extentOf(text, hook), documents[hook.document] ?? documentKey(undefined));
      byHook.set(hook, entry);
      this.add(entry);
    }
    // A hook's only unit, or null when it has several (no list per hook: 10,000 hooks make 10,000 lists).
    const onlyUnit = new Map<HookSpec, UnitView | null>();
    const byView = new Map<UnitView, UnitEntry>();
    for (const view of ctx.units) {
      const owner = view.hook ? byHook.get(view.hook) : undefined;
      const entry = unitEntryOf(view.task, owner?.extent, viewOrdinal(view));
      byView.set(view, entry);
      this.units.push(entry);
      if (!view.hook || !owner) continue;
      owner.units.push(entry);
      onlyUnit.set(view.hook, onlyUnit.has(view.hook) ? null : view);
    }
    this.fileAll(hookRules, found, (at) => {
      const hook = 'hook' in at ? at.hook : 'unit' in at ? at.unit.hook : undefined;
      return hook ? byHook.get(hook) : undefined;
    });
    this.fileAll(unitRules, found, (at) => {
      if ('unit' in at) return byView.get(at.unit);
      // A finding on a hook belongs to its unit only when the hook has one.
      const only = 'hook' in at ? onlyUnit.get(at.hook) : undefined;
      return only ? byView.get(only) : undefined;
    });
  }

  /** Runs each of `rules` over the whole context; with `found`, keeps each rule's findings there, by rule index. */
  private whole(ctx: LintContext, rules: number[], found?: Array<Finding[] | undefined>): void {
    for (const index of rules) {
      const rule = this.rules[index] as Rule;
      try {
        const findings = rule.check(ctx);
        this.byRule[index] = toDiagnostics(rule, this.analysis, findings);
        if (found) found[index] = findings;
      } catch (error) {
        this.failures.set(index, error);
      }
    }
  }

  private add(entry: HookEntry): void {
    this.hookOrder.push(entry);
  }

  /** Files the findings of each of `rules` (those `first` found) with their owners. */
  private fileAll(rules: number[], found: ReadonlyArray<Finding[] | undefined>, owner: (at: Finding['at']) => (ItemFindings & { extent: Range | undefined }) | undefined): void {
    for (const index of rules) {
      const findings = found[index];
      if (!findings) continue;
      const diagnostics = this.byRule[index] as Diagnostic[];
      const filed = new Map<ItemFindings & { extent: Range | undefined }, Diagnostic[]>();
      let lost = false;
      for (let i = 0; i < findings.length && !lost; i++) {
        const at = (findings[i] as Finding).at;
        const entry = 'document' in at ? undefined : owner(at);
        if (!entry) {
          lost = true;
          continue;
        }
        const list = filed.get(entry);
        if (list) list.push(diagnostics[i] as Diagnostic);
        else filed.set(entry, [diagnostics[i] as Diagnostic]);
      }
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
    if (earlier.unfiled.size > 0 || earlier.orphanUnits || groups.length !== earlier.groups.length) return false;
    const newRefs: HookRef[] = [];
    const dirty: HookRef[] = [];
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
        dirty.push(t.hook, u.hook);
      }
    }
    const text = this.analysis.text;
    const documents = this.documents;
    const order: HookEntry[] = [];
    const changed: HookEntry[] = [];
    const hooks = ctx.hooks;
    for (let i = 0; i < hooks.length; i++) {
      const hook = hooks[i] as HookSpec;
      const document = documents[hook.document] ?? 'null';
      const m = this.match(hook, i, document);
      if (m && keepable(m.was) && (dirty.length === 0 || !dirty.some((r) => sameHook(r, hook)))) {
        // Kept as it is: the entry and its units only learn how far they moved.
        const was = m.was;
        was.shift = m.shift;
        was.seen = this.id;
        for (const u of was.units) {
          u.shift = m.shift;
          u.seen = this.id;
        }
        order.push(was);
        continue;
      }
      if (changed.length === MAX_EDITED) return false;
      const entry = entryOf(hook, extentOf(text, hook), document);
      changed.push(entry);
      order.push(entry);
    }
    // Plain loop, no closure per call: unitViews asks this for every task of every group.
    const mine = (ref: HookRef): HookEntry | undefined => {
      for (let i = 0; i < changed.length; i++) if (sameHook(ref, (changed[i] as HookEntry).hook)) return changed[i];
      return undefined;
    };
    // Every new task belongs to a hook read again here.
    if (newRefs.some((ref) => !mine(ref))) return false;
    const fresh: UnitEntry[] = [];
    if (changed.length > 0) {
      for (const view of unitViews(this.analysis, this.parse, (ref) => mine(ref) !== undefined)) {
        const owner = view.hook && mine(view.task.hook);
        if (!owner || owner.hook !== view.hook) return false;
        const entry = unitEntryOf(view.task, owner.extent, viewOrdinal(view));
        this.compute(entry, unitRules, () => this.own(ctx, [], [view]), entry.extent);
        owner.units.push(entry);
        fresh.push(entry);
      }
      for (const entry of changed) this.compute(entry, hookRules, () => this.own(ctx, [entry.hook], []), entry.extent);
    }
    for (const entry of order) this.add(entry);
    this.units = mergeByOrdinal(earlier.units.filter((u) => u.seen === this.id), fresh);
    return true;
  }

  /** Every hook and unit matched against the earlier lint: what matches is reused, the rest worked out again. */
  private all(ctx: LintContext, hookRules: number[], unitRules: number[]): void {
    const earlier = this.earlier as LintState;
    const text = this.analysis.text;
    const documents = this.documents;
    const items = new Map<HookSpec, { entry: HookEntry; was: HookEntry | undefined; shift: number }>();
    ctx.hooks.forEach((hook, i) => {
      const document = documents[hook.document] ?? 'null';
      const m = this.match(hook, i, document);
      const extent = !m ? extentOf(text, hook) : m.shift === 0 ? m.was.extent : { start: m.was.extent.start + m.shift, end: m.was.extent.end + m.shift };
      const entry = entryOf(hook, extent, document);
      items.set(hook, { entry, was: m?.was, shift: m?.shift ?? 0 });
      this.add(entry);
    });
    for (const hook of ctx.hooks) {
      const item = items.get(hook) as { entry: HookEntry; was: HookEntry | undefined; shift: number };
      this.collect(item.entry, item.was, item.shift, hookRules, () => this.own(ctx, [hook], []), earlier.unfiled);
    }
    for (const view of ctx.units) {
      const item = view.hook ? items.get(view.hook) : undefined;
      const entry = unitEntryOf(view.task, item?.entry.extent, viewOrdinal(view));
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

/** A LintState made when a next lint first asks for it (the filing of a first lint's findings). */
class PendingLintState {
  private made: LintState | undefined;
  constructor(private readonly make: () => LintState) {}
  get(): LintState {
    return (this.made ??= this.make());
  }
}

/** What the lint of `analysis` left for the next one, made now if it was waiting. */
function lintStateOf(analysis: Analysis): LintState | undefined {
  const state = LINT_STATES.get(analysis);
  return state instanceof PendingLintState ? state.get() : (state as LintState | undefined);
}

/**
 * Does now what a lint left for the next one (filing a first lint's findings hook by hook), so
 * that the first edit after a full analysis does not wait for it: for idle time after the result
 * is shown. `analysis` as analyze or withLint returned it.
 */
export function readyForEdits(analysis: Analysis): void {
  lintStateOf(LINTED_FROM.get(analysis) ?? analysis);
}

/** Whether an entry's findings, and its units', can all be kept. */
function keepable(entry: HookEntry): boolean {
  if (entry.unknown !== null) return false;
  for (const u of entry.units) if (u.unknown !== null) return false;
  return true;
}

/** The findings of `entry` where its hook is now (see ItemFindings.shown). */
function shown(entry: ItemFindings): ItemFindings['found'] {
  if (entry.shift === 0 || entry.found.length === 0) return entry.found;
  const last = entry.shown;
  if (last && last.shift === entry.shift) return last.found;
  const found = shiftFound(entry.found, entry.shift);
  entry.shown = { shift: entry.shift, found };
  return found;
}

/** Findings moved by `shift` (the same array when nothing moved or nothing was found). */
function shiftFound(found: ItemFindings['found'], shift: number): ItemFindings['found'] {
  if (shift === 0 || found.length === 0) return found;
  const out: ItemFindings['found'] = new Array<ItemFindings['found'][number]>(found.length);
  for (let i = 0; i < found.length; i++) {
    const [rule, list] = found[i] as ItemFindings['found'][number];
    const moved = new Array<Diagnostic>(list.length);
    for (let j = 0; j < list.length; j++) moved[j] = shiftDiagnostic(list[j] as Diagnostic, shift);
    out[i] = [rule, moved];
  }
  return out;
}

/**
 * A SpecEntry whose inputs are worked out when first read. The analysis and its context are
 * immutable, so they are the inputs the rule would have given at lint time; once read, the
 * context is let go.
 */
function lazyEntry(inputs: () => unknown, found: Diagnostic[]): SpecEntry {
  let make: (() => unknown) | null = inputs;
  let value: unknown;
  return {
    get inputs(): unknown {
      if (make) {
        value = make();
        make = null;
      }
      return value;
    },
    found,
  };
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
