import { NEWEST_KOPS_VERSION } from '../../core/kops/behaviour.ts';
import { encodeShareLink, type ShareState } from '../../core/share/index.ts';
import { findKopsBlocks, type KopsBlock } from './docs-fences.ts';

/** The text of the link line; a line holding only this link right after a block is ours to update. */
export const LINK_TEXT = 'Open in the kops hook playground';
const OUR_LINE = /^\[Open in the kops hook playground\]\([^\s)]*\)[ \t]*$/;

/** What rewriting one Markdown text did. */
export interface DocsRewrite {
  text: string;
  blocks: number;
  added: number;
  updated: number;
  /** Problems with their 1-based line and column; their blocks keep whatever link line they had. */
  problems: { line: number; column: number; message: string }[];
}

/** The permalink of one block: its YAML exactly, and its options; the newest kops version when it names none. */
export function blockLink(block: Pick<KopsBlock, 'yaml' | 'options'>, base: string): { ok: true; url: string } | { ok: false; message: string } {
  const { kopsVersion, runtime, unit, group } = block.options;
  const state: ShareState = { text: block.yaml, kopsVersion: kopsVersion ?? NEWEST_KOPS_VERSION };
  if (runtime !== undefined) state.runtime = runtime;
  if (unit !== undefined) state.unit = unit;
  if (group !== undefined) state.group = group;
  const encoded = encodeShareLink(state);
  return encoded.ok ? { ok: true, url: `${base}${encoded.fragment}` } : { ok: false, message: encoded.message };
}

/**
 * Puts one line `[Open in the kops hook playground](URL)` right after each kops hooks block of
 * `markdown` (see docs-fences.ts), or after the `<kops-hooks-preview>` line that follows it, with the block's YAML and options in the link, or updates the
 * line already there. Idempotent; keeps the text's line breaks (LF or CRLF) and everything else
 * byte for byte. Pure.
 */
export function rewriteDocs(markdown: string, base: string): DocsRewrite {
  const lines = markdown.split('\n');
  const crlf = lines.length > 1 && lines.slice(0, -1).every((l) => l.endsWith('\r'));
  const bare = crlf ? lines.map((l, i) => (i < lines.length - 1 ? l.slice(0, -1) : l)) : lines;
  const result: DocsRewrite = { text: markdown, blocks: 0, added: 0, updated: 0, problems: [] };
  const edits: { at: number; remove: number; line: string }[] = [];
  for (const block of findKopsBlocks(bare)) {
    result.blocks++;
    const before = result.problems.length;
    const at = (column: number, message: string): void => void result.problems.push({ line: block.open + 1, column, message });
    for (const p of block.problems) at(p.column, p.message);
    if (!block.closed) at(1, 'this kops-hooks block is never closed');
    if (result.problems.length > before) continue;
    const link = blockLink(block, base);
    if (!link.ok) {
      at(1, link.message);
      continue;
    }
    const line = `${block.prefix}[${LINK_TEXT}](${link.url})`;
    const next = block.linkAt;
    const existing = next < bare.length && bare[next]?.startsWith(block.prefix) && OUR_LINE.test((bare[next] ?? '').slice(block.prefix.length));
    if (existing && bare[next] === line) continue;
    edits.push({ at: next, remove: existing ? 1 : 0, line });
    if (existing) result.updated++;
    else result.added++;
  }
  if (edits.length === 0) return result;
  const out = [...bare];
  for (const edit of edits.reverse()) out.splice(edit.at, edit.remove, edit.line);
  // A file that ended right after a block's closing fence, with no line break, now ends after the link.
  result.text = out.join(crlf ? '\r\n' : '\n');
  return result;
}
