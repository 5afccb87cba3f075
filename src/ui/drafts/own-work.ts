import { EXAMPLES } from '../examples/catalog.ts';
import { textFingerprint } from '../examples/example-meta.ts';

/** True when `text` is the person's own work: not empty and not a gallery example as shipped. */
export function isOwnWork(text: string): boolean {
  return text.trim() !== '' && !EXAMPLES.some((e) => e.length === text.length && e.fingerprint === textFingerprint(text));
}
