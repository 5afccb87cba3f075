import { MAX_INPUT_CHARS } from '../spec/limits.ts';
import { finishSpec, parseSpecTracked, type ParseTrack } from '../spec/parse-spec.ts';
import type { Diagnostic, DocumentSpec, HookSpec, Spec, TextEdit } from '../types.ts';
import { rereadDocument } from './reparse-document.ts';
import { rereadHook } from './reparse-hook.ts';
import { rescan } from './rescan.ts';
import { shiftDocument, shiftHook } from './shift-hook.ts';
import { equalShifted, shiftDiagnostic } from './shift-ranges.ts';
import { inheritToken, type EditPath } from './state.ts';

/** The parse of the text after an edit, and how it was reached. */
export interface ParsedEdit {
  spec: Spec;
  track: ParseTrack | null;
  path: EditPath;
}

/** Offsets of the old text inside `[from, to)` have no place in the new one. */
class Moved extends Error {}

/** Maps an old offset: unchanged before `from`, moved by `delta` from `to` on, lost in between. */
function mover(from: number, to: number, delta: number): (at: number) => number {
  return (at) => {
    if (at <= from) return at;
    if (at >= to) return at + delta;
    throw new Moved();
  };
}

/** A copy of `value` with every Range mapped by `move` (which throws for a lost offset). */
function mapRanges<T>(value: T, move: (at: number) => number): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((v: unknown) => mapRanges(v, move)) as T;
  const v = value as Record<string, unknown>;
  if (typeof v['start'] === 'number' && typeof v['end'] === 'number' && Object.keys(v).length === 2) {
    return { start: move(v['start']), end: move(v['end']) } as T;
  }
  const out: Record<string, unknown> = {};
  for (const key in v) out[key] = mapRanges(v[key], move);
  return out as T;
}

/** `doc` moved by `delta`, its hooks keeping their tokens. */
function movedDocument(doc: DocumentSpec, delta: number): DocumentSpec {
  if (delta === 0) return doc;
  return shiftDocument(doc, delta, (h) => moved(h, delta));
}

/**
 * The diagnostics outside `[from, to)`, those after it moved; the ones inside belong to what is
 * read again. Throws Moved for one that straddles a boundary.
 */
function keptDiagnostics(diagnostics: readonly Diagnostic[], from: number, to: number, delta: number): { before: Diagnostic[]; after: Diagnostic[] } {
  const before: Diagnostic[] = [];
  const after: Diagnostic[] = [];
  for (const d of diagnostics) {
    const { start, end } = d.range;
    // A zero-width one at a boundary (a YAML error at the end of the text) belongs inside.
    if (end <= from && start < from) before.push(d);
    else if (start > to || (start === to && end > to)) after.push(delta === 0 ? d : shiftDiagnostic(d, delta));
    else if (start < from || end > to) throw new Moved();
  }
  return { before, after };
}

/** Hooks of a re-read document that equal the old ones (moved) keep their tokens. */
function inheritEqual(hooks: readonly HookSpec[], old: readonly HookSpec[]): void {
  hooks.forEach((h, i) => {
    const was = old[i];
    if (was && was.list === h.list && was.index === h.index && equalShifted(h, was, h.range.start - was.range.start)) inheritToken(h, was);
  });
}

function byHook(before: string, after: string, spec: Spec, track: ParseTrack, edit: TextEdit, delta: number, maxRead: number): { spec: Spec; track: ParseTrack } | string {
  const i = findDocument(spec, edit.start);
  const doc = spec.documents[i];
  if (!doc) return 'no document';
  const docTrack = track.documents[i];
  // A YAML error may point past its own document, so any makes the diagnostics hard to attribute.
  if (!docTrack || track.yamlProblems > 0) return 'YAML problem in the text';
  if (docTrack.aliases) return 'aliases in the document';
  const reread = rereadHook(before, after, doc, edit, maxRead);
  if (typeof reread === 'string') return reread;
  const { slice } = reread;
  const nesting = rescan(after, track.nesting, slice.start, slice.end, delta, after.slice(slice.start, slice.end + delta));
  if (typeof nesting === 'string') return nesting;
  const move = mover(slice.start, slice.end, delta);
  const old = doc.hooks[slice.position] as HookSpec;
  const hooks = doc.hooks.map((h, j) => (j < slice.position ? h : j > slice.position ? moved(h, delta) : reread.hook));
  if (equalShifted(reread.hook, old, reread.hook.range.start - old.range.start)) inheritToken(reread.hook, old);
  const rebuilt = {} as Record<string, unknown>;
  for (const key in doc) {
    const value = (doc as unknown as Record<string, unknown>)[key];
    if (key === 'hooks') rebuilt[key] = hooks;
    else if (key === 'hooksRange') rebuilt[key] = reread.list;
    else if (key === 'range' && doc.range.end <= slice.end) rebuilt[key] = { start: move(doc.range.start), end: reread.documentEnd };
    else rebuilt[key] = mapRanges(value, move);
  }
  const { before: kept, after: later } = keptDiagnostics(spec.diagnostics, slice.start, slice.end, delta);
  const documents = spec.documents.map((d, j) => (j < i ? d : j > i ? movedDocument(d, delta) : (rebuilt as unknown as DocumentSpec)));
  const read = finishSpec({ text: after, diagnostics: [...kept, ...reread.diagnostics, ...later], aliasTargets: new Map(), aliasesBlocked: false }, documents);
  return { spec: read, track: { ...track, nesting } };
}

function moved(hook: HookSpec, delta: number): HookSpec {
  if (delta === 0) return hook;
  const copy = shiftHook(hook, delta);
  inheritToken(copy, hook);
  return copy;
}

function findDocument(spec: Spec, at: number): number {
  let i = spec.documents.length - 1;
  while (i > 0 && (spec.documents[i] as DocumentSpec).range.start > at) i--;
  return i;
}

function byDocument(before: string, after: string, spec: Spec, track: ParseTrack, edit: TextEdit, delta: number, maxRead: number): { spec: Spec; track: ParseTrack } | string {
  const reread = rereadDocument(before, after, spec, edit, maxRead);
  if (typeof reread === 'string') return reread;
  const { index } = reread;
  // A YAML error may point past its own document (at the next `---`), so none may be kept or dropped.
  if (track.yamlProblems > 0) return 'YAML problem in the text';
  const nesting = rescan(after, track.nesting, reread.start, reread.end, delta, after.slice(reread.start, reread.end + delta));
  if (typeof nesting === 'string') return nesting;
  const old = spec.documents[index] as DocumentSpec;
  inheritEqual(reread.document.hooks, old.hooks);
  const { before: kept, after: later } = keptDiagnostics(spec.diagnostics, reread.start, reread.end, delta);
  const documents = spec.documents.map((d, j) => (j < index ? d : j > index ? movedDocument(d, delta) : reread.document));
  const next: ParseTrack = {
    ...track,
    documents: track.documents.map((t, j) => (j === index ? { problems: 0, aliases: reread.aliases } : t)),
    nesting,
  };
  return { spec: finishSpec({ text: after, diagnostics: [...kept, ...reread.diagnostics, ...later], aliasTargets: new Map(), aliasesBlocked: false }, documents), track: next };
}

/** A whole parse; hooks equal to the old ones at the same place (moved) keep their tokens. */
function whole(after: string, spec: Spec, reason: string): ParsedEdit {
  const parsed = parseSpecTracked(after);
  parsed.spec.documents.forEach((d, i) => {
    const old = spec.documents[i];
    if (old) inheritEqual(d.hooks, old.hooks);
  });
  return { ...parsed, path: { path: 'full', reason } };
}

/**
 * The parse of `after` (= `before` with `edit` applied) from the parse of `before`: the hook
 * the edit falls in read again from its own lines, else its document from its own text, else the
 * whole text; everything else is kept, moved when it lies after the edit. Equal to
 * `parseSpecTracked(after)` in every case (the property tests in test/incremental hold it to that).
 * Null when that means reading more than `maxRead` characters again.
 */
export function parseEdit(before: string, after: string, spec: Spec, track: ParseTrack, edit: TextEdit, maxRead = Infinity): ParsedEdit | null {
  const full = (reason: string): ParsedEdit | null => (after.length > maxRead ? null : whole(after, spec, reason));
  if (!track.scanned) return full('input scan reported a problem before the edit');
  if (track.directives) return full('directive');
  if (after.length > MAX_INPUT_CHARS) return full('input too large');
  const delta = edit.text.length - (edit.end - edit.start);
  let reason: string;
  try {
    const hook = byHook(before, after, spec, track, edit, delta, maxRead);
    if (typeof hook !== 'string') return { ...hook, path: { path: 'hook' } };
    reason = hook;
    const doc = byDocument(before, after, spec, track, edit, delta, maxRead);
    if (typeof doc !== 'string') return { spec: doc.spec, track: doc.track, path: { path: 'document', reason } };
    reason = `${reason}; ${doc}`;
  } catch (error) {
    if (!(error instanceof Moved)) throw error;
    reason = 'a range outside the edited part changes';
  }
  return full(reason);
}
