import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyze } from '../src/core/index.ts';
import type { Analysis, Diagnostic, HookSpec, Task } from '../src/core/types.ts';
import { corpusSpecs } from './systemd-corpus.ts';
import { classify, SYSTEMD_RULES } from './systemd-messages.ts';
import { pool, systemdAnalyzeVersion, verifyUnit, type Verdict } from './systemd-analyze.ts';

interface Occurrence {
  source: string;
  analysis: Analysis;
  task: Task & { definition: string };
  hook: HookSpec;
}

function occurrences(): Occurrence[] {
  const out: Occurrence[] = [];
  for (const spec of corpusSpecs()) {
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
    const match = ours.find((d) => cls.rules.includes(d.code) && (!cls.rejects || d.severity === 'error'));
    if (!match) problems.push(`systemd says "${m.text}" but we report no ${cls.rejects ? 'error' : 'finding'} of ${cls.rules.join('|')}`);
  }
  for (const d of ours) {
    if (d.severity === 'error' && SYSTEMD_RULES.has(d.code) && !claimed.has(d.code)) {
      problems.push(`we report error ${d.code} ("${d.message}") but systemd ${verdict.exitCode === 0 ? 'accepts the unit' : 'does not say so'}`);
    }
  }
  return problems;
}

const all = occurrences();
const distinct = new Map<string, Occurrence>();
for (const o of all) if (!distinct.has(key(o))) distinct.set(key(o), o);
const verdicts = new Map<string, Verdict>();
let scratch = '';

describe('differential test against systemd-analyze verify', () => {
  beforeAll(async () => {
    const version = systemdAnalyzeVersion();
    if (!version.ok) throw new Error(version.error);
    scratch = mkdtempSync(join(tmpdir(), 'systemd-diff-'));
    const started = performance.now();
    const entries = [...distinct.entries()];
    const results = await pool(entries.map(([k, o], i) => () => verifyUnit(join(scratch, String(i)), o.task.unit, o.task.definition).then((v) => [k, v] as const)), 8);
    for (const [k, v] of results) verdicts.set(k, v);
    // A figure for the report: how long systemd takes over the corpus.
    console.log(`${version.version}: verified ${entries.length} distinct units in ${Math.round(performance.now() - started)} ms`);
  }, 120_000);

  afterAll(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('systemd-analyze is installed (CI installs it; this test never skips)', () => {
    const version = systemdAnalyzeVersion();
    expect(version.ok ? 'ok' : version.error).toBe('ok');
  });

  it('has a corpus of at least 60 distinct unit files, some rejected and some accepted', () => {
    expect(distinct.size).toBeGreaterThanOrEqual(60);
    const rejected = [...verdicts.values()].filter((v) => v.exitCode !== 0).length;
    expect(rejected).toBeGreaterThanOrEqual(15);
    expect(distinct.size - rejected).toBeGreaterThanOrEqual(30);
  });

  const sources = [...new Set(all.map((o) => o.source))];
  it.each(sources)('%s: our errors agree with systemd', (source) => {
    const failures = all
      .filter((o) => o.source === source)
      .flatMap((o) => compare(o, verdicts.get(key(o)) ?? { exitCode: -1, messages: [{ text: 'not verified' }] }).map((p) => `${o.task.unit}: ${p}`));
    expect(failures).toEqual([]);
  });
});
