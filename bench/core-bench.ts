import { parseAllDocuments } from 'yaml';
import { analyze } from '../src/core/index.ts';
import { generateSpec } from './generate-spec.ts';
import { time, type Timing } from './harness.ts';

export interface CoreRow {
  hooks: number;
  bytes: number;
  analyze: Timing;
  parseDocument: Timing;
  /** analyze median / parseDocument median. */
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
  for (const hooks of sizes) {
    const text = generateSpec({ hooks, groups: 20, seed: 42 });
    let peakRss = process.memoryUsage().rss;
    const sample = () => (peakRss = Math.max(peakRss, process.memoryUsage().rss));
    const budget = hooks >= 10_000 ? { warmup: 1, minRuns: 5, maxRuns: 9, budgetMs: 4000 } : {};
    const parse = time(() => {
      parseAllDocuments(text);
      sample();
    }, budget);
    const full = time(() => {
      analyze(text);
      sample();
    }, budget);
    const before = heapAfterGc();
    const held = analyze(text);
    const heldMb = (heapAfterGc() - before) / 1e6;
    rows.push({
      hooks,
      bytes: text.length,
      analyze: full,
      parseDocument: parse,
      ratio: full.medianMs / parse.medianMs,
      usPerHook: (full.medianMs * 1000) / hooks,
      analysisHeapMb: Math.max(0, heldMb),
      peakRssMb: peakRss / 1e6,
      tasks: held.groups.reduce((n, g) => n + g.tasks.length, 0),
      diagnostics: held.diagnostics.length,
    });
  }
  return rows;
}
