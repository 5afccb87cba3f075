// Build time only: loaded by scripts/vite-prerender.ts in a Vite server-side module graph, where `zustand` and the
// page's useMediaQuery are replaced (zustand-current-state.ts, media-query-at-width.ts).
import { createElement, StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ShareRoot } from '../share/share-root.tsx';
import { readUrlParams } from '../share/url-state.ts';
import { openView } from '../share/open-view.ts';
import { useStore } from '../store/store.ts';
import { useCompareStore } from '../compare/compare-store.ts';
import { loadExample, type LoadedExample } from '../examples/catalog.ts';
import { exampleCompare } from '../examples/example-compare.ts';
import { renderAtWidth } from './media-query-at-width.ts';

const fresh = { store: useStore.getState(), compare: useCompareStore.getState() };

/** The gallery's examples, read before any render (see {@link renderFirstViews}). */
export async function loadExamples(ids: readonly string[]): Promise<LoadedExample[]> {
  return Promise.all(ids.map(async (id) => {
    const e = await loadExample(id);
    if (!e) throw new Error(`prerender: no example ${id}`);
    return e;
  }));
}

/**
 * The page's first render as markup, for each view and width: a first visit (`undefined`: the
 * store as it starts, the default example), or an example opened the way share/boot-share.ts
 * opens `?example=ID`. Synchronous from start to end, as the page's first render is: a lazy
 * component (the kops controls, Monaco) that one render asks for is not in yet at the next, so
 * every render shows their fallbacks, as the page's first render does.
 */
export function renderFirstViews(views: ReadonlyArray<LoadedExample | undefined>, widths: readonly number[]): string[][] {
  return views.map((e) => widths.map((width) => {
    useStore.setState(fresh.store, true);
    useCompareStore.setState(fresh.compare, true);
    if (e) openView({ text: e.text, kopsVersion: e.kopsVersion ?? useStore.getState().kopsVersion, runtime: 'auto', compare: exampleCompare(e, useStore.getState().kopsVersion) });
    renderAtWidth(width);
    const params = readUrlParams({ hash: '', search: e ? `?example=${e.id}` : '' });
    return renderToStaticMarkup(createElement(StrictMode, null, createElement(ShareRoot, { params })));
  }));
}
