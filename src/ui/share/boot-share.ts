import { startDrafts } from '../drafts/draft-session.ts';
import { draftTitle } from '../drafts/draft-title.ts';
import { DEFAULT_EXAMPLE_TEXT } from '../examples/default-example.ts';
import { findExample } from '../examples/catalog.ts';
import { useStore } from '../store/store.ts';
import { notifyKept, openLink, openView, runtimeOf, viewOfDraft } from './open-view.ts';
import { useShareStore } from './share-store.ts';
import { readUrlParams, type UrlParams } from './url-state.ts';
import { startUrlSync } from './url-sync.ts';
import { watchLoads } from './watch-loads.ts';

/**
 * Longest a plain visit waits for the saved draft before the page shows the default example
 * (IndexedDB answers in milliseconds; a stuck database must not leave the page blank). A draft
 * that arrives later still replaces the example, unless the person has started typing.
 */
const DRAFT_WAIT_MS = 4000;

/** What `bootShare` found: the address, and what to wait for before the first render (null: nothing). */
export interface Boot {
  params: UrlParams;
  ready: Promise<void> | null;
}

let booted: Boot | null = null;

/**
 * Applies the address to the store, once: a permalink (`#v1.…`) wins, then `?example=ID`; both
 * render as soon as they are in the store (a permalink once the share codec has loaded), and the
 * tab's drafts start in the background. A plain visit waits for the tab's saved draft (`ready`).
 * Then follows later address changes (a pasted link) and, outside embeds, mirrors the view into
 * the address. Embeds keep no drafts: they show someone else's spec.
 */
export function bootShare(): Boot {
  if (booted) return booted;
  const params = readUrlParams();
  let given: boolean | Promise<boolean> = false;
  if (params.fragment !== '') {
    given = openLink(params.fragment);
  } else if (params.example !== null) {
    const example = findExample(params.example);
    if (example) {
      openView({ text: example.text, kopsVersion: example.kopsVersion ?? useStore.getState().kopsVersion, runtime: 'auto', compare: example.compare ?? null });
      given = true;
    } else {
      useShareStore.getState().notify({ kind: 'link-error', text: `There is no example "${params.example}" in the gallery. Your draft was not changed.` });
    }
  }
  /** Once the address has been applied (or failed to): what to wait for before the first render. */
  const start = (opened: boolean): Promise<void> | null => {
    let ready: Promise<void> | null = null;
    if (params.embed) {
      if (!opened) openView({ text: DEFAULT_EXAMPLE_TEXT });
    } else {
      ready = bootDrafts(opened);
    }
    if (params.unit !== null) useStore.getState().setUnit(params.unit);
    watchLoads();
    if (!params.embed) startUrlSync();
    return opened ? null : ready;
  };
  window.addEventListener('hashchange', () => {
    const fragment = location.hash.replace(/^#/, '');
    if (fragment !== '') void openLink(fragment);
  });
  const ready = typeof given === 'boolean' ? start(given) : given.then((opened) => start(opened) ?? undefined);
  booted = { params, ready };
  return booted;
}

/** Starts the drafts session; resolves when a plain visit may render (its draft is in the store, or the wait ran out). */
function bootDrafts(given: boolean): Promise<void> {
  let rendered = given;
  const edited = (): boolean => {
    const s = useStore.getState();
    return s.text !== s.baseline;
  };
  const session = new Promise<void>((resolve) => {
    const start = (): void => void startDrafts({
      // After the wait ran out, text typed meanwhile counts as given: the stored draft does not replace it.
      shown: () => (given || (rendered && edited()) ? useStore.getState().text : null),
      show: (record) => {
        if (rendered) return openView(viewOfDraft(record));
        const { text, kopsVersion, runtime } = record;
        useStore.setState({ text, baseline: text, cursor: 0, selectedHook: null, group: null, unit: null, kopsVersion, runtime: runtimeOf(runtime) });
      },
      keptAside: (record) => notifyKept(draftTitle(record.text)),
    })
      // A bug in the drafts must not keep the page from rendering: the editor works without them.
      .catch((error: unknown) => console.error('Drafts could not start:', error))
      .finally(resolve);
    // A link or example renders first; the drafts start in the next task, off the first paint.
    if (given) setTimeout(start, 0);
    else start();
  });
  const waited = new Promise<void>((resolve) => setTimeout(resolve, DRAFT_WAIT_MS));
  return Promise.race([session, waited]).then(() => {
    rendered = true;
  });
}
