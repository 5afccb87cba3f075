import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { analyze } from '../src/core/index.ts';
import { DEFAULT_KOPS_VERSION } from '../src/ui/header/kops-versions.ts';
import { CSP } from '../scripts/vite-csp.ts';
import { DRAFT_KEYS, PAINT_WIDTHS, buildFingerprint, exampleIds, renderPaints, scriptHash, withFirstPaint } from '../scripts/vite-prerender.ts';
import { FIRST_PAINT_CACHE_KEY, TAB_DRAFT_KEY, exampleFetchScript, firstPaintScript } from '../scripts/prerender/first-paint-script.ts';

const PAGE = `<html><head><meta http-equiv="Content-Security-Policy" content="${CSP.replaceAll("'", '&#39;')}"><script defer src="./assets/index-classic-A1.js"></script></head><body><div id="root"></div><noscript>JS</noscript></body></html>`;
const PAINT = { first: ['<div class="app">n</div>', '<div class="app">s</div>', '<div class="app">m</div>', '<div class="app">w</div>'], examplesVersion: 'abc' };

describe('withFirstPaint', () => {
  it('puts the widest markup in #root as a <noscript>, the others as data blocks, then the inline script, and the example fetch at the top of the head; their hashes alone join script-src', () => {
    const html = withFirstPaint(PAGE, PAINT);
    const [head, script] = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    const hash = (text: string) => `sha256-${createHash('sha256').update(text!).digest('base64')}`;
    expect(html).toBe(`<html><head><meta http-equiv="Content-Security-Policy" content="${CSP.replace("script-src 'self'", `script-src 'self' '${hash(head!)}' '${hash(script!)}'`).replaceAll("'", '&#39;')}"><script>${head}</script><script defer src="./assets/index-classic-A1.js"></script></head><body>`
      + '<div id="root"><noscript><div class="app">w</div></noscript></div>'
      + '<script type="text/x-first-paint" id="first-paint-0"><div class="app">n</div></script>'
      + '<script type="text/x-first-paint" id="first-paint-1"><div class="app">s</div></script>'
      + '<script type="text/x-first-paint" id="first-paint-2"><div class="app">m</div></script>'
      + `<script>${script}</script><noscript>JS</noscript></body></html>`);
    expect(scriptHash(script!)).toBe(hash(script!));
    const variants = [{ max: 800, block: 0 }, { max: 1100, block: 1 }, { max: 1260, block: 2 }, { max: null, block: 3 }];
    expect(script).toBe(firstPaintScript(variants, buildFingerprint(PAGE), DRAFT_KEYS));
    expect(head).toBe(exampleFetchScript(variants, 'abc'));
    // A new build (its files' names) is a new fingerprint.
    expect(buildFingerprint(PAGE)).toMatch(/^[0-9a-f]{12}$/);
    expect(buildFingerprint(PAGE.replace('A1', 'A2'))).not.toBe(buildFingerprint(PAGE));
  });

  it('refuses a page without an empty #root or without a script-src, and markup that would end its carrier', () => {
    expect(() => withFirstPaint(PAGE.replace('<div id="root"></div>', '<div id="app"></div>'), PAINT)).toThrow('prerender: index.html has no empty #root');
    expect(() => withFirstPaint(PAGE.replace(/script-src[^;]*;/, ''), PAINT)).toThrow('prerender: the CSP has no script-src to allow the inline script in');
    expect(() => withFirstPaint(PAGE, { ...PAINT, first: ['<p>&lt;/script&gt;</p>', '</SCRIPT>', 'b', 'c'] })).toThrow('prerender: the markup would end the element that carries it');
  });

  it('has a width variant at each of the page\'s breakpoints', () => {
    expect(PAINT_WIDTHS).toEqual([800, 1100, 1260]);
  });
});

interface Run {
  /** What the script put in #root, in order. */
  painted: string[];
  fetches: string[];
  root: { textContent: string; firstChild: null | { inert: boolean } };
  local: Map<string, string>;
  /** Waits for the fetch's answer to be handled. */
  settled: () => Promise<unknown>;
  /** React's first commit: `markup`, whose editor holds `text`; true when the script was watching. */
  commit: (markup: string, text: string) => boolean;
  /** The page's global object. */
  window: Record<string, unknown>;
  /** How many times the scripts have asked for `localStorage` so far (a page's first use of it can wait on the browser process). */
  localUses: () => number;
}

/** Runs the inline script against a fake page: what it put in #root, what it fetched and kept. */
function runScript(opts: { hash?: string; search?: string; local?: Record<string, string>; session?: Record<string, string>; width?: number; storageThrows?: boolean; fetched?: string; build?: string }): Run {
  const variants = [{ max: 800, block: 0 }, { max: 1100, block: 1 }, { max: 1260, block: 2 }, { max: null, block: 3 }];
  const head = exampleFetchScript(variants, 'v1');
  const script = firstPaintScript(variants, opts.build ?? 'b1', DRAFT_KEYS);
  const painted: string[] = [];
  const fetches: string[] = [];
  const root = {
    textContent: '<div class="app">wide</div>',
    firstChild: null as null | { inert: boolean },
    firstElementChild: null as null | { inert: boolean; outerHTML: string; querySelector: (s: string) => unknown },
    set innerHTML(v: string) {
      root.firstChild = { inert: false };
      root.firstElementChild = null;
      painted.push(v);
    },
  };
  const storage = (entries: Map<string, string>) => {
    if (opts.storageThrows) return new Proxy({}, { get() { throw new Error('SecurityError'); } });
    return {
      get length() { return entries.size; },
      key: (i: number) => [...entries.keys()][i] ?? null,
      getItem: (k: string) => entries.get(k) ?? null,
      setItem: (k: string, v: string) => void entries.set(k, v),
    };
  };
  const local = new Map(Object.entries(opts.local ?? {}));
  const localStore = storage(local);
  let localUses = 0;
  const blocks: Record<string, string> = { 'first-paint-0': 'narrow', 'first-paint-1': 'spec folded', 'first-paint-2': 'share folded' };
  let later: Promise<unknown> = Promise.resolve();
  let watcher: (() => void) | null = null;
  const context = {
    document: { getElementById: (id: string) => (id === 'root' ? root : { textContent: blocks[id] }) },
    location: { hash: opts.hash ?? '', search: opts.search ?? '' },
    get localStorage() {
      localUses++;
      return localStore;
    },
    sessionStorage: storage(new Map(Object.entries(opts.session ?? {}))),
    matchMedia: (q: string) => ({ matches: (opts.width ?? 1280) <= Number(/\d+/.exec(q)![0]) }),
    fetch: (url: string) => {
      fetches.push(url);
      const response = opts.fetched === undefined ? { ok: false, text: () => Promise.resolve('') } : { ok: true, text: () => Promise.resolve(opts.fetched) };
      later = Promise.resolve(response).then((r) => r.text()).then(() => new Promise((r) => setTimeout(r, 0)));
      return Promise.resolve(response);
    },
    MutationObserver: class {
      constructor(private readonly callback: (m: unknown[], o: { disconnect: () => void }) => void) {}
      observe(): void {
        watcher = () => this.callback([], { disconnect: () => { watcher = null; } });
      }
    },
  };
  const window = context as unknown as Record<string, unknown>;
  window.window = window;
  // The head's script, then (the stylesheet in between) the one after #root, in the same page.
  const page = createContext(context);
  runInContext(head, page);
  runInContext(script, page);
  return {
    painted, fetches, root, local, window,
    localUses: () => localUses,
    settled: () => later,
    commit: (markup, text) => {
      root.firstChild = { inert: false };
      root.firstElementChild = { inert: false, outerHTML: markup, querySelector: (sel: string) => (sel === '[data-editor-fallback]' ? { value: text } : null) };
      if (!watcher) return false;
      watcher();
      return true;
    },
  };
}

const NOW = Date.now();
const draft = (text: string, extra: Record<string, unknown> = {}) => JSON.stringify({ v: 1, id: 'd1', text, kopsVersion: '1.36', runtime: 'auto', createdAt: NOW, savedAt: NOW, rev: 1, ...extra });

describe('the first paint\'s inline script', () => {
  it('paints the default example on a first visit, at the viewport\'s width, inert', () => {
    for (const [width, markup] of [[1280, '<div class="app">wide</div>'], [1261, '<div class="app">wide</div>'], [1260, 'share folded'], [1100, 'spec folded'], [801, 'share folded'.replace('share', 'spec')], [800, 'narrow'], [360, 'narrow']] as const) {
      const run = runScript({ width });
      expect(run.painted, String(width)).toEqual([markup]);
      expect(run.root.firstChild?.inert).toBe(true);
    }
  });

  it('paints nothing on a visit that is not a plain first one', () => {
    const none: Array<Parameters<typeof runScript>[0]> = [
      { hash: '#v1.abc' },
      { search: '?theme=dark' },
      { search: '?embed' },
      { search: '?unit=a.service' },
      { search: '?example=04-exec-container&unit=x' },
      { local: { 'kops-hook-playground:has-drafts': '1' } },
      { local: { 'kops-hook-playground:latest-draft': '{}' } },
      { local: { 'kops-hook-playground:vim-mode': 'off' } },
      { local: { 'kops-hook-playground:open:abc': '1' } },
      { session: { 'kops-hook-playground:tab-draft': '{}' } },
      { storageThrows: true },
    ];
    for (const visit of none) {
      const run = runScript(visit);
      expect({ visit, painted: run.painted, fetches: run.fetches }).toEqual({ visit, painted: [], fetches: [] });
      // The <noscript> copy is gone either way.
      expect(run.root.textContent).toBe('');
    }
  });

  it('keeps other sites\' storage out of it', () => {
    expect(runScript({ local: { 'other-app:draft': 'x' } }).painted).toEqual(['<div class="app">wide</div>']);
  });

  it('fetches ?example=ID\'s file for the width and paints it while #root is empty', async () => {
    const run = runScript({ search: '?example=04-exec-container', width: 1000, fetched: '<div class="app">example</div>', local: { 'kops-hook-playground:has-drafts': '1' } });
    expect(run.fetches).toEqual(['first-paint/04-exec-container.1.html?v1']);
    await run.settled();
    expect(run.painted).toEqual(['<div class="app">example</div>']);
    const missing = runScript({ search: '?example=nope' });
    expect(missing.fetches).toEqual(['first-paint/nope.3.html?v1']);
    await missing.settled();
    expect(missing.painted).toEqual([]);
    // Vim mode's status bar comes with Monaco, after the first paint: the example is painted all the same.
    expect(runScript({ search: '?example=04-exec-container', local: { 'kops-hook-playground:vim-mode': 'on' } }).fetches).toEqual(['first-paint/04-exec-container.3.html?v1']);
    expect(runScript({ search: '?example=../x' }).fetches).toEqual([]);
  });

  it('asks for no localStorage on a permalink or an ?example= visit before the page\'s first commit', () => {
    const link = runScript({ hash: '#v1.abc', local: { 'kops-hook-playground:vim-mode': 'on' } });
    const example = runScript({ search: '?example=04-exec-container' });
    expect([link.localUses(), example.localUses()]).toEqual([0, 0]);
    // A first visit has to look: it paints only when nothing of the page's is there.
    expect(runScript({}).localUses()).toBe(1);
  });

  it('keeps a returning visit\'s first render of its draft and paints it on the next visit with the same draft, width, Vim choice and build', () => {
    const text = 'hooks:\n- name: a\n';
    const local = { 'kops-hook-playground:has-drafts': '1', 'kops-hook-playground:latest-draft': draft(text) };
    const before = runScript({ local });
    expect(before.painted).toEqual([]);
    expect(before.commit('<div class="app">draft d1</div>', text)).toBe(true);
    const kept = before.local.get(FIRST_PAINT_CACHE_KEY)!;
    expect(JSON.parse(kept)).toEqual({ k: expect.stringMatching(/^[0-9a-z]+$/), h: '<div class="app">draft d1</div>' });
    const next = runScript({ local: { ...local, [FIRST_PAINT_CACHE_KEY]: kept } });
    expect(next.painted).toEqual(['<div class="app">draft d1</div>']);
    expect(next.root.firstChild?.inert).toBe(true);
    // Saved again with the same text and options: the same first render.
    expect(runScript({ local: { ...local, 'kops-hook-playground:latest-draft': draft(text, { rev: 2, savedAt: NOW + 1 }), [FIRST_PAINT_CACHE_KEY]: kept } }).painted).toHaveLength(1);
    // This tab's own draft (a reload) is the same draft.
    expect(runScript({ local: { ...local, [FIRST_PAINT_CACHE_KEY]: kept }, session: { [TAB_DRAFT_KEY]: '{"draft":"d1","rev":1}' } }).painted).toHaveLength(1);
  });

  it('never paints a kept render that is not the draft the page will show', () => {
    const text = 'hooks:\n- name: a\n';
    const local = { 'kops-hook-playground:latest-draft': draft(text) };
    const before = runScript({ local });
    before.commit('<div class="app">draft d1</div>', text);
    const kept = { [FIRST_PAINT_CACHE_KEY]: before.local.get(FIRST_PAINT_CACHE_KEY)! };
    const changed: Array<[string, Parameters<typeof runScript>[0]]> = [
      ['the draft\'s text changed', { local: { 'kops-hook-playground:latest-draft': draft(`${text}# more\n`), ...kept } }],
      ['its kops version changed', { local: { 'kops-hook-playground:latest-draft': draft(text, { kopsVersion: '1.35' }), ...kept } }],
      ['its runtime changed', { local: { 'kops-hook-playground:latest-draft': draft(text, { runtime: 'docker' }), ...kept } }],
      ['its OS changed', { local: { 'kops-hook-playground:latest-draft': draft(text, { distro: 'ubuntu' }), ...kept } }],
      ['Vim mode', { local: { ...local, 'kops-hook-playground:vim-mode': 'off', ...kept } }],
      ['another width', { local: { ...local, ...kept }, width: 700 }],
      ['another build', { local: { ...local, ...kept }, build: 'b2' }],
      ['another tab has a draft open', { local: { ...local, ...kept, 'kops-hook-playground:open:p2': 'd1' } }],
      ['this tab has another draft', { local: { ...local, ...kept }, session: { [TAB_DRAFT_KEY]: '{"draft":"d0","rev":3}' } }],
      ['the draft is too old to be reopened by a new tab', { local: { 'kops-hook-playground:latest-draft': draft(text, { savedAt: NOW - DRAFT_KEYS.maxAgeMs }), ...kept } }],
      ['a permalink', { local: { ...local, ...kept }, hash: '#v1.abc' }],
      ['an example', { local: { ...local, ...kept }, search: '?example=02-swap-fixed' }],
      ['storage refuses', { local: { ...local, ...kept }, storageThrows: true }],
    ];
    for (const [what, visit] of changed) expect({ what, painted: runScript(visit).painted }).toEqual({ what, painted: [] });
  });

  it('keeps a first render only when its editor holds exactly the draft\'s text, and not over 64 K', () => {
    const text = 'hooks:\n- name: a\n';
    const local = { 'kops-hook-playground:latest-draft': draft(text) };
    const other = runScript({ local });
    other.commit('<div class="app">the default example</div>', 'something else');
    expect(other.local.has(FIRST_PAINT_CACHE_KEY)).toBe(false);
    const large = runScript({ local });
    large.commit(`<div class="app">${'x'.repeat(64 * 1024)}</div>`, text);
    expect(large.local.has(FIRST_PAINT_CACHE_KEY)).toBe(false);
    // A visit that cannot be sure of its draft keeps nothing either.
    expect(runScript({ local: { ...local, 'kops-hook-playground:open:p2': 'd1' } }).commit('<div class="app">x</div>', text)).toBe(false);
  });

  it('keeps a permalink\'s first render for the plain visit of the draft it becomes, when the link holds nothing else', () => {
    const text = 'hooks:\n- name: a\n';
    const link = (state: Record<string, unknown>, commitText = text) => {
      const run = runScript({ hash: '#v1.abc' });
      // The early script leaves the decoded link, the entry takes it (share/early-link.ts).
      run.window[DRAFT_KEYS.earlyLink] = { fragment: 'v1.abc', state: { text, kopsVersion: '1.36', ...state } };
      run.window[DRAFT_KEYS.earlyLink] = null;
      expect(run.window[DRAFT_KEYS.earlyLink]).toBe(null);
      run.commit('<div class="app">link</div>', commitText);
      expect(run.painted).toEqual([]);
      return run.local.get(FIRST_PAINT_CACHE_KEY);
    };
    const kept = link({ view: 'units' });
    expect(kept).toBeDefined();
    const next = runScript({ local: { 'kops-hook-playground:latest-draft': draft(text), [FIRST_PAINT_CACHE_KEY]: kept! } });
    expect(next.painted).toEqual(['<div class="app">link</div>']);
    expect(link({})).toBe(kept);
    for (const more of [{ group: 'nodes' }, { unit: 'a.service' }, { view: 'problems' }, { proposal: true }, { compare: { from: { kopsVersion: '1.35' }, to: { kopsVersion: '1.36' } } }]) {
      expect(link(more)).toBeUndefined();
    }
    // Not the link's text on screen (it did not decode in the early script, or another view won).
    expect(link({}, 'other')).toBeUndefined();
  });

  it('reads the tab\'s draft under the key choose-draft.ts writes', () => {
    expect(readFileSync(new URL('../src/ui/drafts/choose-draft.ts', import.meta.url), 'utf8')).toContain(`const TAB_DRAFT_KEY = '${TAB_DRAFT_KEY}';`);
  });
});

describe('renderPaints (the build\'s prerender, from the page\'s own components)', () => {
  it('renders the default example\'s units exactly, at every width, and each example\'s first view', async () => {
    const { first, examples } = await renderPaints();
    expect(first).toHaveLength(4);
    expect([...examples.keys()]).toEqual(exampleIds());
    expect(examples.size).toBe(17);
    const text = readFileSync(new URL('../examples/01-swap-request.yaml', import.meta.url), 'utf8');
    const unit = analyze(text, { kopsVersion: DEFAULT_KOPS_VERSION }).groups[0]!.tasks[0]!.definition!;
    const shown = (markup: string) => {
      const m = /aria-label="Unit file content"[^>]*>([\s\S]*?)<\/div>/.exec(markup);
      return m?.[1]?.replace(/<[^>]+>/g, '').replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
    };
    for (const markup of first) expect(shown(markup)).toBe(unit);
    // The narrow layout: the panes are tabs, the editor's hidden; the widest: side by side.
    expect(first[0]).toContain('aria-label="Panes"');
    expect(first[3]).not.toContain('aria-label="Panes"');
    expect(first[3]).toContain('class="toolbar-group group-share"');
    expect(first[2]).not.toContain('class="toolbar-group group-share"');
    expect(first[2]).toContain('class="toolbar-group group-spec"');
    expect(first[1]).not.toContain('class="toolbar-group group-spec"');
    expect(shown(examples.get('04-exec-container')![3]!)).toContain('ExecStartPre=');
    // Lazy parts show their fallbacks, as the page's first render does.
    for (const markup of [...first, ...[...examples.values()].flat()]) expect(markup).not.toContain('class="version-select"');
  }, 120_000);
});
