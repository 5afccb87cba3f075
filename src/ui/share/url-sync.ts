import type { EncodeResult } from '../../core/share/index.ts';
import { useStore } from '../store/store.ts';
import { useCompareStore } from '../compare/compare-store.ts';
import { belongsInWorker } from '../store/worker-threshold.ts';
import { encodeInWorker } from './encode-in-worker.ts';
import { stampedHistoryState } from '../drafts/choose-draft.ts';
import { loadShareCodec, shareCodec } from './share-codec.ts';
import { pageUrl, shareStateOf } from './url-state.ts';

/** Quiet time after the last change before the address is rewritten. */
const DEBOUNCE_MS = 250;

/**
 * Writes the address with the time it was written (in `history.state`): a reload compares that
 * time with the draft's last save and shows whichever is newer (`drafts/choose-draft.ts`).
 */
function replace(url: string): void {
  history.replaceState(stampedHistoryState(), '', url);
}

let flush: (() => void) | null = null;

/** Writes a view change that is waiting for its debounce into the address now (before a reload). */
export function flushUrlSync(): void {
  flush?.();
}

/**
 * Keeps the address bar's fragment equal to the view, with `replaceState` (never `pushState`,
 * so typing does not flood the history). A view too large for a link clears the fragment, so a
 * reload falls back to the saved draft instead of an old link. Large specs are encoded in a
 * worker, and its result is applied only if the view has not changed since. `changedBefore`: the
 * view changed just before (a plain visit's draft, put on screen before the first render), so it
 * is written as a change would be. Returns the unsubscribe function.
 */
export function startUrlSync(changedBefore = false): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Counts view changes: a worker's link for an older view is never applied. */
  let generation = 0;
  const apply = (encoded: EncodeResult): void => replace(pageUrl(encoded.ok ? encoded.fragment : '', true));
  const sync = (): void => {
    timer = undefined;
    const state = shareStateOf(useStore.getState(), useCompareStore.getState());
    const codec = shareCodec();
    if (codec && !belongsInWorker(state.text)) return apply(codec.encodeShareLink(state));
    // The draft is saved before the codec loads or the worker answers: meanwhile, a reload
    // must find no link rather than the previous one, which would open over the newer draft.
    replace(pageUrl('', true));
    const asked = generation;
    if (!codec) {
      void loadShareCodec().then(() => {
        if (asked === generation) sync();
      });
      return;
    }
    encodeInWorker(state, (encoded) => {
      if (asked === generation) apply(encoded);
    });
  };
  const changed = (): void => {
    generation++;
    clearTimeout(timer);
    // Eight times that for a text encoded in a worker: compressing a 5,000-hook spec (only to find
    // it too long for a link) took the second core while the analysis worker planned the file just
    // opened, whose units are what the person waits for (issue 47).
    timer = setTimeout(sync, belongsInWorker(useStore.getState().text) ? 8 * DEBOUNCE_MS : DEBOUNCE_MS);
  };
  const unsubscribe = useStore.subscribe((s, p) => {
    if (s.text === p.text && s.kopsVersion === p.kopsVersion && s.runtime === p.runtime && s.distro === p.distro && s.group === p.group && s.unit === p.unit && s.outputView === p.outputView) return;
    changed();
  });
  const unsubscribeCompare = useCompareStore.subscribe((s, p) => {
    if (s.on !== p.on || (s.on && (s.from !== p.from || s.to !== p.to))) changed();
  });
  if (changedBefore) changed();
  flush = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    sync();
  };
  return () => {
    clearTimeout(timer);
    flush = null;
    unsubscribe();
    unsubscribeCompare();
  };
}
