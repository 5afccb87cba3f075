import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { encodeShareLink } from '../src/core/share/index.ts';
import { FIRST_RENDER_MARK } from '../src/ui/first-render-timing.ts';
import { summarise, type Timing } from './harness.ts';

/** The kinds of visit the first view is measured on (issue 35). */
export const VISITS = ['first', 'returning', 'permalink'] as const;
export type Visit = (typeof VISITS)[number];

/** One kind of visit: medians of fresh loads. */
export interface FirstViewRow {
  visit: Visit;
  /** Navigation start → the first unit text in the DOM, ms. */
  navigationToUnits: Timing;
  /** DOMContentLoaded → the first unit text, ms (negative: the units were in before it). */
  dclToUnits: Timing;
  /** DOMContentLoaded → the start of the first render: what the page waits for (negative: it rendered before). */
  dclToRender: Timing;
  /** The first render itself (React and the analysis of the spec, on code that has never run), ms. */
  render: Timing;
}

/** The most a median of DOMContentLoaded → units may be: beyond it, `npm run bench` fails. */
export const DCL_TO_UNITS_LIMIT_MS = 50;

/**
 * Installed before any script of the page: when the first unit text appears (performance.now(),
 * ms since navigation start) and what it says. A string, not a function: the TypeScript loader
 * wraps named functions in a helper that does not exist in the page.
 */
const WATCH_FIRST_UNITS = `
  var firstUnits = new MutationObserver(function () {
    var el = document.querySelector('[aria-label="Unit file content"]');
    if (!el || (el.textContent || '').indexOf('[Unit]') < 0) return;
    window.__unitsAt = performance.now();
    window.__unitsText = el.textContent;
    firstUnits.disconnect();
  });
  firstUnits.observe(document, { subtree: true, childList: true, characterData: true });
`;

const EXAMPLE = readFileSync('examples/01-swap-request.yaml', 'utf8');
/** The saved draft of a returning visit, told apart from the default example by its units. */
const SAVED = EXAMPLE.replace('Description=Turn on swap', 'Description=a saved draft');
const LINKED = EXAMPLE.replace('Description=Turn on swap', 'Description=from a link');

/** True once `page`'s drafts store holds a draft whose text contains `marker`. */
function draftSaved(page: Page, marker: string): Promise<boolean> {
  return page.evaluate(async (m) => {
    if (!(await indexedDB.databases()).some((d) => d.name === 'kops-hook-playground')) return false;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const r = indexedDB.open('kops-hook-playground');
      r.onsuccess = () => resolve(r.result);
      r.onerror = () => reject(r.error);
    });
    try {
      if (!db.objectStoreNames.contains('drafts')) return false;
      const all = await new Promise<unknown[]>((resolve) => {
        const r = db.transaction('drafts').objectStore('drafts').getAll();
        r.onsuccess = () => resolve(r.result as unknown[]);
      });
      return all.some((d) => String((d as { text?: unknown }).text).includes(m));
    } finally {
      db.close();
    }
  }, marker);
}

/**
 * The visit before a returning one, as a person makes it: the playground opened on a text of
 * theirs (a link, which the page saves as the tab's draft at once), left open until the draft is
 * saved and the offline copy installed (the service worker, which also leaves V8's compiled code
 * of the entry in the cache), then closed.
 */
async function visitBefore(context: BrowserContext, base: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(base + linkTo(SAVED));
  const started = Date.now();
  while (!(await draftSaved(page, 'Description=a saved draft'))) {
    if (Date.now() - started > 60_000) throw new Error('returning visit: the draft of the visit before was not saved within a minute');
    await page.waitForTimeout(100);
  }
  await page.evaluate(() => Promise.race([navigator.serviceWorker?.ready, new Promise((r) => setTimeout(r, 30_000))]));
  await page.close();
  // The browser lets go of a closed tab's locks a moment later: then no other tab has the draft open.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
}

/** The address of a permalink to `text`. */
function linkTo(text: string): string {
  const link = encodeShareLink({ text, kopsVersion: '1.36' });
  if (!link.ok) throw new Error(link.message);
  return link.fragment;
}

/**
 * One fresh load of `visit`: a new browser context (empty storage and caches); for a returning
 * visit, after the visit before it (`visitBefore`). Throws when the first units are not the
 * visit's own.
 */
export async function firstViewLoad(browser: Browser, base: string, visit: Visit): Promise<{ units: number; dcl: number; renderAt: number; render: number }> {
  const context = await browser.newContext();
  try {
    await context.addInitScript({ content: WATCH_FIRST_UNITS });
    if (visit === 'returning') await visitBefore(context, base);
    const page = await context.newPage();
    await page.goto(visit === 'permalink' ? base + linkTo(LINKED) : base, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { __unitsAt?: number }).__unitsAt ?? false, undefined, { polling: 'raf', timeout: 30_000 });
    await page.waitForLoadState('load');
    const r = await page.evaluate((name) => {
      const w = window as unknown as { __unitsAt: number; __unitsText: string };
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      // Builds before the marks have none: NaN, left out of the medians.
      const render = performance.getEntriesByName(name, 'measure')[0];
      return { units: w.__unitsAt, text: w.__unitsText, dcl: nav.domContentLoadedEventStart, renderAt: render?.startTime ?? NaN, render: render?.duration ?? NaN };
    }, FIRST_RENDER_MARK);
    const expected = { first: 'Description=Turn on swap', returning: 'Description=a saved draft', permalink: 'Description=from a link' }[visit];
    if (!r.text.includes(expected)) throw new Error(`${visit} visit: the first units are not the visit's own (no "${expected}")`);
    return { units: r.units, dcl: r.dcl, renderAt: r.renderAt, render: r.render };
  } finally {
    await context.close();
  }
}

/**
 * Issue 35's figures: for each kind of visit, `runs` fresh loads of the built page at `base`
 * (the kinds take turns, so that a change in the machine's load hits all three alike), timed in
 * the page from navigation start to the first unit text by a MutationObserver installed before
 * any script; medians. DOMContentLoaded → units is what the page waits for after its script has
 * run: it stays small on a busy machine, where the absolute times move by tens of ms.
 */
export async function measureFirstView(browser: Browser, base: string, runs = 7): Promise<FirstViewRow[]> {
  const samples = new Map<Visit, Array<Awaited<ReturnType<typeof firstViewLoad>>>>(VISITS.map((v) => [v, []]));
  for (let run = 0; run < runs; run++) {
    for (const visit of VISITS) samples.get(visit)!.push(await firstViewLoad(browser, base, visit));
  }
  return VISITS.map((visit) => {
    const s = samples.get(visit)!;
    const known = (xs: number[]) => xs.filter((x) => !Number.isNaN(x));
    return {
      visit,
      navigationToUnits: summarise(s.map((x) => x.units)),
      dclToUnits: summarise(s.map((x) => x.units - x.dcl)),
      dclToRender: summarise(known(s.map((x) => x.renderAt - x.dcl))),
      render: summarise(known(s.map((x) => x.render))),
    };
  });
}

/** The kinds of visit whose median DOMContentLoaded → units is over the limit. */
export function overLimit(rows: readonly FirstViewRow[]): FirstViewRow[] {
  return rows.filter((r) => r.dclToUnits.medianMs > DCL_TO_UNITS_LIMIT_MS);
}
