import { bootDraft, type BootDraft } from '../drafts/choose-draft.ts';
import { draftTitle, type DraftRecord } from '../drafts/draft-record.ts';
import { startDraftsLater } from '../drafts/drafts-entry.tsx';
import { DEFAULT_EXAMPLE_TEXT } from '../examples/default-example.ts';
import { exampleCompare } from '../examples/example-compare.ts';
import { loadExample } from '../examples/catalog.ts';
import { useStore } from '../store/store.ts';
import type { ShareState } from '../../core/share/index.ts';
import { DEFAULT_KOPS_VERSION } from '../header/kops-versions.ts';
import { distroOf, notifyKept, openLink, openView, runtimeOf, viewOf, viewOfDraft } from './open-view.ts';
import { useShareStore } from './share-store.ts';
import { readUrlParams, type UrlParams } from './url-state.ts';
import { startUrlSync } from './url-sync.ts';
import { watchLoads } from './watch-loads.ts';

/**
 * Longest a plain visit waits for the saved draft before the page shows the default example
 * (IndexedDB answers in milliseconds; a stuck database must not leave the page blank). A draft
 * that arrives later still replaces the example, unless the person has started typing. The timer
 * is cleared as soon as the draft is read: it never fires on a working browser.
 */
const DRAFT_WAIT_MS = 4000;

/** A plain visit's first view when it has no draft to reopen. */
const DEFAULT_VIEW = { text: DEFAULT_EXAMPLE_TEXT, kopsVersion: DEFAULT_KOPS_VERSION, runtime: 'auto' as const };

/** What `bootShare` found: the address, and what to wait for before the first render. */
export interface Boot {
  params: UrlParams;
  /** What to wait for before the first render (null: nothing, render now). */
  ready: Promise<void> | null;
  /** Starts what the first view does not need (the drafts session); the page calls it after its first paint. */
  later: () => void;
}

let booted: Boot | null = null;

/** What the entry took from the early script and started before the rest of it ran (early-requests.ts). */
export interface EarlyBoot {
  /** A plain visit's draft: chosen in the entry's task, or once IndexedDB answers (drafts/choose-draft.ts). */
  draft?: BootDraft | Promise<BootDraft> | null;
  /** The permalink's state, decoded by the early script (early-link.ts). */
  link?: ShareState | null;
}

/**
 * Applies the address to the store, once: a permalink (`#v1.…`) wins, then `?example=ID`; both
 * render as soon as they are in the store (at once when the early script has decoded the link,
 * else once the share codec, or the gallery's texts, have loaded). A plain visit renders its
 * draft at once when localStorage settled the choice, else once IndexedDB has answered
 * (`bootDraft`, which `early.draft` has started when given: main.tsx starts it first thing). Then follows later address changes (a
 * pasted link) and, outside embeds, mirrors the view into the address. Embeds keep no drafts:
 * they show someone else's spec.
 */
export function bootShare(early: EarlyBoot = {}): Boot {
  if (booted) return booted;
  const params = readUrlParams();
  let given: boolean | Promise<boolean> = false;
  if (params.fragment !== '') {
    if (early.link) {
      openView(viewOf(early.link));
      given = true;
    } else {
      given = openLink(params.fragment);
    }
  } else if (params.example !== null) {
    given = openExampleLink(params.example);
  }
  let later = (): void => {};
  /** Once the address has been applied (or failed to): what to wait for before the first render. */
  const start = (opened: boolean): Promise<void> | null => {
    let ready: Promise<void> | null = null;
    let shownAtOnce = false;
    if (params.embed) {
      if (!opened) openView({ text: DEFAULT_EXAMPLE_TEXT });
    } else {
      const drafts = bootDrafts(opened, early.draft ?? null);
      ready = drafts.ready;
      later = drafts.later;
      shownAtOnce = drafts.shownAtOnce;
    }
    if (params.unit !== null) useStore.getState().setUnit(params.unit);
    watchLoads();
    // A draft shown at once changed the view before the address followed it: written as any change.
    if (!params.embed) startUrlSync(shownAtOnce);
    return ready;
  };
  window.addEventListener('hashchange', () => {
    const fragment = location.hash.replace(/^#/, '');
    if (fragment !== '') void openLink(fragment);
  });
  const ready = typeof given === 'boolean' ? start(given) : given.then((opened) => start(opened) ?? undefined);
  booted = { params, ready, later: () => later() };
  return booted;
}

/**
 * Opens `?example=ID` once the gallery's texts have loaded (examples/example-texts.ts); resolves
 * whether it opened. An unknown id leaves the draft alone and says so.
 */
async function openExampleLink(id: string): Promise<boolean> {
  const example = await loadExample(id).catch(() => undefined);
  if (!example) {
    useShareStore.getState().notify({ kind: 'link-error', text: `There is no example "${id}" in the gallery. Your draft was not changed.` });
    return false;
  }
  openView({ text: example.text, kopsVersion: example.kopsVersion ?? useStore.getState().kopsVersion, runtime: 'auto', compare: exampleCompare(example, useStore.getState().kopsVersion) });
  return true;
}

/** Puts a stored draft on screen before the first render (no edit to keep, nothing to undo). */
function showBeforeRender(record: DraftRecord): void {
  const { text, kopsVersion, runtime, distro } = record;
  useStore.setState({ text, baseline: text, cursor: 0, selectedHook: null, group: null, unit: null, kopsVersion, runtime: runtimeOf(runtime), distro: distroOf(distro) });
}

/**
 * The tab's drafts: a plain visit shows its draft before the first render, at once when it is
 * chosen already, else once it is (`ready`); the rest of the session starts after the first paint
 * (`later`) and checks the choice.
 */
function bootDrafts(given: boolean, early: BootDraft | Promise<BootDraft> | null): { ready: Promise<void> | null; later: () => void; shownAtOnce: boolean } {
  const edited = (): boolean => {
    const s = useStore.getState();
    return s.text !== s.baseline;
  };
  let chosen: Promise<BootDraft | null> = Promise.resolve(null);
  let ready: Promise<void> | null = null;
  let shownAtOnce = false;
  if (!given) {
    let first: BootDraft | Promise<BootDraft> | null = null;
    try {
      first = early ?? bootDraft();
    } catch (error) {
      // A bug in the drafts must not keep the page from rendering: the editor works without them.
      console.error('The saved draft could not be read:', error);
    }
    if (first && !(first instanceof Promise)) {
      if (first.choice.kind === 'open') showBeforeRender(first.choice.record);
      shownAtOnce = first.choice.kind === 'open';
      chosen = Promise.resolve(first);
    } else if (first) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const waited = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), DRAFT_WAIT_MS);
      });
      let rendered = false;
      // The choice, if it came before the first render; else the session chooses again.
      chosen = Promise.race([first.then((b) => {
        if (rendered) return null;
        if (b.choice.kind === 'open') showBeforeRender(b.choice.record);
        return b;
      }, (error: unknown) => {
        console.error('The saved draft could not be read:', error);
        return null;
      }), waited]).finally(() => {
        clearTimeout(timer);
        rendered = true;
      });
      ready = chosen.then(() => undefined);
    }
  }
  const later = (): void => void chosen.then((boot) => startDraftsLater({
    boot,
    // Text typed before a late session counts as given: the stored draft does not replace it.
    shown: () => (given || edited() ? useStore.getState().text : null),
    show: (record) => openView(record ? viewOfDraft(record) : DEFAULT_VIEW),
    keptAside: (record) => notifyKept(draftTitle(record.text)),
  }));
  return { ready, later, shownAtOnce };
}
