import { flushUrlSync } from '../share/url-sync.ts';
import { flushDraft } from '../store/store.ts';

/**
 * Writes what is waiting for a debounce, so that the page after a reload opens on exactly this
 * view: the draft (autosaved 300 ms after an edit) and the address (rewritten 250 ms after a
 * change; a reload opens the link in the address).
 */
export function saveBeforeReload(): void {
  flushDraft();
  flushUrlSync();
}
