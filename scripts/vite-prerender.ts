import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';
import { builtPage } from './built-page.ts';
import { exampleMetaPlugin } from './vite-example-meta.ts';
import { NARROW_QUERY, TOOLBAR_FOLDS } from '../src/ui/layout/breakpoints.ts';
import { exampleFetchScript, firstPaintScript, type DraftKeys, type PaintVariant } from './prerender/first-paint-script.ts';
import { LATEST_DRAFT_KEY } from '../src/ui/drafts/local-notes.ts';
import { OPEN_MARK_PREFIX } from '../src/ui/drafts/tab-claims.ts';
import { DRAFT_MAX_AGE_MS } from '../src/ui/drafts/draft-record.ts';
import { VIM_KEY } from '../src/ui/editor/vim-pref.ts';
import { EARLY_LINK_GLOBAL } from '../src/ui/share/early-link.ts';
import type * as RenderFirstView from '../src/ui/first-paint/render-first-view.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The viewport widths at which the page's first render changes its markup (the media queries
 * of src/ui/hooks/use-media-query.ts's users): the narrow layout, then the toolbar's folds of the
 * spec and the share groups (src/ui/layout/breakpoints.ts). The last variant has no bound.
 */
export const PAINT_WIDTHS: readonly number[] = [
  Number(/\d+/.exec(NARROW_QUERY)![0]), TOOLBAR_FOLDS.spec, TOOLBAR_FOLDS.share,
];

/** The gallery's ids (examples/*.yaml), as `?example=` names them. */
export function exampleIds(dir = `${ROOT}examples`): string[] {
  return readdirSync(dir).filter((f) => f.endsWith('.yaml')).map((f) => f.slice(0, -'.yaml'.length)).sort();
}

/** Where an example's prerendered first view, at one width variant, is written (beside index.html). */
export function examplePaintFile(id: string, variant: number): string {
  return `first-paint/${id}.${variant}.html`;
}

/** The drafts' keys and rules the inline script follows. */
export const DRAFT_KEYS: DraftKeys = { latest: LATEST_DRAFT_KEY, openMark: OPEN_MARK_PREFIX, vim: VIM_KEY, maxAgeMs: DRAFT_MAX_AGE_MS, earlyLink: EARLY_LINK_GLOBAL };

/**
 * The build's fingerprint for a kept first render: the page's own files, by the addresses
 * index.html loads them from (their names carry content hashes).
 */
export function buildFingerprint(html: string): string {
  const files = [...html.matchAll(/\b(?:src|href)="(\.\/assets\/[^"]+)"/g)].map((m) => m[1]).join('\n');
  if (files === '') throw new Error('prerender: index.html loads no file from assets/');
  return createHash('sha256').update(files).digest('hex').slice(0, 12);
}

/** What the prerender gives index.html: the first visit's markup per width variant. */
export interface FirstPaint {
  /** The first visit's markup, one per width variant (PAINT_WIDTHS, then wider). */
  first: readonly string[];
  /** Appended to each example's file name as a query: the build's fingerprint of them (a new build, a new address). */
  examplesVersion: string;
}

/** Markup that can sit as raw text in a <noscript> or a data block's <script> without ending it. */
function checkRawText(markup: string): string {
  if (/<\/(script|noscript)|<!--/i.test(markup)) throw new Error('prerender: the markup would end the element that carries it');
  return markup;
}

/**
 * index.html with the first visit's prerendered first view: in `#root` as a <noscript> (with
 * JavaScript off it is the page; with it on, it is text, never painted), each width's markup as a
 * data block (`<script type="text/x-first-paint">`, never run; the widest is the <noscript>'s
 * text), and the inline script that
 * decides, before any other script has run, what the first paint shows
 * (prerender/first-paint-script.ts), and at the top of the head the one that asks for a
 * `?example=` visit's markup; their hashes are added to the CSP's script-src.
 */
export function withFirstPaint(html: string, paint: FirstPaint): string {
  const first = paint.first.map(checkRawText);
  const variants: PaintVariant[] = PAINT_WIDTHS.map((max, i) => ({ max, block: i }));
  variants.push({ max: null, block: PAINT_WIDTHS.length });
  const script = firstPaintScript(variants, buildFingerprint(html), DRAFT_KEYS);
  const head = exampleFetchScript(variants, paint.examplesVersion);
  // The widest is the <noscript>'s text; the others are data blocks.
  const blocks = first.slice(0, -1).map((m, i) => `<script type="text/x-first-paint" id="first-paint-${i}">${m}</script>`).join('');
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error('prerender: index.html has no empty #root');
  const wide = first[first.length - 1]!;
  let out = html.replace(root, () => `<div id="root"><noscript>${wide}</noscript></div>${blocks}<script>${script}</script>`);
  const before = out;
  // Vite writes the meta's quotes as &#39;.
  out = out.replace(/script-src (&#39;|')self\1/, (found, q: string) => `${found} ${q}${scriptHash(head)}${q} ${q}${scriptHash(script)}${q}`);
  if (out === before) throw new Error('prerender: the CSP has no script-src to allow the inline script in');
  // Just after the CSP, which governs what follows it, and before the stylesheet.
  const meta = /<meta http-equiv="Content-Security-Policy"[^>]*>/.exec(out);
  const at = meta!.index + meta![0].length;
  out = `${out.slice(0, at)}<script>${head}</script>${out.slice(at)}`;
  return out;
}

/** The CSP source for an inline script: `sha256-` and its base64 digest. */
export function scriptHash(script: string): string {
  return `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`;
}

/** Renders the first view at each width: the first visit's, and every example's. */
export async function renderPaints(): Promise<{ first: string[]; examples: Map<string, string[]> }> {
  const server = await createServer({
    root: ROOT,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    plugins: [exampleMetaPlugin()],
    resolve: {
      alias: [
        { find: /^zustand$/, replacement: `${ROOT}src/ui/first-paint/zustand-current-state.ts` },
        { find: /^.*\/hooks\/use-media-query\.ts$/, replacement: `${ROOT}src/ui/first-paint/media-query-at-width.ts` },
      ],
    },
  });
  try {
    const m = await server.ssrLoadModule('/src/ui/first-paint/render-first-view.ts') as typeof RenderFirstView;
    const widths = [...PAINT_WIDTHS, PAINT_WIDTHS[PAINT_WIDTHS.length - 1]! + 1];
    const ids = exampleIds();
    const loaded = await m.loadExamples(ids);
    const [first = [], ...rest] = m.renderFirstViews([undefined, ...loaded], widths);
    const examples = new Map(ids.map((id, i) => [id, rest[i]!]));
    return { first, examples };
  } finally {
    await server.close();
  }
}

/**
 * Prerenders the page's first view at build time from its own components (react-dom/server, in a
 * Vite server-side module graph: src/ui/first-paint/render-first-view.ts) and puts it in the built
 * index.html (`withFirstPaint`), and each gallery example's beside it (`examplePaintFile`), which
 * the inline script fetches on a `?example=` visit. React clears `#root` at its first commit.
 */
export function prerenderPlugin(): Plugin {
  return {
    name: 'kops-hook-playground-prerender',
    apply: 'build',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const html = builtPage(bundle);
        if (!html) return;
        const { first, examples } = await renderPaints();
        const version = createHash('sha256');
        for (const [id, markups] of examples) {
          markups.forEach((markup, i) => {
            version.update(markup);
            this.emitFile({ type: 'asset', fileName: examplePaintFile(id, i), source: markup });
          });
        }
        html.source = withFirstPaint(String(html.source), { first, examplesVersion: version.digest('hex').slice(0, 10) });
      },
    },
  };
}
