import type { View } from './open-view.ts';

/** Largest spec a parent page may send (the same cap as a link's decompressed size). */
const MAX_SET_SPEC_CHARS = 1_048_576;
/** Longest version, unit or group name taken from a message (a unit name is at most 256 bytes). */
const MAX_NAME_CHARS = 256;

const name = (value: unknown): string | undefined => (typeof value === 'string' && value.length <= MAX_NAME_CHARS ? value : undefined);

/** The view a `set-spec` message asks for, or null when it is not one. */
export function setSpecView(data: unknown): View | null {
  const d = data as { type?: unknown; text?: unknown; kopsVersion?: unknown; runtime?: unknown; unit?: unknown; group?: unknown } | null;
  if (d?.type !== 'set-spec' || typeof d.text !== 'string' || d.text.length > MAX_SET_SPEC_CHARS) return null;
  const view: View = { text: d.text };
  const kopsVersion = name(d.kopsVersion);
  if (kopsVersion) view.kopsVersion = kopsVersion;
  if (d.runtime === 'docker' || d.runtime === 'containerd' || d.runtime === 'auto') view.runtime = d.runtime;
  const group = name(d.group);
  if (group !== undefined) view.group = group;
  const unit = name(d.unit);
  if (unit !== undefined) view.unit = unit;
  return view;
}

let listening = false;

/**
 * An embed's side of the host page's messages, from its parent window only:
 * - `{type: 'set-spec', text, kopsVersion?, runtime?, group?, unit?}` shows that spec (one too
 *   long for a URL), through `open` (open-view.ts's openView);
 * - `{type: 'set-theme', theme: 'light' | 'dark' | null}` follows the host's colour scheme as it
 *   changes (null: the reader's system again).
 * Once it listens, it posts `{type: 'ready'}` to the parent, so a host never sends into the void.
 * Loaded apart from the page's entry (embed-app.tsx), it imports nothing but types; listens once.
 */
export function listenToParent(open: (view: View) => void): void {
  if (listening || window.parent === window) return;
  listening = true;
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent) return;
    const view = setSpecView(event.data);
    if (view) return open(view);
    const data = event.data as { type?: unknown; theme?: unknown } | null;
    if (data?.type !== 'set-theme') return;
    const root = document.documentElement;
    if (data.theme === 'light' || data.theme === 'dark') root.dataset.theme = data.theme;
    else if (data.theme === null) delete root.dataset.theme;
  });
  window.parent.postMessage({ type: 'ready' }, '*');
}
