import { encodeShareLink, type EncodeResult } from '../../core/share/index.ts';
import { useStore } from '../store/store.ts';
import { belongsInWorker } from '../store/worker-threshold.ts';
import { encodeInWorker } from './encode-in-worker.ts';
import { pageUrl, shareStateOf } from './url-state.ts';

/**
 * Quiet time after the last change before the address is rewritten. Shorter than the draft
 * autosave (300 ms): a reload must never find an address older than the saved draft, or it would
 * reopen the older link over the newer draft.
 */
const DEBOUNCE_MS = 250;

function replace(url: string): void {
  if (url !== location.href) history.replaceState(history.state, '', url);
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
 * worker, and its result is applied only if the view has not changed since. Returns the
 * unsubscribe function.
 */
export function startUrlSync(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Counts view changes: a worker's link for an older view is never applied. */
  let generation = 0;
  const apply = (encoded: EncodeResult): void => replace(pageUrl(encoded.ok ? encoded.fragment : '', true));
  const sync = (): void => {
    timer = undefined;
    const state = shareStateOf(useStore.getState());
    if (!belongsInWorker(state.text)) return apply(encodeShareLink(state));
    // The draft is saved before the worker answers: meanwhile, a reload must find no link
    // rather than the previous one, which would open over the newer draft.
    replace(pageUrl('', true));
    const asked = generation;
    encodeInWorker(state, (encoded) => {
      if (asked === generation) apply(encoded);
    });
  };
  const unsubscribe = useStore.subscribe((s, p) => {
    if (s.text === p.text && s.kopsVersion === p.kopsVersion && s.runtime === p.runtime && s.group === p.group && s.unit === p.unit) return;
    generation++;
    clearTimeout(timer);
    timer = setTimeout(sync, DEBOUNCE_MS);
  });
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
  };
}
