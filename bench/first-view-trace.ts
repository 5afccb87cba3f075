import { chromium, type Browser } from '@playwright/test';
import { ARGS, BASE, chromiumPath, startPreview, stopServer } from './browser-bench.ts';
import { LINKED, linkTo } from './first-view-bench.ts';
import { FIRST_RENDER_MARK } from '../src/ui/first-render-timing.ts';
import { summarise } from './harness.ts';

/**
 * Where a permalink visit's time goes (issue 47), from Chromium's trace of fresh loads of the
 * built page: `vite build`, then `node bin/run-ts.mjs bench/first-view-trace.ts [RUNS]` (served on
 * BENCH_PORT as `npm run bench` serves it). Prints each phase's median, in ms since navigation
 * start. Tracing slows the page down a little: compare phases with each other, not with the
 * bench's figures.
 */

/** The trace events read here. */
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  args?: { data?: { url?: string; requestId?: string; documentLoaderURL?: string } };
}

/** Marks the first unit text in the trace (a User Timing mark), as the bench's observer times it. */
const MARK_UNITS = `
  var unitsMark = new MutationObserver(function () {
    var el = document.querySelector('[aria-label="Unit file content"]');
    if (!el || (el.textContent || '').indexOf('[Unit]') < 0) return;
    performance.mark('first-view-trace:units');
    unitsMark.disconnect();
  });
  unitsMark.observe(document, { subtree: true, childList: true, characterData: true });
`;

/** The phases of one load, in ms since navigation start (NaN: not in the trace). */
export function phasesOf(events: readonly TraceEvent[]): Record<string, number> {
  const units = events.find((e) => e.name === 'first-view-trace:units');
  if (!units) throw new Error('trace: no units mark');
  const pid = units.pid;
  const mine = events.filter((e) => e.pid === pid);
  const nav = mine.find((e) => e.name === 'navigationStart' && (e.args?.data?.documentLoaderURL ?? '').startsWith('http'));
  if (!nav) throw new Error('trace: no navigation start');
  const at = (e: TraceEvent | undefined, end = false): number => (e ? (e.ts + (end ? e.dur ?? 0 : 0) - nav.ts) / 1000 : NaN);
  const evaluate = (file: string) => mine.find((e) => e.name === 'EvaluateScript' && (e.args?.data?.url ?? '').includes(file));
  const arrived = (file: string) => {
    const id = mine.find((e) => e.name === 'ResourceSendRequest' && (e.args?.data?.url ?? '').includes(file))?.args?.data?.requestId;
    return mine.find((e) => e.name === 'ResourceFinish' && e.args?.data?.requestId === id);
  };
  const render = (ph: string) => mine.find((e) => e.name === FIRST_RENDER_MARK && e.ph === ph);
  const asked = mine.find((e) => e.name === 'ResourceSendRequest' && (e.args?.data?.url ?? '').includes('/early-preload-'));
  return {
    'scripts asked for (the HTML has arrived)': at(asked),
    'early script arrived': at(arrived('/early-preload-')),
    'early script starts running': at(evaluate('/early-preload-')),
    'early script done': at(evaluate('/early-preload-'), true),
    'entry arrived': at(arrived('/index-classic-')),
    'entry starts running': at(evaluate('/index-classic-')),
    'first render starts (its modules evaluated)': at(render('b')),
    'first render ends': at(render('e')),
    'units in the DOM': at(units),
  };
}

async function traceLoad(browser: Browser, address: string): Promise<Record<string, number>> {
  const context = await browser.newContext();
  try {
    await context.addInitScript({ content: MARK_UNITS });
    const page = await context.newPage();
    await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.user_timing', 'loading', 'v8.execute'] });
    await page.goto(address, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-view-trace:units').length > 0, undefined, { polling: 'raf', timeout: 30_000 });
    await page.waitForLoadState('load');
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    return phasesOf(trace.traceEvents);
  } finally {
    await context.close();
  }
}

const runs = Number(process.argv[2] ?? 7);
const server = await startPreview();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ARGS });
try {
  const loads: Array<Record<string, number>> = [];
  for (let i = 0; i < runs; i++) loads.push(await traceLoad(browser, BASE + linkTo(LINKED)));
  process.stdout.write(`permalink visit, ${runs} fresh loads traced (median, range; ms since navigation start)\n`);
  const row = (name: string, values: number[]): void => {
    const t = summarise(values.filter((x) => !Number.isNaN(x)));
    process.stdout.write(`${name.padEnd(58)} ${t.medianMs.toFixed(1).padStart(7)} (${t.minMs.toFixed(0)}–${t.maxMs.toFixed(0)})\n`);
  };
  for (const phase of Object.keys(loads[0]!)) row(phase, loads.map((l) => l[phase]!));
  process.stdout.write('durations (median of each load\'s difference)\n');
  const between = (name: string, from: string, to: string): void => row(name, loads.map((l) => l[to]! - l[from]!));
  between('  early script runs (decodes the link)', 'early script starts running', 'early script done');
  between('  early script done → entry arrived', 'early script done', 'entry arrived');
  between('  entry\'s modules evaluated (until the first render)', 'entry starts running', 'first render starts (its modules evaluated)');
  between('  first render', 'first render starts (its modules evaluated)', 'first render ends');
} finally {
  await browser.close();
  stopServer(server);
}
