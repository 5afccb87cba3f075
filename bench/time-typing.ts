import { cpuMs, summarise, type Timing } from './harness.ts';

/**
 * Full analyses against keystrokes typed one after another, in alternated blocks: one full
 * analysis, then `keys` keystrokes in a row, each from the analysis before it, as a person types
 * (the page never runs a full analysis between two keystrokes in one hook). With --expose-gc, a
 * collection runs before the full analysis and before the block's keystrokes.
 *
 * The first keystroke of a block is run but not timed. It follows a full analysis, and with the
 * same code it cost about twice the CPU time of the keystrokes after it, even after gc(): V8 was
 * still finishing the ~90 MB of garbage a 10,000-hook analysis leaves. Timing it measured the
 * bench's own alternation, not typing. Blocks still alternate with full analyses so that a
 * change in machine load hits both alike.
 *
 * It is reported on its own (`first`): it also does what a full analysis leaves for an edit that
 * may never come (lint files its findings hook by hook only then; the page does that in idle time).
 *
 * Returns the full analyses, every timed keystroke, the first keystrokes, and the median over
 * blocks of (the block's median keystroke ÷ its full analysis) in CPU time of this process.
 */
export function timeTyping(
  full: () => unknown,
  key: () => unknown,
  { warmup = 1, minBlocks = 5, maxBlocks = 40, keys = 6, budgetMs = 4000 } = {},
): { a: Timing; b: Timing; first: Timing; ratio: number } {
  const gc = (globalThis as { gc?: () => void }).gc;
  for (let i = 0; i < warmup; i++) {
    full();
    for (let k = 0; k < keys; k++) key();
  }
  const fulls: number[] = [];
  const strokes: number[] = [];
  const firsts: number[] = [];
  const ratios: number[] = [];
  const started = performance.now();
  while (fulls.length < maxBlocks && (fulls.length < minBlocks || performance.now() - started < budgetMs)) {
    gc?.();
    const c0 = cpuMs();
    const t0 = performance.now();
    full();
    fulls.push(performance.now() - t0);
    const fullCpu = cpuMs() - c0;
    gc?.();
    const f0 = performance.now();
    key();
    firsts.push(performance.now() - f0);
    const blockCpu: number[] = [];
    for (let k = 1; k < keys; k++) {
      const k0 = cpuMs();
      const w0 = performance.now();
      key();
      strokes.push(performance.now() - w0);
      blockCpu.push(cpuMs() - k0);
    }
    ratios.push(summarise(blockCpu).medianMs / Math.max(fullCpu, 1e-3));
  }
  return { a: summarise(fulls), b: summarise(strokes), first: summarise(firsts), ratio: summarise(ratios).medianMs };
}
