/**
 * A helper for Rule.inputs. Plans keep every group and task that an edit did not change as the
 * very same object (core/incremental), so a key memoised per object in a module-level WeakMap is
 * found again after the edit, and sameValue compares it by identity: an edit costs the keys of
 * what it changed, plus a walk over the rest.
 */

/** `map.get(key)`, made by `make(key)` and kept the first time. */
export function memo<K extends object, V>(map: WeakMap<K, V>, key: K, make: (key: K) => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make(key)));
  return value;
}
