import type { HookSpec, TextEdit } from '../../core/index.ts';

/** The two toggles from the original request. */
export type ToggleField = 'useRawManifest' | 'useRawName';

function lineStart(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

function lineEnd(text: string, offset: number): number {
  const nl = text.indexOf('\n', offset);
  return nl === -1 ? text.length : nl;
}

/**
 * The smallest edit that sets `field` of `hook` to `on` in `text`:
 * - the key exists: rewrite its value (`true`/`false`), or when switching off a key that sits
 *   alone on its own line, delete that line (the YAML goes back to how it was before turning on);
 * - the key is missing and `on`: insert `field: true` as a new line after `name:` (or before the
 *   first key), at the hook's key indentation; in a flow mapping `{…}`, right after the brace;
 * - already in the wanted state: no edits.
 */
export function toggleEdit(text: string, hook: HookSpec, field: ToggleField, on: boolean): TextEdit[] {
  const current = hook[field];
  if (current) {
    if (current.value === on) return [];
    const keyStart = current.keyRange?.start ?? current.range.start;
    const start = lineStart(text, keyStart);
    const end = lineEnd(text, current.range.end);
    const before = text.slice(start, keyStart);
    const after = text.slice(current.range.end, end);
    const alone = /^[ \t]*$/.test(before) && /^[ \t]*(#.*)?$/.test(after);
    if (!on && alone && current.keyRange) {
      return [{ start, end: end < text.length ? end + 1 : end, text: '' }];
    }
    return [{ start: current.range.start, end: current.range.end, text: on ? 'true' : 'false' }];
  }
  if (!on) return [];
  // The hook's range may start at its `- ` sequence marker or at its first key.
  let at = hook.range.start;
  while (text[at] === '-' || text[at] === ' ') at++;
  if (text[at] === '{') return [{ start: at + 1, end: at + 1, text: `${field}: true, ` }];
  const indent = ' '.repeat(at - lineStart(text, at));
  const name = hook.name;
  if (name && !text.slice(name.range.start, name.range.end).includes('\n')) {
    const end = lineEnd(text, name.range.end);
    return [{ start: end, end, text: `\n${indent}${field}: true` }];
  }
  return [{ start: at, end: at, text: `${field}: true\n${indent}` }];
}
