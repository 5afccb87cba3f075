import { useCallback, useSyncExternalStore } from 'react';

const lists = new Map<string, MediaQueryList>();

/** One MediaQueryList per query: `matchMedia` parses the query again on every call. */
function mediaList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/** True while the media query matches; follows changes (window resizes, emulated media). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback((onChange: () => void) => {
    const media = mediaList(query);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [query]);
  // React reads the snapshot on every render of every user (the output pane renders per keystroke).
  return useSyncExternalStore(subscribe, () => mediaList(query).matches, () => false);
}
