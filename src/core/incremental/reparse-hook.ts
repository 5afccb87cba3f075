import { isSeq } from 'yaml';
import { composeText } from '../spec/parse-spec.ts';
import { readHookItem } from '../spec/read-hook.ts';
import { createSpecContext } from '../spec/spec-context.ts';
import type { Diagnostic, DocumentSpec, HookSpec, Range, TextEdit } from '../types.ts';
import { hookSlice, selfContained, type HookSlice } from './hook-slice.ts';
import { moveNodes } from './yaml-nodes.ts';

/** One hook read again from its own lines, in the text after the edit. */
export interface HookReread {
  slice: HookSlice;
  hook: HookSpec;
  /** The reader's diagnostics for it. */
  diagnostics: Diagnostic[];
  /** The YAML list's range, as far as this hook's lines tell (start when first, end when last). */
  list: Range;
  /** Where a document ends whose content ends in these lines (YAML's end depends on the last value). */
  documentEnd: number;
}

/**
 * Reads the hook of `doc` that `edit` falls in again, from its own lines only, or gives the reason
 * why that could differ from reading the whole text. Its lines after the edit must still be one
 * item of the same block list that YAML parses without a problem, alias or directive: then the
 * lines before and after it read as before (see `selfContained`).
 */
export function rereadHook(before: string, after: string, doc: DocumentSpec, edit: TextEdit, maxRead = Infinity): HookReread | string {
  const slice = hookSlice(before, doc, edit.start, edit.end);
  if (typeof slice === 'string') return slice;
  const delta = edit.text.length - (edit.end - edit.start);
  const end = slice.end + delta;
  if (end - slice.start > maxRead) return 'hook longer than allowed';
  const lines = after.slice(slice.start, end);
  if (!selfContained(lines, slice.indent, end === after.length)) return 'hook lines no longer stand alone';
  // After a trailing comment YAML ends the item where the next token starts, past that line's
  // indentation, which its own lines cannot tell.
  if (endsInComment(lines)) return 'hook ends in a comment';
  const scratch = createSpecContext(lines);
  const composed = composeText(lines, scratch);
  const yaml = composed.documents[0];
  if (scratch.diagnostics.length > 0 || composed.documents.length !== 1 || !yaml) return 'hook lines are not one document';
  if (yaml.errors.length > 0 || yaml.warnings.length > 0) return 'YAML problem in the hook';
  const seq = yaml.contents;
  if (!isSeq(seq) || seq.items.length !== 1 || seq.range?.[0] !== slice.indent) return 'hook lines are not one list item';
  const walk = moveNodes(yaml, slice.start);
  if (walk.aliases) return 'alias in the hook';
  const ctx = createSpecContext(after);
  const list = doc.hooksRange as Range;
  const seqRange = seq.range as [number, number, number];
  const start = slice.position === 0 ? seqRange[0] : list.start;
  const hook = readHookItem(ctx, seq.items[0], { document: doc.index, list: (doc.hooks[slice.position] as HookSpec).list }, slice.position, start);
  if (!hook) return 'list item is no longer a hook';
  return { slice, hook, diagnostics: ctx.diagnostics, list: { start, end: slice.last ? seqRange[1] : list.end + delta }, documentEnd: yaml.range[2] };
}

/**
 * Whether the last line of `lines` that is not blank may end in a comment: a `#` at its start or
 * after a space (`manifest: # …` too). Inside a block scalar that is text, not a comment; reading
 * such a hook with the whole text costs time, never correctness.
 */
function endsInComment(lines: string): boolean {
  let at = lines.length;
  while (at > 0) {
    const start = lines.lastIndexOf('\n', at - 2) + 1;
    const line = lines.slice(start, at).trim();
    if (line !== '') return /(^|\s)#/.test(line);
    at = start;
  }
  return false;
}
