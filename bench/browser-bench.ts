import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type LaunchOptions, type Page } from '@playwright/test';
import { encodeShareLink } from '../src/core/share/index.ts';
import { measureFirstView, writeFloorPage, type FirstViewFigures } from './first-view-bench.ts';
import { measureOpenFile, type OpenFileRow } from './open-file-bench.ts';
import { summarise, type Timing } from './harness.ts';

/** Browser figures, all from the production build in Chromium. */
export interface BrowserFigures {
  /** Warm load of the request's example by a returning visitor: navigation start → unit text in the DOM, in ms. */
  navigationToUnits: Timing;
  /** The same in a private window (memory-only caches). */
  navigationToUnitsPrivate: Timing;
  /** Whether any Monaco chunk had started loading before the units were visible (should be false). */
  monacoBeforeUnits: boolean;
  /** JS files fetched before the units showed (the critical path). */
  criticalPathScripts: string[];
  /** Fresh loads of each kind of visit (first, returning, permalink, example) and of the floor page. */
  firstView?: FirstViewFigures;
  /** A large spec opened through "Open YAML file" (issue 47), at 1,000 and 5,000 hooks. */
  openFile?: OpenFileRow[];
  /** Keystroke → updated unit text, ms, per spec size. */
  typing: Array<{
    hooks: number;
    keystrokes: number;
    latency: Timing;
    p95Ms: number;
    longTasks: number;
    longTaskMs: number;
    /** Long tasks from opening the page until it had none for a second, before the first key. */
    startupLongTasks?: number;
    startupLongTaskMs?: number;
    /** Fresh page loads the keys were spread over (each typed once its page settled); 1 when absent. */
    pages?: number;
    /** Pages with a long task while typing. */
    pagesWithLongTask?: number;
    /** Keystroke → unit text of the first key typed on each page (Monaco's first edit of the model), ms. */
    firstKeyMs?: number[];
  }>;
}

// Issue 17's target size: its keys spread over fresh page loads (measureTypingPages).
const TYPING_1000_KEYS = 100;
const TYPING_1000_PAGES = 5;

/**
 * The Chromium to drive: CHROMIUM_PATH, else Debian's, else Playwright's own download (a laptop).
 * Throws a short, actionable message when none is there, rather than Playwright's boxed advice to
 * download a browser, which this machine cannot.
 */
export function chromiumPath(): string | undefined {
  const path = process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  if (path !== undefined ? existsSync(path) : existsSync(chromium.executablePath())) return path;
  throw new Error(`no Chromium at ${path ?? chromium.executablePath()}: install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH`);
}

export const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const PORT = Number(process.env.BENCH_PORT ?? 4319);
export const BASE = `http://127.0.0.1:${PORT}/`;

export function startPreview(): Promise<ChildProcess> {
  // The first view's floor (first-view-bench.ts) is served beside the build's page.
  writeFloorPage();
  // Its own process group, so that stopServer ends vite too (killing npx alone leaves vite serving
  // the old build, and the next run would measure that one).
  const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'], { stdio: 'ignore', detached: true });
  return new Promise((resolve, reject) => {
    // With --strictPort, vite exits when the port is taken: measuring whatever holds it would be wrong.
    server.once('exit', (code) => reject(new Error(`vite preview exited (${code}): is port ${PORT} held by an old server?`)));
    const started = Date.now();
    const poll = async () => {
      try {
        if ((await fetch(BASE)).ok) return resolve(server);
      } catch {
        /* not up yet */
      }
      if (Date.now() - started > 30_000) return reject(new Error('vite preview did not start'));
      setTimeout(poll, 100);
    };
    void poll();
  });
}

export function stopServer(server: ChildProcess): void {
  if (server.pid === undefined) return;
  try {
    process.kill(-server.pid);
  } catch {
    server.kill();
  }
}

/**
 * Records, in the page, performance.now() (ms since navigation start) when unit text first shows.
 * A string, not a function: the TypeScript loader wraps named functions in a `__name` helper that
 * does not exist in the page, and the script would throw there.
 */
const WATCH_UNITS = `
  var unitsObserver = new MutationObserver(function () {
    var el = document.querySelector('[aria-label="Unit file content"]');
    if (!el || (el.textContent || '').indexOf('[Unit]') < 0) return;
    window.__unitsAt = performance.now();
    // Done: a probe left watching would search the page after every later change, typing included.
    unitsObserver.disconnect();
  });
  unitsObserver.observe(document, { subtree: true, childList: true, characterData: true });
`;

/** Keystroke → unit text latencies and long tasks, recorded in the page (a string, as above). */
const WATCH_TYPING = `
  window.__lat = [];
  window.__long = [];
  var start = -1;
  var last = '';
  window.__lastLongEnd = 0;
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (e) {
      window.__long.push(e.duration);
      window.__lastLongEnd = Math.max(window.__lastLongEnd, e.startTime + e.duration);
    });
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener('keydown', function (e) { start = e.timeStamp; }, true);
  var watched = null;
  var options = { subtree: true, childList: true, characterData: true };
  var typingObserver = new MutationObserver(function () {
    // Within the pane once known: a search of the whole document (Monaco's lines, 1,000 tabs)
    // took milliseconds of the keystroke's own task, the probe's cost counted as the page's.
    var el = (watched && watched.querySelector('[aria-label="Unit file content"]')) || document.querySelector('[aria-label="Unit file content"]');
    // Once the output pane is there, watch it alone: watching the whole document would queue a
    // record for every DOM change of the editor's, work for the probe that the page never does.
    // The pane stays while typing; were it replaced, the next keystroke would time out, not pass.
    var pane = el && el.closest('[aria-label="Output"]');
    if (pane && pane !== watched) {
      watched = pane;
      typingObserver.disconnect();
      typingObserver.observe(pane, options);
    }
    var text = el ? el.textContent || '' : '';
    if (text === last) return;
    last = text;
    if (start >= 0) {
      window.__lat.push(performance.now() - start);
      start = -1;
    }
  });
  typingObserver.observe(document, options);
`;

async function unitsVisibleAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => (window as unknown as { __unitsAt?: number }).__unitsAt ?? false, undefined, {
    polling: 'raf',
    timeout: 30_000,
  });
  return (await handle.jsonValue()) as number;
}

function manifestSpec(hooks: number): string {
  const lines = ['hooks:'];
  for (let i = 0; i < hooks; i++) {
    lines.push(`- name: hook-${i}.service`, '  manifest: |', '    Type=oneshot', `    ExecStart=/bin/echo ${i}`);
  }
  return lines.join('\n') + '\n';
}

function link(text: string): string {
  const encoded = encodeShareLink({ text, kopsVersion: '1.36' });
  if (!encoded.ok) throw new Error(`cannot link the benchmark spec: ${encoded.message}`);
  return BASE + encoded.fragment;
}

/** Warm loads in `context`: one untimed visit fills its caches, then `runs` timed visits. */
async function loadTimes(context: BrowserContext, url: string, runs: number): Promise<{ samples: number[]; monacoBeforeUnits: boolean; critical: string[] }> {
  await context.addInitScript({ content: WATCH_UNITS });
  const cold = await context.newPage();
  await cold.goto(url);
  await unitsVisibleAt(cold);
  await cold.waitForTimeout(1_000);
  await cold.close();
  const samples: number[] = [];
  let monacoBeforeUnits = false;
  let critical: string[] = [];
  for (let run = 0; run < runs; run++) {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    const at = await unitsVisibleAt(page);
    samples.push(at);
    const early = await page.evaluate(
      (limit) => performance.getEntriesByType('resource').filter((e) => e.startTime <= limit).map((e) => new URL(e.name).pathname),
      at,
    );
    monacoBeforeUnits ||= early.some((p) => /monaco|editor\.worker|yaml\.worker/.test(p));
    critical = [...new Set(['/', ...early.filter((p) => p.endsWith('.js'))])];
    // Let the page finish loading (Monaco, lint) so that the next visit finds the caches as a
    // returning visitor would.
    await page.waitForTimeout(500);
    await page.close();
  }
  return { samples, monacoBeforeUnits, critical };
}

/**
 * Warm loads of the request's example from a permalink. The headline figure is a returning
 * visitor: a browser profile on disk, as people use, which keeps the HTTP cache and V8's caches
 * between visits. A private window (Playwright's default context, memory-only caches) is
 * measured too. The machine is shared and noisy, so each is the median of 15 visits.
 */
async function measureLoad(browser: Browser, launch: LaunchOptions): Promise<Pick<BrowserFigures, 'navigationToUnits' | 'navigationToUnitsPrivate' | 'monacoBeforeUnits' | 'criticalPathScripts' | 'firstView'>> {
  const url = link(readFileSync('examples/01-swap-request.yaml', 'utf8'));
  const profile = mkdtempSync(join(tmpdir(), 'kops-bench-profile-'));
  try {
    const returning = await chromium.launchPersistentContext(profile, launch);
    const visits = await loadTimes(returning, url, 15).finally(() => returning.close());
    const privateContext = await browser.newContext();
    const privateVisits = await loadTimes(privateContext, url, 15).finally(() => privateContext.close());
    const firstView = await measureFirstView(browser, BASE);
    return {
      firstView,
      navigationToUnits: summarise(visits.samples),
      navigationToUnitsPrivate: summarise(privateVisits.samples),
      monacoBeforeUnits: visits.monacoBeforeUnits || privateVisits.monacoBeforeUnits,
      criticalPathScripts: visits.critical.filter((p) => p.endsWith('.js')),
    };
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

/** A page of a `hooks`-hook spec, loaded with Monaco, its caret at the end of hook 0's ExecStart= line. */
export async function typingPage(browser: Browser, hooks: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript({ content: WATCH_UNITS });
  await page.addInitScript({ content: WATCH_TYPING });
  await page.goto(link(manifestSpec(hooks)));
  await unitsVisibleAt(page);
  // Put the cursor at the end of hook 0's ExecStart= line (line 5) with the keyboard: Monaco
  // renders only the visible lines, and its spans make text locators brittle.
  await page.locator('.monaco-editor').first().waitFor({ timeout: 120_000 });
  await page.getByRole('textbox', { name: 'Hook spec' }).first().focus();
  await page.keyboard.press('Control+Home');
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('End');
  return { context, page };
}

/** Types `keystrokes` keys into a `typingPage`, each once the units showed the one before. */
/**
 * Waits until the page has had no long task for SETTLE_MS (at most SETTLE_LIMIT_MS) and returns
 * the long tasks it ran until then: Monaco's start-up (its first folding pass over every hook, its
 * workers, the first lint) is the page opening, not typing, and is reported on its own row.
 */
async function settle(page: Page): Promise<{ count: number; ms: number }> {
  const SETTLE_MS = 1_000;
  const SETTLE_LIMIT_MS = 30_000;
  await page.waitForFunction(
    (quiet) => performance.now() - (window as unknown as { __lastLongEnd: number }).__lastLongEnd >= quiet,
    SETTLE_MS,
    { polling: 100, timeout: SETTLE_LIMIT_MS },
  );
  return page.evaluate(() => {
    const long = (window as unknown as { __long: number[] }).__long;
    return { count: long.length, ms: long.reduce((a, b) => a + b, 0) };
  });
}

export async function typeKeys(page: Page, hooks: number, keystrokes: number): Promise<BrowserFigures['typing'][number]> {
  const startup = await settle(page);
  await page.evaluate(() => ((window as unknown as { __long: number[] }).__long.length = 0));
  for (let i = 0; i < keystrokes; i++) {
    await page.keyboard.type('x');
    await page.waitForFunction((n) => (window as unknown as { __lat: number[] }).__lat.length >= n, i + 1, { polling: 'raf', timeout: 10_000 });
  }
  const { lat, long } = await page.evaluate(() => {
    const w = window as unknown as { __lat: number[]; __long: number[] };
    return { lat: w.__lat, long: w.__long };
  });
  return {
    hooks,
    keystrokes,
    latency: summarise(lat),
    p95Ms: p95(lat),
    longTasks: long.length,
    longTaskMs: long.reduce((a, b) => a + b, 0),
    startupLongTasks: startup.count,
    startupLongTaskMs: startup.ms,
  };
}

/** The 95th percentile of `samples` (0 for none). */
function p95(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
}

/** Keystroke → unit text in a `hooks`-hook spec (typingPage, then typeKeys). */
export async function measureTyping(browser: Browser, hooks: number, keystrokes: number): Promise<BrowserFigures['typing'][number]> {
  const { context, page } = await typingPage(browser, hooks);
  try {
    return await typeKeys(page, hooks, keystrokes);
  } finally {
    await context.close();
  }
}

/**
 * measureTyping over `pages` fresh page loads, `keystrokes / pages` keys on each: the first keys
 * after a load run Monaco's edit paths for the first time, and whether they make a long task
 * varies from load to load, so one page would report that by chance. Latencies are pooled; long
 * tasks are summed and counted by page.
 */
export async function measureTypingPages(browser: Browser, hooks: number, keystrokes: number, pages: number): Promise<BrowserFigures['typing'][number]> {
  const per = Math.ceil(keystrokes / pages);
  const runs: Array<BrowserFigures['typing'][number] & { samples: number[] }> = [];
  for (let p = 0; p < pages; p++) {
    const { context, page } = await typingPage(browser, hooks);
    try {
      const figures = await typeKeys(page, hooks, per);
      const samples = await page.evaluate(() => (window as unknown as { __lat: number[] }).__lat);
      runs.push({ ...figures, samples });
    } finally {
      await context.close();
    }
  }
  const lat = runs.flatMap((r) => r.samples);
  const sum = (f: (r: (typeof runs)[number]) => number): number => runs.reduce((a, r) => a + f(r), 0);
  return {
    hooks,
    keystrokes: lat.length,
    latency: summarise(lat),
    p95Ms: p95(lat),
    longTasks: sum((r) => r.longTasks),
    longTaskMs: sum((r) => r.longTaskMs),
    startupLongTasks: sum((r) => r.startupLongTasks ?? 0),
    startupLongTaskMs: sum((r) => r.startupLongTaskMs ?? 0),
    pages,
    pagesWithLongTask: runs.filter((r) => r.longTasks > 0).length,
    firstKeyMs: runs.map((r) => r.samples[0] ?? 0),
  };
}

/** The typing rows of the report: 50 hooks on one page, then issue 17's 1,000 hooks over fresh loads. */
async function typingFigures(browser: Browser): Promise<BrowserFigures['typing']> {
  return [await measureTyping(browser, 50, 200), await measureTypingPages(browser, 1000, TYPING_1000_KEYS, TYPING_1000_PAGES)];
}

/** Serves dist/ with vite preview and measures typing only (see benchBrowser). Needs `vite build` first. */
export async function benchTyping(): Promise<BrowserFigures['typing']> {
  const executablePath = chromiumPath();
  const server = await startPreview();
  const browser = await chromium.launch({ executablePath, args: ARGS });
  try {
    return await typingFigures(browser);
  } finally {
    await browser.close();
    stopServer(server);
  }
}

/** The open-file rows: issue 47's 1,000 and 5,000 hooks, three fresh pages each. */
async function openFileFigures(browser: Browser): Promise<OpenFileRow[]> {
  return [await measureOpenFile(browser, BASE, 1000), await measureOpenFile(browser, BASE, 5000)];
}

/** Serves dist/ with vite preview and measures opening large files only (see benchBrowser). Needs `vite build` first. */
export async function benchOpenFile(): Promise<OpenFileRow[]> {
  const executablePath = chromiumPath();
  const server = await startPreview();
  const browser = await chromium.launch({ executablePath, args: ARGS });
  try {
    return await openFileFigures(browser);
  } finally {
    await browser.close();
    stopServer(server);
  }
}

/** Serves dist/ with vite preview and measures loads only (see benchBrowser). Needs `vite build` first. */
export async function benchLoad(): Promise<ReturnType<typeof measureLoad>> {
  const executablePath = chromiumPath();
  const server = await startPreview();
  const launch: LaunchOptions = { executablePath, args: ARGS };
  const browser = await chromium.launch(launch);
  try {
    return await measureLoad(browser, launch);
  } finally {
    await browser.close();
    stopServer(server);
  }
}

/** Serves dist/ with vite preview and measures the first view of each kind of visit only (see measureFirstView). Needs `vite build` first. */
export async function benchFirstView(): Promise<FirstViewFigures> {
  const executablePath = chromiumPath();
  const server = await startPreview();
  const browser = await chromium.launch({ executablePath, args: ARGS });
  try {
    return await measureFirstView(browser, BASE);
  } finally {
    await browser.close();
    stopServer(server);
  }
}

/** Serves dist/ with vite preview and measures load and typing in Chromium. Needs `vite build` first. */
export async function benchBrowser(): Promise<BrowserFigures> {
  const executablePath = chromiumPath();
  const server = await startPreview();
  const launch: LaunchOptions = { executablePath, args: ARGS };
  const browser = await chromium.launch(launch);
  try {
    const load = await measureLoad(browser, launch);
    const openFile = await openFileFigures(browser);
    const typing = await typingFigures(browser);
    return { ...load, openFile, typing };
  } finally {
    await browser.close();
    stopServer(server);
  }
}
