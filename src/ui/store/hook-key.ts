import type { Analysis, HookList, HookSpec } from '../../core/index.ts';
import type { HookKey } from './slices.ts';

/** The key of a hook: `<document>:<list>:<index>`. */
export function hookKey(ref: { document: number; list: HookList; index: number }): HookKey {
  return `${ref.document}:${ref.list}:${ref.index}`;
}

/** The hook with that key in the analysed spec, if it still exists. */
export function findHook(analysis: Analysis, key: HookKey | null): HookSpec | undefined {
  if (key === null) return undefined;
  for (const doc of analysis.spec.documents) {
    for (const hook of doc.hooks) if (hookKey(hook) === key) return hook;
  }
  return undefined;
}

/** The innermost hook whose mapping contains the offset (the caret), if any. */
export function hookAtOffset(analysis: Analysis, offset: number): HookSpec | undefined {
  for (const doc of analysis.spec.documents) {
    for (const hook of doc.hooks) {
      if (offset >= hook.range.start && offset <= hook.range.end) return hook;
    }
  }
  return undefined;
}
