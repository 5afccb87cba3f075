import { activeSession } from '../drafts/drafts-entry.tsx';
import { flushUrlSync } from '../share/url-sync.ts';

/**
 * Writes what is waiting for a debounce, so that the page after a reload opens on exactly this
 * view: the address (rewritten 250 ms after a change; a reload opens the link in the address)
 * and the tab's draft (autosaved a pause after an edit), and resolves once the draft's write to
 * IndexedDB has landed: a reload during the write would drop it.
 */
export async function saveBeforeReload(): Promise<void> {
  flushUrlSync();
  const session = activeSession();
  if (!session) return;
  session.flush();
  await session.writer.idle();
}
