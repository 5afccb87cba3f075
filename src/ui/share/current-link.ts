import { useCompareStore } from '../compare/compare-store.ts';
import { useStore } from '../store/store.ts';
import type { ShareCodec } from './share-codec.ts';
import { fragmentOf, pageUrl } from './url-state.ts';

/** The link for the view on screen (the comparison too, in compare mode), or why there is none. */
export function currentLink(codec: ShareCodec): { url: string | null; problem: string | null } {
  const encoded = fragmentOf(codec, useStore.getState(), useCompareStore.getState());
  return encoded.ok ? { url: pageUrl(encoded.fragment, false), problem: null } : { url: null, problem: encoded.message };
}
