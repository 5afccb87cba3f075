import { readShareLink } from '../../core/share/read-share-link.ts';
import { EARLY_LINK_GLOBAL, type LinkHolder } from './early-link.ts';
import { readUrlParams } from './url-state.ts';

/**
 * Run by the early script, which the browser runs before the entry: on a permalink visit,
 * decodes the fragment (a millisecond; the decoder, about 6 KB gzipped, is part of the early
 * script), so that the entry renders the link in its own task. Decoding waited otherwise for the
 * codec's chunk, whose fetch and compile often finished after the entry had run: the link then
 * rendered after DOMContentLoaded. A link that does not decode is left to the entry, which says
 * why; so is every link when the entry ran first (it has then asked for the codec itself).
 */
export function startEarlyLink(holder: LinkHolder = globalThis as unknown as LinkHolder, loc: Pick<Location, 'hash' | 'search'> = location): void {
  if (holder[EARLY_LINK_GLOBAL] !== undefined) return;
  const { fragment } = readUrlParams(loc);
  if (fragment === '') return;
  const read = readShareLink(fragment);
  if (read.ok) holder[EARLY_LINK_GLOBAL] = { fragment, state: read.state };
}
