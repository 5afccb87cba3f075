import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { analyze } from '../src/core/index.ts';
import { DEFAULT_KOPS_VERSION } from '../src/ui/header/kops-versions.ts';
import { CSP } from '../scripts/vite-csp.ts';
import { PAINT_WIDTHS, exampleIds, renderPaints, scriptHash, withFirstPaint } from '../scripts/vite-prerender.ts';
import { firstPaintScript } from '../scripts/prerender/first-paint-script.ts';

const PAGE = `<html><head><meta http-equiv="Content-Security-Policy" content="${CSP.replaceAll("'", '&#39;')}"></head><body><div id="root"></div><noscript>JS</noscript></body></html>`;
const PAINT = { first: ['<div class="app">n</div>', '<div class="app">s</div>', '<div class="app">m</div>', '<div class="app">w</div>'], examplesVersion: 'abc' };

describe('withFirstPaint', () => {
  it('puts the widest markup in #root as a <noscript>, the others as data blocks, then the inline script, whose hash alone joins script-src', () => {
    const html = withFirstPaint(PAGE, PAINT);
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    const digest = createHash('sha256').update(script).digest('base64');
    expect(html).toBe(`<html><head><meta http-equiv="Content-Security-Policy" content="${CSP.replace("script-src 'self'", `script-src 'self' 'sha256-${digest}'`).replaceAll("'", '&#39;')}"></head><body>`
      + '<div id="root"><noscript><div class="app">w</div></noscript></div>'
      + '<script type="text/x-first-paint" id="first-paint-0"><div class="app">n</div></script>'
      + '<script type="text/x-first-paint" id="first-paint-1"><div class="app">s</div></script>'
      + '<script type="text/x-first-paint" id="first-paint-2"><div class="app">m</div></script>'
      + `<script>${script}</script><noscript>JS</noscript></body></html>`);
    expect(scriptHash(script)).toBe(`sha256-${digest}`);
    expect(script).toBe(firstPaintScript([{ max: 800, block: 0 }, { max: 1100, block: 1 }, { max: 1260, block: 2 }, { max: null, block: 3 }], 'abc'));
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

/** Runs the inline script against a fake page: what it put in #root, and what it fetched. */
function runScript(opts: { hash?: string; search?: string; local?: Record<string, string>; session?: Record<string, string>; width?: number; storageThrows?: boolean; fetched?: string }) {
  const script = firstPaintScript([{ max: 800, block: 0 }, { max: 1100, block: 1 }, { max: 1260, block: 2 }, { max: null, block: 3 }], 'v1');
  const root = { textContent: '<div class="app">wide</div>', innerHTML: '', firstChild: null as null | { inert: boolean } };
  Object.defineProperty(root, 'innerHTML', { set(v: string) { root.firstChild = { inert: false }; painted.push(v); } });
  const painted: string[] = [];
  const fetches: string[] = [];
  const storage = (entries: Record<string, string>) => {
    if (opts.storageThrows) return new Proxy({}, { get() { throw new Error('SecurityError'); } });
    const keys = Object.keys(entries);
    return { length: keys.length, key: (i: number) => keys[i] ?? null, getItem: (k: string) => entries[k] ?? null };
  };
  const blocks: Record<string, string> = { 'first-paint-0': 'narrow', 'first-paint-1': 'spec folded', 'first-paint-2': 'share folded' };
  let later: Promise<unknown> = Promise.resolve();
  const context = {
    document: { getElementById: (id: string) => (id === 'root' ? root : { textContent: blocks[id] }) },
    location: { hash: opts.hash ?? '', search: opts.search ?? '' },
    localStorage: storage(opts.local ?? {}),
    sessionStorage: storage(opts.session ?? {}),
    matchMedia: (q: string) => ({ matches: (opts.width ?? 1280) <= Number(/\d+/.exec(q)![0]) }),
    fetch: (url: string) => {
      fetches.push(url);
      const response = opts.fetched === undefined ? { ok: false, text: () => Promise.resolve('') } : { ok: true, text: () => Promise.resolve(opts.fetched) };
      later = Promise.resolve(response).then((r) => r.text()).then(() => new Promise((r) => setTimeout(r, 0)));
      return Promise.resolve(response);
    },
  };
  runInNewContext(script, context);
  return { painted, fetches, root, settled: () => later };
}

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
    expect(runScript({ search: '?example=04-exec-container', local: { 'kops-hook-playground:vim-mode': 'on' } }).fetches).toEqual([]);
    expect(runScript({ search: '?example=../x' }).fetches).toEqual([]);
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
