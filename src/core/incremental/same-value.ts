import { hasToken, tokenOf } from './state.ts';
import type { HookSpec } from '../types.ts';

/**
 * Deep equality of plain data, where hooks compare by token: equal content, wherever in the text
 * they sit. So two group inputs are the same when they name the same hooks in the same order,
 * even if the hooks moved. Anything that is not plain data (a function, a Map) is equal only to itself.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (hasToken(a) && hasToken(b)) return tokenOf(a as HookSpec) === tokenOf(b as HookSpec);
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b) || Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    if (!Object.hasOwn(b, k) || !sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}
