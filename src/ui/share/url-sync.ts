import { encodeShareLink, type EncodeResult, type ShareState } from '../../core/share/index.ts';
import { useStore } from '../store/store.ts';
import { WORKER_MIN_CHARS } from '../store/use-analysis.ts';
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

function sameState(a: ShareState, b: ShareState): boolean {
  return a.text === b.text && a.kopsVersion === b.kopsVersion && a.runtime === b.runtime
    && a.proposal === b.proposal && a.group === b.group && a.unit === b.unit;
}

/**
 * Keeps the address bar's fragment equal to the view, with `replaceState` (never `pushState`,
 * so typing does not flood the history). A view too large for a link clears the fragment, so a
 * reload falls back to the saved draft instead of an old link. Large specs are encoded in a
 * worker, and a result is applied only if the view has not changed since. Returns the
 * unsubscribe function.
 */
export function startUrlSync(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const apply = (encoded: EncodeResult, state: ShareState): void => {
    if (!sameState(state, shareStateOf(useStore.getState()))) return;
    replace(pageUrl(encoded.ok ? encoded.fragment : '', true));
  };
  const sync = (): void => {
    const state = shareStateOf(useStore.getState());
    if (state.text.length >= WORKER_MIN_CHARS && typeof Worker !== 'undefined') {
      // The draft is saved before the worker answers: meanwhile, a reload must find no link
      // rather than the previous one, which would open over the newer draft.
      replace(pageUrl('', true));
      encodeInWorker(state, apply);
    } else {
      apply(encodeShareLink(state), state);
    }
  };
  const unsubscribe = useStore.subscribe((s, p) => {
    if (s.text === p.text && s.kopsVersion === p.kopsVersion && s.runtime === p.runtime && s.group === p.group && s.unit === p.unit) return;
    clearTimeout(timer);
    timer = setTimeout(sync, DEBOUNCE_MS);
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
