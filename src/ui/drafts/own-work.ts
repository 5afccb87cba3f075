import { EXAMPLES } from '../examples/catalog.ts';
import { textFingerprint } from '../examples/example-meta.ts';
import { NEW_SPEC_TEXT } from '../examples/new-spec.ts';

/** True when `text` is the person's own work: not empty, not a gallery example as shipped, not New's skeleton untouched. */
export function isOwnWork(text: string): boolean {
  return text.trim() !== '' && text !== NEW_SPEC_TEXT && !EXAMPLES.some((e) => e.length === text.length && e.fingerprint === textFingerprint(text));
}
