import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { leaveSavedDraft, savedText, screenText, seedDraftStore, storedTexts, tabDraftId, typeAtTop, type StoredDraft } from './drafts-helpers.ts';
import { cliLink } from './share-helpers.ts';
import { DRAFTS_HINT_KEY, LATEST_DRAFT_KEY } from '../src/ui/drafts/local-notes.ts';

// Issue 35: nothing waits between the entry script and the first units, on each kind of visit.
// Checked by structure, not by the clock (a timed assertion would flake on a busy machine): an
// init script, run before any script of the page, records every timer the page sets and every
// request it makes; nothing of 50 ms or more may fire, and no optional chunk may be asked for,
// before the units appear.

/** What the page did before its first units, as the init script below recorded it. */
interface FirstView {
  unitsAt: number;
  /** The first unit file's text when it appeared. */
  unitsText: string;
  /** Every text the first unit pane has shown since, in order. */
  shownTexts: string[];
  timers: Array<{ delay: number; setAt: number; firedAt: number | null; clearedAt: number | null }>;
  /** When the page opened an IndexedDB database. */
  opens: number[];
  /** When the page reached for localStorage (window.localStorage read). */
  storage: number[];
  /** Every resource the page asked for, with when it asked. */
  requests: Array<{ path: string; startTime: number }>;
}

declare global {
  interface Window {
    __firstView?: Omit<FirstView, 'requests'>;
  }
}

/** Runs before any script of the page: wraps the timers and watches for the first unit text. */
function recordFirstView(): void {
  const record = { unitsAt: -1, unitsText: '', shownTexts: [] as string[], timers: [] as FirstView['timers'], opens: [] as number[], storage: [] as number[] };
  window.__firstView = record;
  // A page's first use of localStorage waits for the browser to hand it the origin's storage (a
  // synchronous call to the browser process): 43–195 ms in 2 of 6 permalink visits profiled on a
  // loaded machine (issue 47).
  const storage = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
  Object.defineProperty(window, 'localStorage', {
    ...storage,
    get(this: Window) {
      if (record.storage.length < 50) record.storage.push(performance.now());
      return storage.get!.call(this) as Storage;
    },
  });
  const open = IDBFactory.prototype.open;
  IDBFactory.prototype.open = function (this: IDBFactory, ...args: Parameters<IDBFactory['open']>) {
    record.opens.push(performance.now());
    return open.apply(this, args);
  };
  const byId = new Map<unknown, FirstView['timers'][number]>();
  const wrap = (name: 'setTimeout' | 'setInterval'): void => {
    const original = window[name].bind(window) as (handler: TimerHandler, timeout?: number, ...args: unknown[]) => number;
    (window as unknown as Record<string, unknown>)[name] = (handler: TimerHandler, timeout?: number, ...args: unknown[]): number => {
      const timer = { delay: Number(timeout) || 0, setAt: performance.now(), firedAt: null as number | null, clearedAt: null as number | null };
      record.timers.push(timer);
      const run = typeof handler === 'function'
        ? (...a: unknown[]): unknown => {
          timer.firedAt ??= performance.now();
          return (handler as (...b: unknown[]) => unknown)(...a);
        }
        : handler;
      const id = original(run, timeout, ...args);
      byId.set(id, timer);
      return id;
    };
  };
  wrap('setTimeout');
  wrap('setInterval');
  for (const name of ['clearTimeout', 'clearInterval'] as const) {
    const original = window[name].bind(window) as (id?: number) => void;
    (window as unknown as Record<string, unknown>)[name] = (id?: number): void => {
      const timer = byId.get(id);
      if (timer && timer.firedAt === null) timer.clearedAt ??= performance.now();
      original(id);
    };
  }
  // Kept watching after the first units: a test may ask what the pane showed later on.
  const observer = new MutationObserver(() => {
    const el = document.querySelector('[aria-label="Unit file content"]');
    const text = el?.textContent ?? '';
    if (!text.includes('[Unit]')) return;
    if (record.unitsAt < 0) {
      record.unitsAt = performance.now();
      record.unitsText = text;
    }
    if (record.shownTexts.at(-1) !== text && record.shownTexts.length < 50) record.shownTexts.push(text);
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });
}

/** Opens `path` in a page that records its first view, and returns what it recorded. */
async function firstView(page: Page, path: string): Promise<FirstView> {
  await page.addInitScript(recordFirstView);
  await page.goto(path);
  await expect.poll(() => page.evaluate(() => window.__firstView?.unitsAt ?? -1), { timeout: 30_000 }).toBeGreaterThan(0);
  // Whatever the page asked for before the units has been answered by now (resource timing lists
  // a request once it is done).
  await page.waitForLoadState('load');
  return page.evaluate(() => ({
    ...window.__firstView!,
    requests: performance.getEntriesByType('resource').map((e) => ({ path: new URL(e.name).pathname, startTime: e.startTime })),
  }));
}

/** When DOMContentLoaded fired, in ms since navigation start. */
function domContentLoaded(page: Page): Promise<number> {
  return page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart);
}

/** Chunks the first view does not need: the drafts session and Recent drafts, the service worker, and the rest loaded later. */
const OPTIONAL = /draft-session|recent-drafts|register-sw|workbox|\/sw\.js|lint|monaco|example-texts|boot-order|compare-view|units-zip/;

function expectNothingWaits(view: FirstView): void {
  const before = view.timers.filter((t) => t.setAt <= view.unitsAt);
  const waited = before.filter((t) => t.delay >= 50 && t.firedAt !== null && t.firedAt <= view.unitsAt);
  expect(waited, `timers of 50 ms or more that fired before the units: ${JSON.stringify(before)}`).toEqual([]);
  const asked = view.requests.filter((r) => r.startTime <= view.unitsAt).map((r) => r.path);
  expect(asked.filter((p) => OPTIONAL.test(p)), `optional chunks asked for before the units (all: ${asked.join(', ')})`).toEqual([]);
  // The entry is a single classic script (scripts/vite-classic-entry.ts).
  expect(asked.filter((p) => /index-classic-/.test(p))).toHaveLength(1);
}

const SWAP = readFileSync(join(import.meta.dirname, '..', 'examples', '01-swap-request.yaml'), 'utf8');

test('first visit (empty storage): the default example\'s units, in the entry\'s own task', async ({ page }) => {
  const view = await firstView(page, './');
  expectNothingWaits(view);
  expect(view.unitsText).toContain('Description=Turn on swap');
  // No database was opened (and so created) to find out that there is none...
  expect(view.opens.filter((t) => t <= view.unitsAt)).toEqual([]);
  // ...and nothing was awaited at all: the units were in before DOMContentLoaded (local-notes.ts).
  // (Equal can happen: the page's clock is coarsened to 0.1 ms.)
  expect(view.unitsAt).toBeLessThanOrEqual(await domContentLoaded(page));
});

test('returning visit (a saved draft, no other tab open): the draft\'s units first, with nothing in between', async ({ page, context }) => {
  await leaveSavedDraft(page, SWAP.replace('Description=Turn on swap', 'Description=my saved draft'));
  const view = await firstView(await context.newPage(), './');
  expectNothingWaits(view);
  // Chosen before the first render, not shown over the default example later.
  expect(view.unitsText).toContain('Description=my saved draft');
});

test('permalink visit: the early script decodes the link, and its units are in before DOMContentLoaded', async ({ page }) => {
  const view = await firstView(page, `./${cliLink(SWAP.replace('Description=Turn on swap', 'Description=from a link'))}`);
  expectNothingWaits(view);
  expect(view.unitsText).toContain('Description=from a link');
  // Decoded by the early script (src/ui/share/start-early-link.ts), which the browser runs before
  // the entry (both deferred, in order): the codec's chunk is not even asked for before the units,
  // and they render in the entry's own task.
  expect(view.requests.filter((r) => r.startTime <= view.unitsAt && /\/share-[\w-]{8}\.js$/.test(r.path))).toEqual([]);
  expect(view.unitsAt).toBeLessThanOrEqual(await domContentLoaded(page));
  // A link needs nothing kept in this browser: localStorage is not touched before its units
  // (Vim mode's choice is read with Monaco: editor/vim-pref.ts).
  expect(view.storage.filter((t) => t <= view.unitsAt)).toEqual([]);
  // ...and is read after them (drafts), which is what the record above can see.
  await expect.poll(() => page.evaluate(() => window.__firstView!.storage.length)).toBeGreaterThan(0);
});

test('?example= visit: the example\'s units, with nothing but the gallery\'s texts in between', async ({ page }) => {
  const view = await firstView(page, './?example=04-exec-container');
  const before = view.requests.filter((r) => r.startTime <= view.unitsAt).map((r) => r.path);
  // The gallery's texts are what this visit needs; nothing else optional comes before the units.
  // (The example's prerendered first view, asked for from the head, often comes before them:
  // scripts/vite-prerender.ts.)
  expect(before.filter((p) => /example-texts/.test(p)).length).toBeLessThanOrEqual(1);
  expectNothingWaits({ ...view, requests: view.requests.filter((r) => !/example-texts/.test(r.path)) });
  // The example's first hook, an unnamed execContainer: kops names it kops-hook-0 and pulls its image.
  expect(view.unitsText).toContain('Description=Kops Hook kops-hook-0');
  expect(view.unitsText).toContain('busybox');
  // Nothing kept in this browser is needed either: localStorage is not touched before the units.
  expect(view.storage.filter((t) => t <= view.unitsAt)).toEqual([]);
});

/** A visit that leaves `text` saved as the tab's draft, then closes, as a person's visit before a returning one. */
async function visitThatSaves(context: BrowserContext, text: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`./${cliLink(text)}`);
  // A link opened is the tab's draft at once (src/ui/drafts/draft-session.tsx).
  await expect.poll(() => storedTexts(page), { timeout: 30_000 }).toContain(text);
  // Saved means the copy a plain visit renders from is written too (it follows the database's
  // commit, so on a busy machine a tab closed at once could leave the next visit without it).
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', LATEST_DRAFT_KEY)).toContain(JSON.stringify(text).slice(1, -1));
  await page.close();
}

/** Resolves once no tab of `context` holds a draft's Web Lock (a closed tab's are let go a moment later). */
async function noDraftHeld(context: BrowserContext): Promise<void> {
  const probe = await context.newPage();
  // An embed holds no draft.
  await probe.goto('./?embed');
  await expect.poll(() => probe.evaluate(async () => (await navigator.locks.query()).held?.filter((l) => l.name?.startsWith('draft:')).length)).toBe(0);
  await probe.close();
}

test('returning visit after a visit that saved a draft: localStorage names it, and its units are in before DOMContentLoaded', async ({ context }) => {
  const text = SWAP.replace('Description=Turn on swap', 'Description=saved last time');
  await visitThatSaves(context, text);
  await noDraftHeld(context);
  const page = await context.newPage();
  const view = await firstView(page, './');
  expectNothingWaits(view);
  expect(view.unitsText).toContain('Description=saved last time');
  // Rendered in the entry's own task, without waiting for IndexedDB or the locks...
  expect(view.unitsAt).toBeLessThanOrEqual(await domContentLoaded(page));
  // ...which confirm it: the tab works on that draft, and nothing else was shown.
  await expect.poll(() => savedText(page)).toBe(text);
  expect(view.shownTexts.every((t) => t.includes('Description=saved last time'))).toBe(true);
});

test('a new tab while another has the draft open never shows that draft, not even for a moment', async ({ context }) => {
  const text = SWAP.replace('Description=Turn on swap', 'Description=open in the first tab');
  const first = await context.newPage();
  await first.goto(`./${cliLink(text)}`);
  await expect.poll(() => storedTexts(first), { timeout: 30_000 }).toContain(text);
  const second = await context.newPage();
  const view = await firstView(second, './');
  expectNothingWaits(view);
  // The first tab has marked its draft open (src/ui/drafts/tab-claims.ts): the second starts a
  // new draft from the default example, in its entry's own task.
  expect(view.unitsText).toContain('Description=Turn on swap');
  expect(view.unitsAt).toBeLessThanOrEqual(await domContentLoaded(second));
  // Once the drafts session has chosen (it then remembers the tab's draft), nothing replaces the view.
  await expect.poll(() => tabDraftId(second), { timeout: 30_000 }).not.toBe('');
  expect(await tabDraftId(second)).not.toBe(await tabDraftId(first));
  const shown = await second.evaluate(() => window.__firstView!.shownTexts);
  expect(shown.filter((t) => t.includes('open in the first tab'))).toEqual([]);
  // The first tab still has its text.
  expect(await savedText(first)).toBe(text);
});

test('a copy in localStorage older than the draft it names (saved by an older build): the newer text replaces it at once', async ({ page, context }) => {
  await page.goto('./?embed');
  const now = Date.now();
  const older = SWAP.replace('Description=Turn on swap', 'Description=older copy');
  const newer = SWAP.replace('Description=Turn on swap', 'Description=newer in IndexedDB');
  const record = (text: string, rev: number): StoredDraft => ({ v: 1, id: 'mine', text, kopsVersion: '1.36.2', runtime: 'auto', createdAt: now, savedAt: now, rev });
  await seedDraftStore(page, [['mine', record(newer, 2)]]);
  await page.evaluate(([hint, key, copy]) => {
    localStorage.setItem(hint, '1');
    localStorage.setItem(key, copy);
  }, [DRAFTS_HINT_KEY, LATEST_DRAFT_KEY, JSON.stringify(record(older, 1))] as const);
  await page.close();
  const fresh = await context.newPage();
  const view = await firstView(fresh, './');
  expect(view.unitsText).toContain('Description=older copy');
  await expect(fresh.getByLabel('Unit file content').first()).toContainText('Description=newer in IndexedDB');
  // The tab works on the stored draft, whose text is unchanged.
  await expect.poll(() => savedText(fresh)).toBe(newer);
});

test('a tab whose entry never runs (its early script did) holds up no other tab: the next renders its draft at once, and its drafts start', async ({ context }) => {
  const text = SWAP.replace('Description=Turn on swap', 'Description=saved before the stall');
  await visitThatSaves(context, text);
  await noDraftHeld(context);
  const stalled = await context.newPage();
  // The entry's request never gets an answer; the early script before it runs.
  await stalled.route(/\/assets\/index-classic-[\w-]+\.js$/, () => new Promise<void>(() => {}));
  await stalled.goto('./', { waitUntil: 'commit' });
  await expect.poll(() => stalled.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/early-preload-[\w-]+\.js$/.test(e.name) && (e as PerformanceResourceTiming).responseEnd > 0)), { timeout: 30_000 }).toBe(true);
  const next = await context.newPage();
  const view = await firstView(next, './');
  expectNothingWaits(view);
  expect(view.unitsText).toContain('Description=saved before the stall');
  expect(view.unitsAt).toBeLessThanOrEqual(await domContentLoaded(next));
  // Its drafts session starts (before issue 48 it waited as long as the stalled tab stayed open).
  await expect(next.getByText(/^Recent drafts \(0\)$/)).toBeVisible({ timeout: 10_000 });
  await expect.poll(() => savedText(next)).toBe(text);
  await stalled.close();
});

test('two tabs opened in the same instant, in one process: one shows the draft, the other never does, not even for a moment', async ({ page, context }) => {
  const text = SWAP.replace('Description=Turn on swap', 'Description=wanted by two tabs');
  await visitThatSaves(context, text);
  await noDraftHeld(context);
  // Every unit text each page shows. A popup's first document reuses the window of its initial
  // about:blank, where init scripts ran: the watch starts again with the page's own document, at
  // DOMContentLoaded at the latest, before anything after the first render could change the view.
  await context.addInitScript(() => {
    const w = window as unknown as { __seen?: string[] };
    w.__seen ??= [];
    const look = (): void => {
      const t = document.querySelector('[aria-label="Unit file content"]')?.textContent ?? '';
      if (t.includes('[Unit]') && w.__seen!.at(-1) !== t) w.__seen!.push(t);
    };
    const watch = (): void => {
      look();
      new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
    };
    watch();
    window.addEventListener('DOMContentLoaded', watch);
  });
  // Opened by one page in one task: the browser puts both in its process (an embed keeps no drafts).
  await page.goto('./?embed');
  const popups: Page[] = [];
  context.on('page', (p) => void popups.push(p));
  await page.evaluate(() => {
    window.open('./', '_blank');
    window.open('./', '_blank');
  });
  await expect.poll(() => popups.length, { timeout: 30_000 }).toBe(2);
  await expect.poll(async () => (await Promise.all(popups.map(tabDraftId))).every((id) => id !== ''), { timeout: 30_000 }).toBe(true);
  expect(new Set(await Promise.all(popups.map(tabDraftId))).size).toBe(2);
  const seen = await Promise.all(popups.map((p) => p.evaluate(() => (window as unknown as { __seen: string[] }).__seen)));
  expect(seen.map((texts) => texts.length > 0)).toEqual([true, true]);
  expect(seen.map((texts) => texts.some((t) => t.includes('wanted by two tabs'))).sort()).toEqual([false, true]);
});

test('two tabs opened in the same instant, each in its own process: one goes on with the draft, the other with a new one', async ({ context }) => {
  const text = SWAP.replace('Description=Turn on swap', 'Description=wanted by two tabs');
  await visitThatSaves(context, text);
  await noDraftHeld(context);
  const tabs = [await context.newPage(), await context.newPage()];
  await Promise.all(tabs.map((t) => t.goto('./')));
  await expect.poll(async () => (await Promise.all(tabs.map(tabDraftId))).every((id) => id !== ''), { timeout: 30_000 }).toBe(true);
  expect(new Set(await Promise.all(tabs.map(tabDraftId))).size).toBe(2);
  // The one without the draft shows the default example (a tab that saw the draft first, and lost
  // the draft's lock to the other, has moved on before anyone could type).
  await expect.poll(() => tabs.map((t) => screenText(t).includes('wanted by two tabs')).sort(), { timeout: 30_000 }).toEqual([false, true]);
  for (const [i, t] of tabs.entries()) await typeAtTop(t, `# typed in tab ${i}\n`);
  await expect.poll(async () => (await storedTexts(tabs[0]!)).filter((x) => x.startsWith('# typed in tab')).length, { timeout: 30_000 }).toBe(2);
  expect((await storedTexts(tabs[0]!)).filter((x) => x.includes('wanted by two tabs'))).toHaveLength(1);
});
