import type { Fix, HookSpec, Located, TextEdit } from '../types.ts';
import { lineStart, mergeDeletions, nextLineStart, removeHookField } from './yaml-edits.ts';

// Characters a YAML block scalar cannot hold as they are (C0 controls but tab, DEL, a BOM).
// eslint-disable-next-line no-control-regex -- these control characters are what the pattern is for
const UNPRINTABLE = /[\u0000-\u0008\u000b-\u001f\u007f\ufeff]/;

/** The `|` header that keeps `unit`'s final line break as it is, or undefined when a plain block cannot. */
function blockHeader(unit: string): string | undefined {
  if (UNPRINTABLE.test(unit)) return undefined;
  const first = unit.split('\n').find((l) => l.trim() !== '');
  // A first line that starts with a blank would set the block's indentation itself.
  if (first === undefined || /^[ \t]/.test(first)) return undefined;
  if (!unit.endsWith('\n')) return '|-';
  return unit.endsWith('\n\n') ? undefined : '|';
}

/**
 * The fix that turns a hook into `useRawManifest: true` with `unit` as its whole manifest: for an
 * execContainer hook, whose unit kops writes whole, the one way to change a line of it; for a
 * wrapped manifest, the way to write a section kops writes itself ([Unit], [Install]). `unit` is
 * the file kops writes now, edited by the caller, so the hook keeps its meaning: `requires`,
 * `before` and `execContainer` (already in the unit) go, as kops demands under raw. Undefined for
 * A suggestion (Fix.suggestion): `lint --fix` never rewrites a hook. Undefined for
 * a flow mapping, a unit a block scalar cannot hold as it is, or a hook without a name (its
 * `kops-hook-<n>` name, in the unit's Description and container name, depends on the group).
 */
export function rawRewriteFix(text: string, hook: HookSpec, unit: string, title: string): Fix | undefined {
  const anchor: Located<unknown> | undefined = hook.execContainer ?? hook.manifest;
  const header = blockHeader(unit);
  const keyStart = anchor?.keyRange?.start;
  if (!anchor || !hook.name || keyStart === undefined || header === undefined || text[hook.range.start] === '{') return undefined;
  const column = keyStart - lineStart(text, keyStart);
  const indent = ' '.repeat(column);
  const body = unit.replace(/\n$/, '').split('\n').map((l) => (l === '' ? '\n' : `${indent}  ${l}\n`)).join('');
  const end = text[anchor.range.end - 1] === '\n' ? anchor.range.end : nextLineStart(text, anchor.range.end);
  const replace: TextEdit = { start: keyStart, end, text: `useRawManifest: true\n${indent}manifest: ${header}\n${body}` };
  const removals: TextEdit[] = [];
  for (const field of [hook.requires, hook.before, hook.useRawManifest, anchor === hook.execContainer ? hook.manifest : undefined]) {
    if (!field) continue;
    const removal = removeHookField(text, field);
    if (!removal) return undefined;
    removals.push(removal);
  }
  const merged = mergeDeletions(text, removals);
  // A removal that would reach into the rewritten field (a field written inside it) cannot be.
  if (merged.some((e) => e.start < replace.end && replace.start < e.end)) return undefined;
  return { title, edits: [...merged, replace].sort((a, b) => a.start - b.start), suggestion: true };
}
