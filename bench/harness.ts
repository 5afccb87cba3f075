/** A small timing harness: warm-up, then repeated runs within a time budget; median and spread. */
export interface Timing {
  runs: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
  /** Interquartile range, as a share of the median. */
  iqrPct: number;
}

function quantile(sorted: number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return (sorted[lo] ?? 0) + ((sorted[hi] ?? 0) - (sorted[lo] ?? 0)) * (at - lo);
}

/** Summarises samples in milliseconds. */
export function summarise(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const median = quantile(sorted, 0.5);
  return {
    runs: sorted.length,
    medianMs: median,
    minMs: sorted[0] ?? 0,
    maxMs: sorted[sorted.length - 1] ?? 0,
    iqrPct: median > 0 ? ((quantile(sorted, 0.75) - quantile(sorted, 0.25)) / median) * 100 : 0,
  };
}

/** CPU time of this process so far, in ms: on a shared machine, the steadier figure for a ratio. */
export function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/**
 * Times `fn`: `warmup` untimed calls, then at least `minRuns` and at most `maxRuns` timed calls,
 * stopping once `budgetMs` is spent.
 */
export function time(fn: () => unknown, { warmup = 3, minRuns = 7, maxRuns = 60, budgetMs = 2000 } = {}): Timing {
  for (let i = 0; i < warmup; i++) fn();
  const samples: number[] = [];
  const started = performance.now();
  while (samples.length < maxRuns && (samples.length < minRuns || performance.now() - started < budgetMs)) {
    const t0 = performance.now();
    fn();
    samples.push(performance.now() - t0);
  }
  return summarise(samples);
}

/**
 * Times `a` and `b` alternately (a, b, a, b...), so that a change in machine load during the run
 * hits both alike; otherwise as `time`. With --expose-gc, a collection runs before each timed call
 * so that neither pays for the other's garbage. Also returns the median of the per-round ratios b/a,
 * measured in CPU time of this process: on a shared machine, wall time also counts the time other
 * processes held the CPU, which is noise for a ratio.
 */
export function timePair(
  a: () => unknown,
  b: () => unknown,
  { warmup = 3, minRuns = 7, maxRuns = 60, budgetMs = 4000 } = {},
): { a: Timing; b: Timing; ratio: number } {
  const gc = (globalThis as { gc?: () => void }).gc;
  for (let i = 0; i < warmup; i++) {
    a();
    b();
  }
  const sa: number[] = [];
  const sb: number[] = [];
  const ratios: number[] = [];
  const started = performance.now();
  const once = (fn: () => unknown): { wall: number; cpu: number } => {
    gc?.();
    const c0 = cpuMs();
    const t0 = performance.now();
    fn();
    return { wall: performance.now() - t0, cpu: cpuMs() - c0 };
  };
  while (sa.length < maxRuns && (sa.length < minRuns || performance.now() - started < budgetMs)) {
    const ta = once(a);
    const tb = once(b);
    sa.push(ta.wall);
    sb.push(tb.wall);
    ratios.push(tb.cpu / Math.max(ta.cpu, 1e-3));
  }
  return { a: summarise(sa), b: summarise(sb), ratio: summarise(ratios).medianMs };
}
