import type { EncodeResult, ShareState } from '../../core/share/index.ts';
import type { ShareCodec } from './share-codec.ts';
import type { PlaygroundState } from '../store/slices.ts';
import type { CompareState } from '../compare/compare-store.ts';

/** What the page address asks for. */
export interface UrlParams {
  /** The fragment without `#` ('' when none). */
  fragment: string;
  /** `?example=ID`. */
  example: string | null;
  /** `?embed`: the compact view for iframes. */
  embed: boolean;
  /** `?embed&readonly`: no editing. */
  readonly: boolean;
  /** `?unit=NAME`: the unit to show. */
  unit: string | null;
  /** `?theme=light|dark`: the host page's choice (embeds); null follows the OS. */
  theme: 'light' | 'dark' | null;
}

/** Reads the address (any `Location`-like object, for tests). */
export function readUrlParams(loc: Pick<Location, 'hash' | 'search'> = location): UrlParams {
  const q = new URLSearchParams(loc.search);
  return {
    fragment: loc.hash.replace(/^#/, ''),
    example: q.get('example'),
    embed: q.has('embed'),
    readonly: q.has('readonly'),
    unit: q.get('unit'),
    theme: q.get('theme') === 'light' || q.get('theme') === 'dark' ? (q.get('theme') as 'light' | 'dark') : null,
  };
}

/** A visit with no permalink, no `?example=` and no `?embed`: the tab shows a draft of its own. */
export function isPlainVisit(params: UrlParams): boolean {
  return params.fragment === '' && params.example === null && !params.embed;
}

/** The compare mode inputs a link carries. */
export type CompareView = Pick<CompareState, 'on' | 'from' | 'to'> & Partial<Pick<CompareState, 'base'>>;

/**
 * The view in the store as a permalink state (`proposal` is a mode in the store, a flag in links),
 * with the comparison when compare mode is on, and the output view (tab) always: the chosen one,
 * which with compare mode on or off gives the tab on screen (output-views.tsx `availableViews`).
 */
export function shareStateOf(s: Pick<PlaygroundState, 'text' | 'kopsVersion' | 'runtime' | 'distro' | 'group' | 'unit' | 'outputView'>, compare?: CompareView): ShareState {
  const state: ShareState = { text: s.text, kopsVersion: s.kopsVersion };
  if (s.runtime !== 'auto') state.runtime = s.runtime;
  // Debian is every reader's default, so a Debian link stays as it was before the distro control.
  if (s.distro !== 'debian') state.distro = s.distro;
  if (s.kopsVersion === 'proposal') state.proposal = true;
  if (s.group !== null) state.group = s.group;
  if (s.unit !== null) state.unit = s.unit;
  if (compare?.on) {
    const side = (c: CompareView['from']) => ({ kopsVersion: c.kopsVersion, ...(c.runtime !== 'auto' ? { runtime: c.runtime } : {}) });
    state.compare = { from: side(compare.from), to: side(compare.to), ...(compare.base != null ? { base: compare.base } : {}) };
  }
  state.view = s.outputView;
  return state;
}

/** The permalink fragment for the store's view (and the comparison, when on), with the loaded codec (share-codec.ts). */
export function fragmentOf(codec: ShareCodec, s: Parameters<typeof shareStateOf>[0], compare?: CompareView): EncodeResult {
  return codec.encodeShareLink(shareStateOf(s, compare));
}

/**
 * This page's address with `fragment` (with its `#`, or '' for none). View parameters that the
 * fragment replaces (`example`, `unit`) are dropped; `embed` and `readonly` are kept only when
 * asked, so "Open in playground" leads to the full page.
 */
export function pageUrl(fragment: string, keepEmbed: boolean, loc: Pick<Location, 'origin' | 'pathname' | 'search'> = location): string {
  const q = new URLSearchParams(loc.search);
  for (const key of ['example', 'unit', ...(keepEmbed ? [] : ['embed', 'readonly'])]) q.delete(key);
  const search = q.toString().replace(/=(?=&|$)/g, '');
  return `${loc.origin}${loc.pathname}${search ? `?${search}` : ''}${fragment}`;
}
