import { useSyncExternalStore } from 'react';
import type * as Codec from '../../core/share/index.ts';

/** The permalink codec (core/share: fflate, the v1 dictionary), kept out of the first paint. */
export type ShareCodec = typeof Codec;

let loaded: ShareCodec | null = null;
let loading: Promise<ShareCodec> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads the codec once and resolves with it. The page asks for it right after its first paint
 * (main.tsx), so that by the time anyone types, copies a link or embeds, it is there. A
 * permalink visit's first render needs none of it when the early script has decoded the link
 * (early-link.ts); otherwise (the dev server, an early script that came late) it waits for it.
 */
export function loadShareCodec(): Promise<ShareCodec> {
  loading ??= import('../../core/share/index.ts').then((codec) => {
    loaded = codec;
    for (const listener of listeners) listener();
    return codec;
  });
  return loading;
}

/** The codec if it has loaded, else null (and it starts loading). */
export function shareCodec(): ShareCodec | null {
  if (!loaded) void loadShareCodec();
  return loaded;
}

/**
 * The codec for components: null until it has loaded, then it renders again. It does not ask
 * for the codec itself: a render must not put a request before the first units (the page asks
 * after its first paint).
 */
export function useShareCodec(): ShareCodec | null {
  const read = (): ShareCodec | null => loaded;
  // The same answer for a server render (the build's prerender, scripts/vite-prerender.ts).
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    read,
  );
}
