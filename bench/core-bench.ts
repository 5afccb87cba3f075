import { parseAllDocuments } from 'yaml';
import { analyze } from '../src/core/index.ts';
import { generateSpec } from './generate-spec.ts';
import { timePair, type Timing } from './harness.ts';

export interface CoreRow {
  hooks: number;
  bytes: number;
  analyze: Timing;
  parseDocument: Timing;
  /** Median over rounds of analyze / parseAllDocuments in CPU time, the two run alternately on the same text. */
  ratio: number;
  usPerHook: number;
  /** Heap held by one Analysis, in MB (after a forced GC, when --expose-gc is on). */
  analysisHeapMb: number;
  /** Highest resident set size seen while measuring this size, in MB. */
  peakRssMb: number;
  tasks: number;
  diagnostics: number;
}

const gc = (globalThis as { gc?: () => void }).gc;

function heapAfterGc(): number {
  gc?.();
  return process.memoryUsage().heapUsed;
}

/** Measures analyze against yaml's parser alone on generated specs of each size. */
export function benchCore(sizes: number[]): CoreRow[] {
  const rows: CoreRow[] = [];
  // Warm the JIT on a mid-size spec first, so that the smallest sizes do not measure compilation.
  const warm = generateSpec({ hooks: 300, groups: 20, seed: 7 });
  for (let i = 0; i < 5; i++) {
    parseAllDocuments(warm);
    analyze(warm);
  }
  for (const hooks of sizes) {
    const text = generateSpec({ hooks, groups: 20, seed: 42 });
    let peakRss = process.memoryUsage().rss;
    const sample = () => (peakRss = Math.max(peakRss, process.memoryUsage().rss));
    const budget = hooks >= 10_000 ? { warmup: 1, minRuns: 5, maxRuns: 9, budgetMs: 8000 } : {};
    // Alternated, so that the other helpers' load on a shared machine hits both alike. analyze
    // keeps no cache between calls, so every timed call does the whole work.
    const pair = timePair(() => {
      parseAllDocuments(text);
      sample();
    }, () => {
      analyze(text);
      sample();
    }, budget);
    const parse = pair.a;
    const full = pair.b;
    const before = heapAfterGc();
    const held = analyze(text);
    const heldMb = (heapAfterGc() - before) / 1e6;
    rows.push({
      hooks,
      bytes: text.length,
      analyze: full,
      parseDocument: parse,
      ratio: pair.ratio,
      usPerHook: (full.medianMs * 1000) / hooks,
      analysisHeapMb: Math.max(0, heldMb),
      peakRssMb: peakRss / 1e6,
      tasks: held.groups.reduce((n, g) => n + g.tasks.length, 0),
      diagnostics: held.diagnostics.length,
    });
  }
  return rows;
}
