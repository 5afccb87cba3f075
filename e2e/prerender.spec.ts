import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { leaveSavedDraft, TAB_KEY } from './drafts-helpers.ts';
import { cliLink } from './share-helpers.ts';
import { analyze } from '../src/core/index.ts';
import { DEFAULT_KOPS_VERSION } from '../src/ui/header/kops-versions.ts';
import { LATEST_DRAFT_KEY } from '../src/ui/drafts/local-notes.ts';
import { VIM_KEY } from '../src/ui/editor/vim-pref.ts';
import { FIRST_RENDER_MARK } from '../src/ui/first-render-timing.ts';

// Issue 47: the first view is in the built index.html, prerendered from the page's own components
// (scripts/vite-prerender.ts), and an inline script paints it before any other script has run,
// only on the visits whose first render it is exactly (scripts/prerender/first-paint-script.ts).

const SWAP = readFileSync(join(import.meta.dirname, '..', 'examples', '01-swap-request.yaml'), 'utf8');
/** The default example's one unit, as the core renders it (what the prerender must show). */
const SWAP_UNIT = analyze(SWAP, { kopsVersion: DEFAULT_KOPS_VERSION }).groups[0]!.tasks[0]!.definition!;

declare global {
  interface Window {
    /** Each `.app` put in #root, in order: its canonical form, whether inert, and whether the page's first render had run. */
    __apps?: Array<{ form: string; inert: boolean; rendered: boolean; units: string }>;
  }
}

/**
 * Runs before any script of the page: records each new `.app` in #root, in a canonical form
 * (attributes sorted; React's generated ids, which differ between a server and a browser render,
 * named by order of appearance; a style as the browser reads it; `selected` and `inert` left out,
 * which a server render writes as attributes and the browser sets as properties).
 */
function recordApps(): void {
  const apps: NonNullable<Window['__apps']> = [];
  window.__apps = apps;
  let last: Element | null = null;
  const canonical = (root: Element): string => {
    const ids = new Map<string, string>();
    const id = (v: string): string => v.replace(/_[rR]_[0-9a-z]+_/g, (m) => {
      if (!ids.has(m)) ids.set(m, `ID${ids.size}`);
      return ids.get(m)!;
    });
    const walk = (n: Node): string => {
      if (n.nodeType === Node.TEXT_NODE) return n.textContent ?? '';
      if (!(n instanceof Element)) return '';
      const attrs = Array.from(n.attributes).filter((a) => a.name !== 'inert' && a.name !== 'selected')
        .map((a) => `${a.name}=${a.name === 'style' ? (n as HTMLElement).style.cssText : id(a.value)}`).sort();
      const value = n instanceof HTMLTextAreaElement ? `{${n.value}}` : '';
      return `<${n.tagName} ${attrs.join(' ')}>${value}${Array.from(n.childNodes).map(walk).join('')}</>`;
    };
    return walk(root);
  };
  new MutationObserver(() => {
    const app = document.querySelector('#root > .app');
    if (!app || app === last) return;
    last = app;
    apps.push({
      form: canonical(app),
      inert: (app as HTMLElement).inert,
      rendered: performance.getEntriesByName('kops-hook-playground:first-render').length > 0,
      units: app.querySelector('[aria-label="Unit file content"]')?.textContent ?? '',
    });
  }).observe(document, { subtree: true, childList: true });
}

async function openRecorded(page: Page, path: string): Promise<NonNullable<Window['__apps']>> {
  await page.addInitScript(recordApps);
  await page.goto(path);
  await expect.poll(() => page.evaluate((mark) => performance.getEntriesByName(mark, 'measure').length, FIRST_RENDER_MARK), { timeout: 30_000 }).toBe(1);
  return page.evaluate(() => window.__apps ?? []);
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the built page is the first view: the default example and its units', async ({ page }) => {
    await page.goto('./');
    await expect(page.getByRole('region', { name: 'Unit file content' })).toHaveText(SWAP_UNIT);
    await expect(page.getByRole('textbox', { name: 'Hook spec' })).toHaveValue(SWAP);
    await expect(page.getByRole('tab', { name: 'swap1.swap' })).toHaveAttribute('aria-selected', 'true');
  });
});

for (const width of [1280, 1200, 1000, 360]) {
  test(`a first visit at ${width} px paints the prerendered units before any script, inert, and the page takes over with the same markup`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const apps = await openRecorded(page, './');
    expect(apps.map((a) => [a.inert, a.rendered])).toEqual([[true, false], [false, true]]);
    expect(apps[0]!.units).toBe(SWAP_UNIT);
    expect(apps[1]!.form).toBe(apps[0]!.form);
    // The page works: its tabs answer.
    const tabs = page.getByRole('tablist', { name: width <= 800 ? 'Panes' : 'Output' });
    await tabs.getByRole('tab', { name: /^Problems/ }).click();
    await expect(tabs.getByRole('tab', { name: /^Problems/ })).toHaveAttribute('aria-selected', 'true');
  });
}

test('?example=ID paints that example\'s prerendered units first, and the page takes over with the same markup', async ({ page }) => {
  const apps = await openRecorded(page, './?example=04-exec-container');
  expect(apps.map((a) => [a.inert, a.rendered])).toEqual([[true, false], [false, true]]);
  expect(apps[0]!.units).toContain('Description=Kops Hook kops-hook-0');
  expect(apps[1]!.form).toBe(apps[0]!.form);
});

test('an example shown in compare mode (an upgrade story) is prerendered as the page first renders it', async ({ page }) => {
  const apps = await openRecorded(page, './?example=14-upgrade-exec-docker-to-containerd');
  expect(apps.map((a) => [a.inert, a.rendered])).toEqual([[true, false], [false, true]]);
  expect(apps[1]!.form).toBe(apps[0]!.form);
});

test('an example that is not in the gallery paints nothing early', async ({ page }) => {
  const apps = await openRecorded(page, './?example=no-such-example');
  expect(apps.map((a) => [a.inert, a.rendered])).toEqual([[false, true]]);
});

test('a permalink never shows the default example\'s units first', async ({ page }) => {
  const apps = await openRecorded(page, `./${cliLink(SWAP.replace('Description=Turn on swap', 'Description=from a link'))}`);
  expect(apps.map((a) => [a.inert, a.rendered])).toEqual([[false, true]]);
  expect(apps[0]!.units).toContain('Description=from a link');
});

test('a visit with a stored draft shows the draft first, never the default example', async ({ page, context }) => {
  await leaveSavedDraft(page, SWAP.replace('Description=Turn on swap', 'Description=my saved draft'));
  const apps = await openRecorded(await context.newPage(), './');
  expect(apps.map((a) => a.inert)).toEqual([false]);
  expect(apps[0]!.units).toContain('Description=my saved draft');
});

for (const [what, setup] of [
  ['Vim mode on', (p: Page) => p.evaluate((key) => localStorage.setItem(key, 'on'), VIM_KEY)],
  ['a tab that has a draft of its own', (p: Page) => p.evaluate((key) => sessionStorage.setItem(key, JSON.stringify({ draft: 'gone', rev: 1 })), TAB_KEY)],
] as const) {
  test(`${what}: nothing is painted before the page's own render`, async ({ page }) => {
    await page.goto('./?embed');
    await setup(page);
    const apps = await openRecorded(page, './');
    expect(apps.map((a) => [a.inert, a.rendered])).toEqual([[false, true]]);
  });
}

test('the static paint is inert: a click or a key there reaches nothing before the page takes over', async ({ page }) => {
  // The page's scripts never arrive: the paint stays.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('./');
  await expect(page.getByRole('region', { name: 'Unit file content' })).toHaveText(SWAP_UNIT);
  const editor = page.getByRole('textbox', { name: 'Hook spec' });
  await editor.click({ force: true });
  await page.keyboard.type('x');
  await expect(editor).toHaveValue(SWAP);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
});

/** A permalink visit that leaves `text` saved as a draft, then closes (as first-view.spec.ts's visitThatSaves). */
async function visitThatSaves(context: BrowserContext, text: string): Promise<void> {
  const page = await context.newPage();
  await page.goto(`./${cliLink(text)}`);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', LATEST_DRAFT_KEY), { timeout: 30_000 }).toContain(JSON.stringify(text).slice(1, -1));
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => context.pages().length).toBe(0);
  // The browser lets go of a closed tab's locks a moment later.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
}

/** A plain visit, recorded, left open until it is settled, then closed. */
async function plainVisit(context: BrowserContext): Promise<NonNullable<Window['__apps']>> {
  const page = await context.newPage();
  const apps = await openRecorded(page, './');
  await page.waitForLoadState('load');
  // Closed as a person closes a tab: its pagehide takes its mark on the draft away (drafts/tab-claims.ts).
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => context.pages().length).toBe(0);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  return apps;
}

test('a returning visit paints the page\'s own first render of its draft, kept by the visit before, and a changed draft never paints the old one', async ({ context }) => {
  const text = SWAP.replace('Description=Turn on swap', 'Description=my returning draft');
  // A permalink's first render is kept: the link becomes the draft, which the next plain visit reopens.
  await visitThatSaves(context, text);
  const first = await plainVisit(context);
  expect(first.map((a) => [a.inert, a.rendered])).toEqual([[true, false], [false, true]]);
  expect(first[0]!.units).toContain('Description=my returning draft');
  expect(first[1]!.form).toBe(first[0]!.form);
  // And a plain visit keeps its own: the next one paints it too.
  const second = await plainVisit(context);
  expect(second.map((a) => [a.inert, a.rendered])).toEqual([[true, false], [false, true]]);
  expect(second[1]!.form).toBe(second[0]!.form);
  // The copy in storage changes (as another tab's save changes it): the kept render is not painted.
  const page = await context.newPage();
  await page.goto('./?embed');
  await page.evaluate((key) => {
    const record = JSON.parse(localStorage.getItem(key)!) as { text: string };
    localStorage.setItem(key, JSON.stringify({ ...record, text: record.text.replace('Description=my returning draft', 'Description=changed since') }));
  }, LATEST_DRAFT_KEY);
  await page.close({ runBeforeUnload: true });
  const third = await plainVisit(context);
  expect(third.map((a) => a.inert)).toEqual([false]);
  expect(third[0]!.units).toContain('Description=changed since');
});
