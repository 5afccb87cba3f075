import { composeText, hasDirectives, readComposed } from '../spec/parse-spec.ts';
import { createSpecContext } from '../spec/spec-context.ts';
import type { Diagnostic, DocumentSpec, Spec, TextEdit } from '../types.ts';
import { moveNodes } from './yaml-nodes.ts';

/** One document read again from its own text, in the text after the edit. */
export interface DocumentReread {
  index: number;
  /** Where its text starts and ends before the edit: from its `---` to the next one. */
  start: number;
  end: number;
  document: DocumentSpec;
  diagnostics: Diagnostic[];
  aliases: boolean;
}

/** Whether a `---` at `at` is a marker for YAML: followed by a space, a tab, a line break or the end. */
function isMarker(text: string, at: number): boolean {
  const next = text.charCodeAt(at + 3);
  return text.startsWith('---', at) && (Number.isNaN(next) || next === 32 || next === 9 || next === 10 || next === 13);
}

/** Where document `i` starts: the text's start, or the line of its `---`. */
function documentStart(text: string, spec: Spec, i: number): number | undefined {
  if (i === 0) return 0;
  const at = spec.documents[i]?.range.start;
  if (at === undefined || (at > 0 && text.charCodeAt(at - 1) !== 10) || !isMarker(text, at)) return undefined;
  return at;
}

/**
 * Reads the document that `edit` falls in again, from its own text only, or gives the reason why
 * that could differ from reading the whole text: it must still be one document, between the same
 * `---` lines, that YAML parses without a problem or directive.
 */
export function rereadDocument(before: string, after: string, spec: Spec, edit: TextEdit, maxRead = Infinity): DocumentReread | string {
  const count = spec.documents.length;
  let index = count - 1;
  while (index > 0 && (spec.documents[index] as DocumentSpec).range.start > edit.start) index--;
  if (index < 0) return 'no document';
  const start = documentStart(before, spec, index);
  const next = index + 1 < count ? documentStart(before, spec, index + 1) : before.length;
  if (start === undefined || next === undefined) return 'document does not start with ---';
  if (edit.start < start || edit.end > next) return 'edit runs across documents';
  const delta = edit.text.length - (edit.end - edit.start);
  const end = next + delta;
  if (end - start > maxRead) return 'document longer than allowed';
  const text = after.slice(start, end);
  if (end < after.length && text.charCodeAt(text.length - 1) !== 10) return 'document no longer ends a line';
  const scratch = createSpecContext(text);
  const composed = composeText(text, scratch);
  const yaml = composed.documents[0];
  if (scratch.diagnostics.length > 0 || composed.documents.length !== 1 || !yaml) return 'not one document';
  if (yaml.errors.length > 0 || yaml.warnings.length > 0) return 'YAML problem in the document';
  if (hasDirectives(yaml)) return 'directive';
  // A later document must still open with its own `---`, or it would run on from the one before.
  if (index > 0 && (yaml.directives.docStart !== true || yaml.range[0] !== 0)) return 'document no longer starts with ---';
  moveNodes(yaml, start);
  const ctx = createSpecContext(after);
  const read = readComposed(ctx, yaml, index, after.includes('*'));
  return { index, start, end: next, document: read.document, diagnostics: ctx.diagnostics, aliases: read.aliases };
}
