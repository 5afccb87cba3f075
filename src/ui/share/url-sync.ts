import { useStore } from '../store/store.ts';
import { fragmentOf, pageUrl } from './url-state.ts';

/**
 * Quiet time after the last change before the address is rewritten. Shorter than the draft
 * autosave (300 ms): a reload must never find an address older than the saved draft, or it would
 * reopen the older link over the newer draft.
 */
const DEBOUNCE_MS = 250;

/**
 * Keeps the address bar's fragment equal to the view, with `replaceState` (never `pushState`,
 * so typing does not flood the history). A view too large for a link clears the fragment, so a
 * reload falls back to the saved draft instead of an old link. Returns the unsubscribe function.
 */
export function startUrlSync(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const sync = (): void => {
    const encoded = fragmentOf(useStore.getState());
    const url = pageUrl(encoded.ok ? encoded.fragment : '', true);
    if (url !== location.href) history.replaceState(history.state, '', url);
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
