import { DEFAULT_EXAMPLE_TEXT } from '../examples/default-example.ts';
import { findExample } from '../examples/catalog.ts';
import { setAutosave, useStore } from '../store/store.ts';
import { openLink, openView, setKeepDrafts } from './open-view.ts';
import { useShareStore } from './share-store.ts';
import { readUrlParams, type UrlParams } from './url-state.ts';
import { startUrlSync } from './url-sync.ts';
import { watchLoads } from './watch-loads.ts';

let booted: UrlParams | null = null;

/**
 * Applies the address to the store before the first paint, once: a permalink (`#v1.…`) wins,
 * then `?example=ID`, then the saved draft. Then follows later address changes (a pasted link)
 * and, outside embeds, mirrors the view into the address.
 */
export function bootShare(): UrlParams {
  if (booted) return booted;
  const params = readUrlParams();
  booted = params;
  if (params.embed) {
    // An embed shows a documentation page's spec: it must not overwrite the user's own draft.
    setAutosave(false);
    setKeepDrafts(false);
  }
  if (params.fragment !== '') {
    if (!openLink(params.fragment) && params.embed) openView({ text: DEFAULT_EXAMPLE_TEXT });
  } else if (params.example !== null) {
    const example = findExample(params.example);
    if (example) openView({ text: example.text, kopsVersion: example.kopsVersion ?? useStore.getState().kopsVersion, runtime: 'auto', compare: example.compare ?? null });
    else useShareStore.getState().notify({ kind: 'link-error', text: `There is no example "${params.example}" in the gallery. Your draft was not changed.` });
  } else if (params.embed) {
    openView({ text: DEFAULT_EXAMPLE_TEXT });
  }
  if (params.unit !== null) useStore.getState().setUnit(params.unit);
  window.addEventListener('hashchange', () => {
    const fragment = location.hash.replace(/^#/, '');
    if (fragment !== '') openLink(fragment);
  });
  watchLoads();
  if (!params.embed) startUrlSync();
  return params;
}
