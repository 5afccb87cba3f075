import type { OpenCompare } from '../compare/compare-store.ts';
import type { LoadedExample } from './catalog.ts';

/**
 * The comparison an example opens with: with an earlier spec (`# compare-base:`), both sides at
 * the example's kops version (else `kopsVersion`, the one on screen) and Automatic runtime; an
 * upgrade story's two versions; or none (compare mode off).
 */
export function exampleCompare(e: LoadedExample, kopsVersion: string): OpenCompare | null {
  if (e.base !== undefined) {
    const side = { kopsVersion: e.kopsVersion ?? kopsVersion, runtime: 'auto' as const };
    return { from: side, to: side, base: e.base, baseLabel: e.compareBase ?? 'the example\'s earlier spec' };
  }
  return e.compare ?? null;
}
