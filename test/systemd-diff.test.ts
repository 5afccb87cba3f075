import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyze } from '../src/core/index.ts';
import type { Analysis, Diagnostic, HookSpec, Task } from '../src/core/types.ts';
import { describeCorpus, WILD } from './corpus.ts';
import { corpusSpecs, wildSpecs, type CorpusSpec } from './systemd-corpus.ts';
import { classify, REFUSAL, refuses, SYSTEMD_RULES } from './systemd-messages.ts';

const REFUSAL_TEXT = (text: string): boolean => REFUSAL.test(text);
import { sourceMap } from '../src/core/lint/source-map.ts';
import type { UnitView } from '../src/core/lint/rule.ts';
import { unitParser } from '../src/core/systemd/unit-parser.ts';
import { pool, systemdAnalyzeVersion, verifyBatch, type Verdict } from './systemd-analyze.ts';

interface Occurrence {
  source: string;
  analysis: Analysis;
  task: Task & { definition: string };
  hook: HookSpec;
}

function occurrences(specs: readonly CorpusSpec[]): Occurrence[] {
  const out: Occurrence[] = [];
  for (const spec of specs) {
    const analysis = analyze(spec.text, spec.options);
    const seen = new Set<string>();
    for (const group of analysis.groups) {
      for (const task of group.tasks) {
        if (task.definition === null) continue;
        const hook = analysis.spec.documents[task.hook.document]?.hooks.find((h) => h.list === task.hook.list && h.index === task.hook.index);
        const key = `${task.unit}\n${task.definition}`;
        if (!hook || seen.has(key)) continue;
        seen.add(key);
        out.push({ source: spec.source, analysis, task: task as Task & { definition: string }, hook });
      }
    }
  }
  return out;
}

const key = (o: Occurrence): string => `${o.task.unit}\n${o.task.definition}`;

/** Our diagnostics about this hook (their range lies inside the hook's mapping). */
function hookDiagnostics(o: Occurrence): Diagnostic[] {
  return o.analysis.diagnostics.filter((d) => d.range.start >= o.hook.range.start && d.range.end <= o.hook.range.end);
}

/** YAML offset of the end of the unit line at which systemd stopped parsing (a fatal error), if any. */
function fatalOffset(o: Occurrence, verdict: Verdict): number | undefined {
  const i = verdict.messages.findIndex((m) => /Unit configuration has fatal error/.test(m.text));
  const fatal = verdict.messages.slice(0, Math.max(0, i)).findLast((m) => m.line !== undefined);
  if (i < 0 || fatal?.line === undefined) return undefined;
  const origin = o.task.lineOrigins[fatal.line];
  const at = origin?.kind === 'manifest' ? origin.line : undefined;
  return at === undefined ? undefined : o.hook.manifest?.source.lines[at]?.end;
}

/**
 * The YAML range of unit line `line` as the linter maps it, widened to the start of the logical
 * line: systemd numbers a `\\`-continued assignment by its last physical line, we by its first.
 */
function yamlSpan(o: Occurrence, line: number): { start: number; end: number } {
  const unit = unitParser(o.task.definition);
  const first = unit.entries.find((e) => e.line <= line && line <= e.endLine)?.line ?? line;
  const view = { task: o.task, hook: o.hook, raw: o.analysis.behaviour.useRawManifest && o.hook.useRawManifest?.value === true } as UnitView;
  const a = sourceMap(o.analysis, { unit: view, line: first });
  const b = sourceMap(o.analysis, { unit: view, line });
  return { start: Math.min(a.start, b.start), end: Math.max(a.end, b.end) };
}

/** Compares one unit: returns the disagreements, each one line. */
function compare(o: Occurrence, verdict: Verdict): string[] {
  const ours = hookDiagnostics(o);
  const problems: string[] = [];
  const claimed = new Set<string>();
  for (const m of verdict.messages) {
    const cls = classify(m.text);
    if (cls === 'summary') continue;
    if (!cls) {
      problems.push(`unclassified systemd message: ${m.text}`);
      continue;
    }
    cls.rules.forEach((r) => claimed.add(r));
    // A dropped setting is at least a warning; an empty section systemd ignores loses nothing.
    const emptySection = /Unknown section/.test(m.text) && m.line !== undefined && unitParser(o.task.definition).sections.find((s) => s.line === m.line)?.entries.length === 0;
    const match = ours.filter((d) => cls.rules.includes(d.code) && (!cls.rejects || emptySection || d.severity !== 'info'));
    if (match.length === 0) {
      problems.push(`systemd says "${m.text}" but we report no ${cls.rejects ? 'error or warning' : 'finding'} of ${cls.rules.join('|')}`);
      continue;
    }
    // A message about a line must be reported on the YAML that produced that line.
    if (m.line === undefined) continue;
    const span = yamlSpan(o, m.line);
    if (!match.some((d) => d.range.start >= span.start && d.range.start <= span.end)) {
      problems.push(`systemd says "${m.text}" on unit line ${m.line + 1}, but our ${match.map((d) => d.code).join(', ')} is elsewhere`);
    }
  }
  const stop = fatalOffset(o, verdict);
  // Severity is what happens on the node: an error of a systemd-level rule means systemd refuses
  // the unit, and a unit systemd refuses has one.
  const refused = refuses(verdict.messages);
  const systemdErrors = ours.filter((d) => d.severity === 'error' && SYSTEMD_RULES.has(d.code));
  if (refused && !ours.some((d) => d.severity === 'error')) {
    problems.push(`systemd refuses the unit ("${verdict.messages.find((m) => REFUSAL_TEXT(m.text))?.text}") but we report no error`);
  }
  // The rules that name why systemd refuses it: the refusal's own line, or the line it calls fatal.
  const refusing = new Set<string>();
  verdict.messages.forEach((m, i) => {
    const next = verdict.messages[i + 1];
    const why = REFUSAL_TEXT(m.text) ? m : next && /fatal error/.test(next.text) ? m : undefined;
    const cls = why && classify(why.text);
    if (cls && cls !== 'summary') cls.rules.forEach((r) => refusing.add(r));
  });
  for (const d of systemdErrors) {
    // systemd stops reading at a fatal line, so it says nothing about the lines after it.
    if (stop !== undefined && d.range.start > stop) continue;
    if (!refused) problems.push(`we report error ${d.code} ("${d.message}") but systemd loads the unit`);
    else if (!refusing.has(d.code)) problems.push(`we report error ${d.code} ("${d.message}") but systemd refuses the unit for another reason, and loads it without that`);
  }
  return problems;
}

/** The least a corpus holds: distinct unit files, and how many systemd rejects and accepts. */
interface Minimum {
  distinct: number;
  rejected: number;
  accepted: number;
}

/** The differential test over `specs`, in the describe block that calls it. */
function differential(specs: readonly CorpusSpec[], minimum: Minimum): void {
  const all = occurrences(specs);
  const distinct = new Map<string, Occurrence>();
  for (const o of all) if (!distinct.has(key(o))) distinct.set(key(o), o);
  const verdicts = new Map<string, Verdict>();
  const orphans: string[] = [];
  let scratch = '';

  beforeAll(async () => {
    const version = systemdAnalyzeVersion();
    if (!version.ok) throw new Error(version.error);
    scratch = mkdtempSync(join(tmpdir(), 'systemd-diff-'));
    const started = performance.now();
    // Batches of distinct names; a name systemd may refuse outright gets a run of its own.
    const batches: Array<Array<[string, Occurrence]>> = [];
    for (const entry of distinct.entries()) {
      const name = entry[1].task.unit;
      const odd = !/^[A-Za-z0-9:_.@\\-]+$/.test(name);
      const batch = odd ? undefined : batches.find((b) => b.length < 80 && b.every(([, o]) => o.task.unit !== name && /^[A-Za-z0-9:_.@\\-]+$/.test(o.task.unit)));
      if (batch) batch.push(entry);
      else batches.push([entry]);
    }
    const runs = await pool(batches.map((b, i) => () => verifyBatch(join(scratch, String(i)), b.map(([, o]) => ({ name: o.task.unit, content: o.task.definition })))), 2);
    runs.forEach((r, i) => {
      orphans.push(...r.orphans);
      batches[i]?.forEach(([k], j) => verdicts.set(k, r.verdicts[j] ?? { complained: true, messages: [{ text: 'not verified' }] }));
    });
    // A figure for the report: how long systemd takes over the corpus.
    console.log(`${version.version}: verified ${distinct.size} distinct units in ${batches.length} runs, ${Math.round(performance.now() - started)} ms`);
  }, 120_000);

  afterAll(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('systemd-analyze is installed (CI installs it; this test never skips)', () => {
    const version = systemdAnalyzeVersion();
    expect(version.ok ? 'ok' : version.error).toBe('ok');
  });

  it(`has at least ${minimum.distinct} distinct unit files, ${minimum.rejected} rejected and ${minimum.accepted} accepted`, () => {
    expect(distinct.size).toBeGreaterThanOrEqual(minimum.distinct);
    const rejected = [...verdicts.values()].filter((v) => v.complained).length;
    expect(rejected).toBeGreaterThanOrEqual(minimum.rejected);
    expect(distinct.size - rejected).toBeGreaterThanOrEqual(minimum.accepted);
  });

  it('attributes every line systemd prints to a unit', () => {
    expect(orphans).toEqual([]);
  });

  const sources = [...new Set(all.map((o) => o.source))];
  it.each(sources)('%s: our errors agree with systemd', (source) => {
    const failures = all
      .filter((o) => o.source === source)
      .flatMap((o) => compare(o, verdicts.get(key(o)) ?? { complained: true, messages: [{ text: 'not verified' }] }).map((p) => `${o.task.unit}: ${p}`));
    expect(failures).toEqual([]);
  });
}

describe('differential test against systemd-analyze verify: rule examples, test/systemd-corpus and the golden fixtures', () => {
  // Today 204 distinct units, 140 of them rejected: the minimums leave room for cases to change.
  differential(corpusSpecs(), { distinct: 150, rejected: 100, accepted: 40 });
});

describeCorpus(WILD, 'differential test against systemd-analyze verify: the published specs', () => {
  // Today 53 distinct units, 32 of them rejected.
  differential(wildSpecs(), { distinct: 45, rejected: 25, accepted: 15 });
});
