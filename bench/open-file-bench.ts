import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { analyzePlan } from '../src/core/index.ts';
import { generateSpec } from './generate-spec.ts';
import { summarise, type Timing } from './harness.ts';

/** A large spec opened through "Open YAML file" (issue 47): how long until its units show, and what blocked. */
export interface OpenFileRow {
  hooks: number;
  bytes: number;
  /**
   * The input's change → the unit tabs hold every unit of the spec, ms (median of `runs` fresh
   * pages): the last tab names the last unit, or, in a windowed list (unit-window.tsx), the tabs
   * say the list has them all (`aria-setsize`).
   */
  toUnits: Timing;
  /** The longest main-thread task from the change until the page was quiet for a second, ms (worst page). */
  longestTaskMs: number;
  /** Main-thread tasks over 50 ms in that time (the `longtask` observer's), median per page. */
  longTasks: number;
  /**
   * The same tasks by the renderer's main thread's own CPU time (Chromium's trace, `RunTask`
   * events' thread duration), from the change until quiet: what the page's code costs, where the
   * wall time above also counts the time other processes of a shared machine held the CPU. The
   * longest (worst page), and those over 50 ms (median per page).
   */
  longestTaskCpuMs: number;
  longTasksCpu: number;
  /**
   * CPU time spent from the change to the units (median per page, from the same trace): the
   * page's main thread, and its workers (the analysis). What the wait would be on an idle
   * machine, at least: on a shared one the wall time above is several times it.
   */
  mainCpuToUnitsMs?: number;
  workerCpuToUnitsMs?: number;
  /**
   * The input's change → the analysis worker's plan (the units) reaches the page, ms (median):
   * the rest of `toUnits` is the page's own work on it (reading the reply, rendering).
   */
  toPlanReplyMs?: number;
}

/** Issue 47's goals for a 5,000-hook spec (and the 1,000-hook one alike). */
export const OPEN_FILE_GOAL_MS = 1_000;
export const OPEN_FILE_TASK_LIMIT_MS = 200;

/**
 * Installed once the page has settled: the time of the file input's change (the event's own
 * timeStamp), every long task, and when the tablist holds the spec's `count` units: its last tab
 * names `last`, or says it is one of `count` (a windowed list). Checks the last child only, so the
 * probe costs no search over 5,000 tabs. A string: see WATCH_UNITS.
 */
function probe(last: string, count: number): string {
  return `
    window.__open = { t0: -1, shown: -1, reply: -1, long: [], lastLongEnd: 0 };
    // The analysis worker starts with the large text: note when its first plan reaches the page.
    var PageWorker = window.Worker;
    window.Worker = function (url, options) {
      var w = new PageWorker(url, options);
      if (options && options.name === 'analysis') w.addEventListener('message', function (e) {
        if (window.__open.reply < 0 && window.__open.t0 >= 0 && e.data && e.data.phase === 'plan' && e.data.analyses) window.__open.reply = performance.now();
      });
      return w;
    };
    window.Worker.prototype = PageWorker.prototype;
    document.addEventListener('change', function (e) {
      if (!e.target || e.target.type !== 'file') return;
      window.__open.t0 = e.timeStamp;
      performance.mark('open-change');
    }, true);
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (e) {
        window.__open.long.push({ start: e.startTime, duration: e.duration });
        window.__open.lastLongEnd = Math.max(window.__open.lastLongEnd, e.startTime + e.duration);
      });
    }).observe({ type: 'longtask' });
    var list = null;
    var lastTab = new MutationObserver(function () {
      if (window.__open.t0 < 0) return;
      // Searched for again only once replaced: a search of the whole page on every change of
      // Monaco's lines was hundreds of ms charged to the page in a profile.
      if (!list || !list.isConnected) list = document.querySelector('[role="tablist"][aria-label="Unit files"]');
      var tab = list && list.lastElementChild;
      if (!tab) return;
      if (tab.textContent !== ${JSON.stringify(last)} && tab.getAttribute('aria-setsize') !== ${JSON.stringify(String(count))}) return;
      window.__open.shown = performance.now();
      performance.mark('open-units');
      lastTab.disconnect();
    });
    lastTab.observe(document, { subtree: true, childList: true, characterData: true });
  `;
}

/** Trace events, as Chromium writes them (the fields read here). */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  tdur?: number;
  args?: { name?: string };
}

/** What a trace of one opening says in CPU time (see OpenFileRow). */
interface TraceCpu {
  /** The main thread's tasks, longest first, ms. */
  tasks: number[];
  /** CPU ms between the `open-change` and `open-units` marks, on the main thread and on workers. */
  mainToUnits: number;
  workerToUnits: number;
}

/**
 * Reads a trace: the thread CPU time of every task (`RunTask` events with their thread
 * duration) of the threads named CrRendererMain and DedicatedWorker thread. Several renderers
 * may be traced (Chromium's own pages): each counts.
 */
function traceCpu(trace: Buffer): TraceCpu {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const threads = (name: string) => new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === name).map((e) => `${e.pid}:${e.tid}`));
  const main = threads('CrRendererMain');
  const workers = threads('DedicatedWorker thread');
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.tdur !== undefined);
  const from = events.find((e) => e.name === 'open-change')?.ts ?? NaN;
  const to = events.find((e) => e.name === 'open-units')?.ts ?? NaN;
  const cpuBetween = (on: Set<string>) => tasks.filter((e) => on.has(`${e.pid}:${e.tid}`) && e.ts >= from && e.ts <= to).reduce((n, e) => n + (e.tdur ?? 0) / 1000, 0);
  return {
    tasks: tasks.filter((e) => main.has(`${e.pid}:${e.tid}`)).map((e) => (e.tdur ?? 0) / 1000).sort((a, b) => b - a),
    mainToUnits: cpuBetween(main),
    workerToUnits: cpuBetween(workers),
  };
}

/** Waits until `page` has run no long task for a second (at most 30 s). */
async function quiet(page: Page, key: '__open' | '__settle'): Promise<void> {
  await page.waitForFunction(
    (k) => {
      const w = window as unknown as Record<string, { lastLongEnd: number }>;
      return performance.now() - (w[k]?.lastLongEnd ?? 0) >= 1_000;
    },
    key,
    { polling: 100, timeout: 30_000 },
  );
}

/**
 * One fresh page (a first visit, with the default example and Monaco loaded and settled), then
 * the spec opened through "Open YAML file" as a person does.
 */
async function openOnce(browser: Browser, base: string, file: string, last: string, count: number): Promise<{ toUnits: number; toReply: number; longest: number; over50: number; longestCpu: number; over50Cpu: number; mainToUnits: number; workerToUnits: number }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript({
      content: `window.__settle = { lastLongEnd: 0 };
        new PerformanceObserver(function (l) { l.getEntries().forEach(function (e) { window.__settle.lastLongEnd = Math.max(window.__settle.lastLongEnd, e.startTime + e.duration); }); }).observe({ type: 'longtask', buffered: true });`,
    });
    await page.goto(base);
    await page.locator('.monaco-editor').first().waitFor({ timeout: 60_000 });
    await quiet(page, '__settle');
    await page.evaluate(probe(last, count));
    await browser.startTracing(page, { categories: ['disabled-by-default-devtools.timeline', 'devtools.timeline', 'toplevel', 'blink.user_timing'] });
    // A path, not a buffer: Playwright hands a buffer to the page through script, a long task of
    // its own that the page would be charged with; a path is set by the browser (CDP).
    await page.getByLabel('Open YAML file').setInputFiles(file);
    await page.waitForFunction(() => (window as unknown as { __open: { shown: number } }).__open.shown >= 0, undefined, { polling: 100, timeout: 60_000 });
    await quiet(page, '__open');
    const cpu = traceCpu(await browser.stopTracing());
    const r = await page.evaluate(() => (window as unknown as { __open: { t0: number; shown: number; reply: number; long: Array<{ start: number; duration: number }> } }).__open);
    // A task that ends after the change counts, even one that began before it (the change's own).
    const tasks = r.long.filter((t) => t.start + t.duration > r.t0);
    return {
      toUnits: r.shown - r.t0, toReply: r.reply < 0 ? NaN : r.reply - r.t0, longest: Math.max(0, ...tasks.map((t) => t.duration)), over50: tasks.length,
      longestCpu: Math.max(0, ...cpu.tasks), over50Cpu: cpu.tasks.filter((ms) => ms > 50).length,
      mainToUnits: cpu.mainToUnits, workerToUnits: cpu.workerToUnits,
    };
  } finally {
    await context.close();
  }
}

/**
 * Issue 47's page figure: a generated spec of `hooks` hooks on one Cluster (exec, raw and wrapped
 * manifest hooks mixed; generate-spec.ts), opened `runs` times, each on a fresh page. The unit
 * tabs are those of the page's first group, whose units the probe waits for.
 */
export async function measureOpenFile(browser: Browser, base: string, hooks: number, runs = 3): Promise<OpenFileRow> {
  const text = generateSpec({ hooks, groups: 0, seed: 42 });
  const tasks = analyzePlan(text).groups[0]?.tasks ?? [];
  const last = tasks[tasks.length - 1]?.unit;
  if (!last) throw new Error(`open-file bench: the ${hooks}-hook spec plans no unit`);
  const dir = mkdtempSync(join(tmpdir(), 'kops-bench-open-'));
  const file = join(dir, `spec-${hooks}.yaml`);
  writeFileSync(file, text);
  const samples: Array<Awaited<ReturnType<typeof openOnce>>> = [];
  try {
    for (let i = 0; i < runs; i++) samples.push(await openOnce(browser, base, file, last, tasks.length));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  return {
    hooks,
    bytes: text.length,
    toUnits: summarise(samples.map((s) => s.toUnits)),
    longestTaskMs: Math.max(...samples.map((s) => s.longest)),
    longTasks: median(samples.map((s) => s.over50)),
    longestTaskCpuMs: Math.max(...samples.map((s) => s.longestCpu)),
    longTasksCpu: median(samples.map((s) => s.over50Cpu)),
    mainCpuToUnitsMs: median(samples.map((s) => s.mainToUnits)),
    workerCpuToUnitsMs: median(samples.map((s) => s.workerToUnits)),
    toPlanReplyMs: median(samples.map((s) => s.toReply)),
  };
}

/** The rows that miss a goal: over OPEN_FILE_GOAL_MS to the units, or a task over OPEN_FILE_TASK_LIMIT_MS (wall time, the observer's). */
export function openFileMisses(rows: readonly OpenFileRow[]): OpenFileRow[] {
  return rows.filter((r) => r.toUnits.medianMs > OPEN_FILE_GOAL_MS || r.longestTaskMs > OPEN_FILE_TASK_LIMIT_MS);
}
