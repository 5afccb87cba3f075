import type { Fix, HookSpec, Located, TextEdit } from '../types.ts';
import type { Placement } from './directive-placement.ts';
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

/** What rawRewriteFix reads and edits of the hook, whatever the unit: undefined where it gives no fix for any unit. */
interface RewriteFrame {
  keyStart: number;
  end: number;
  removals: TextEdit[];
}

function rewriteFrame(text: string, hook: HookSpec): RewriteFrame | undefined {
  const anchor: Located<unknown> | undefined = hook.execContainer ?? hook.manifest;
  const keyStart = anchor?.keyRange?.start;
  if (!anchor || !hook.name || keyStart === undefined || text[hook.range.start] === '{') return undefined;
  const end = text[anchor.range.end - 1] === '\n' ? anchor.range.end : nextLineStart(text, anchor.range.end);
  const removals: TextEdit[] = [];
  for (const field of [hook.requires, hook.before, hook.useRawManifest, anchor === hook.execContainer ? hook.manifest : undefined]) {
    if (!field) continue;
    const removal = removeHookField(text, field);
    if (!removal) return undefined;
    removals.push(removal);
  }
  const merged = mergeDeletions(text, removals);
  // A removal that would reach into the rewritten field (a field written inside it) cannot be.
  if (merged.some((e) => e.start < end && keyStart < e.end)) return undefined;
  return { keyStart, end, removals: merged };
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
  const header = blockHeader(unit);
  if (header === undefined) return undefined;
  const frame = rewriteFrame(text, hook);
  if (!frame) return undefined;
  const { keyStart, end } = frame;
  const column = keyStart - lineStart(text, keyStart);
  const indent = ' '.repeat(column);
  const body = unit.replace(/\n$/, '').split('\n').map((l) => (l === '' ? '\n' : `${indent}  ${l}\n`)).join('');
  const replace: TextEdit = { start: keyStart, end, text: `useRawManifest: true\n${indent}manifest: ${header}\n${body}` };
  return { title, edits: [...frame.removals, replace].sort((a, b) => a.start - b.start), suggestion: true };
}

// Whether a hook has a rewrite frame, by hook and text: every rule that would rewrite one of its
// units asks (hasDirectiveFix), and the frame reads the same fields each time.
const FRAMED = new WeakMap<HookSpec, { text: string; framed: boolean }>();

function hasRewriteFrame(text: string, hook: HookSpec): boolean {
  const known = FRAMED.get(hook);
  if (known?.text === text) return known.framed;
  const framed = rewriteFrame(text, hook) !== undefined;
  FRAMED.set(hook, { text, framed });
  return framed;
}

/**
 * Whether rawRewriteFix(text, hook, placeLines(lines, placement).join('\n'), …) gives a fix,
 * without building it (hasDirectiveFix asks it of every unit a rule would rewrite, where the fix
 * itself is never built).
 */
export function canRawRewrite(text: string, hook: HookSpec, lines: readonly string[], placement: Placement): boolean {
  return placedHaveBlockHeader(lines, placement) && hasRewriteFrame(text, hook);
}

/** Whether blockHeader(placeLines(lines, p).join('\n')) is defined, read where each line would be, with no list or text built. */
function placedHaveBlockHeader(lines: readonly string[], p: Placement): boolean {
  // Where placeLines cuts `lines` (as slice(0, p.after + 1) does, a negative end counting from the end).
  const end = p.after + 1;
  const cut = end < 0 ? Math.max(lines.length + end, 0) : Math.min(end, lines.length);
  const added = p.lines;
  const n = lines.length + added.length;
  const at = (i: number): string => (i < cut ? lines[i] : i < cut + added.length ? added[i - cut] : lines[i - added.length]) as string;
  for (let i = 0; i < n; i++) if (UNPRINTABLE.test(at(i))) return false;
  let first: string | undefined;
  for (let i = 0; i < n && first === undefined; i++) {
    const line = at(i);
    first = (line.includes('\n') ? line.split('\n') : [line]).find((l) => l.trim() !== '');
  }
  if (first === undefined || /^[ \t]/.test(first)) return false;
  // A unit that ends in a blank line cannot keep it in a block (blockHeader): the joined text's last two characters.
  let tail = '';
  for (let i = n - 1; i >= 0; i--) {
    tail = at(i) + tail;
    if (tail.length >= 2 || i === 0) break;
    tail = `\n${tail}`;
  }
  return tail.slice(-2) !== '\n\n';
}
