import type { HookRef } from '../types.ts';

/** Where a hook sits: its document, its list (cluster or instance group) and its index there. */
export type HookPlace = Pick<HookRef, 'document' | 'list' | 'index'>;

/**
 * Whether `a` and `b` name the hook at the same place (a HookSpec, or a task's HookRef). This is
 * the identity `hookKey` spells as a string, without building one: it is asked per task on every
 * keystroke.
 */
export function sameHook(a: HookPlace, b: HookPlace): boolean {
  return a.index === b.index && a.document === b.document && a.list === b.list;
}
