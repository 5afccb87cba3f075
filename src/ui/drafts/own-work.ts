import { EXAMPLES } from '../examples/catalog.ts';

/** True when `text` is the person's own work: not empty and not a gallery example as shipped. */
export function isOwnWork(text: string): boolean {
  return text.trim() !== '' && !EXAMPLES.some((e) => e.text === text);
}
