/**
 * A helper for Rule.inputs. Plans keep every group and task that an edit did not change as the
 * very same object (core/incremental), so a key memoised per object in a module-level WeakMap is
 * found again after the edit, and sameValue compares it by identity: an edit costs the keys of
 * what it changed, plus a walk over the rest.
 */

import { sameValue } from '../incremental/same-value.ts';
import { derivation } from '../kops/replan-group.ts';
import type { GroupPlan, Task } from '../types.ts';

/** `map.get(key)`, made by `make(key)` and kept the first time. */
export function memo<K extends object, V>(map: WeakMap<K, V>, key: K, make: (key: K) => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make(key)));
  return value;
}

/**
 * `group.tasks.map(fact)`, kept in `cache` by plan. A plan replanned from an earlier one (an edit
 * in a few hooks; a cluster hook's edit replans every group) takes the earlier plan's list,
 * the very same list when the facts of the tasks built again are the same values: typing in a
 * manifest of a 10,000-hook spec then neither walks 48,000 tasks per rule nor makes new lists.
 */
export function taskFacts<F>(cache: WeakMap<GroupPlan, F[]>, group: GroupPlan, fact: (task: Task) => F): F[] {
  let facts = cache.get(group);
  if (facts) return facts;
  const from = derivation(group);
  const earlier = from && cache.get(from.from);
  if (from && earlier && earlier.length === group.tasks.length) {
    let copy: F[] | undefined;
    for (const at of from.changed) {
      const now = fact(group.tasks[at] as Task);
      if (!sameValue(now, earlier[at])) (copy ??= earlier.slice())[at] = now;
    }
    facts = copy ?? earlier;
  } else {
    facts = group.tasks.map(fact);
  }
  cache.set(group, facts);
  return facts;
}
