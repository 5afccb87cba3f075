import type { HookRef, HookSpec, Spec } from '../types.ts';

/** `document:list:index`: the identity of a hook, the same for its HookSpec and every HookRef to it. */
export function hookKey(ref: Pick<HookRef, 'document' | 'list' | 'index'>): string {
  return `${ref.document}:${ref.list}:${ref.index}`;
}

/** Every hook of `spec`, by where it starts: what `hookAt` searches. */
export function hooksByStart(spec: Spec): HookSpec[] {
  return spec.documents.flatMap((d) => d.hooks).sort((a, b) => a.range.start - b.range.start);
}

/** The hook whose mapping holds `offset` (hooks never overlap), by binary search; undefined outside every hook. */
export function hookAt(hooks: readonly HookSpec[], offset: number): HookSpec | undefined {
  let lo = 0;
  let hi = hooks.length - 1;
  let found: HookSpec | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const h = hooks[mid] as HookSpec;
    if (h.range.start <= offset) {
      found = h;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found && offset < found.range.end ? found : undefined;
}
