import { useStore } from '../store/store.ts';

/** Quiet time after the last change before the draft is saved, in ms. */
export const AUTOSAVE_PAUSE_MS = 300;
/** Longest a change waits while typing never pauses, in ms: a crash loses at most this much. */
export const AUTOSAVE_MAX_WAIT_MS = 2000;

/**
 * Calls `save` one pause after the text or options last changed (at most
 * {@link AUTOSAVE_MAX_WAIT_MS} after the first unsaved change), never on the keystroke itself:
 * the write runs in a timer task, and IndexedDB does its work off the main thread.
 */
export function startAutosave(save: () => void): { flush: () => void; stop: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let since = 0;
  const flush = (): void => {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
    save();
  };
  const stop = useStore.subscribe((s, p) => {
    if (s.text === p.text && s.kopsVersion === p.kopsVersion && s.runtime === p.runtime && s.distro === p.distro) return;
    const now = Date.now();
    if (timer === undefined) since = now;
    else clearTimeout(timer);
    timer = setTimeout(flush, Math.max(0, Math.min(AUTOSAVE_PAUSE_MS, since + AUTOSAVE_MAX_WAIT_MS - now)));
  });
  return { flush, stop };
}
