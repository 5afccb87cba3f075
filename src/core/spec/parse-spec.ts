import { Composer, Parser } from 'yaml';
import type { Document, YAMLError } from 'yaml';
import type { Diagnostic, DocumentSpec, Spec } from '../types.ts';
import { TextIndex } from '../text-index.ts';
import { findTooDeep } from './cst-depth.ts';
import { MAX_DEPTH, MAX_YAML_DIAGNOSTICS, scanInput } from './limits.ts';
import { readDocument } from './read-document.ts';
import { scanNesting, type NestingCheckpoint } from './nesting-scan.ts';
import { resolveAliases } from './resolve-aliases.ts';
import { createSpecContext } from './spec-context.ts';
import type { SpecContext } from './spec-context.ts';
import { yamlDiagnostic } from './yaml-diagnostics.ts';

/**
 * Parses any pasted text into the Spec model: every YAML document classified (see
 * `readDocument`), every hook field located, every problem a Diagnostic. Never throws.
 *
 * YAML is read as Go's yaml.v2 reads it (kops decodes through sigs.k8s.io/yaml): YAML 1.1
 * scalars (`yes`/`on` are booleans), merge keys, last duplicate key wins, aliases expanded, and
 * clip-chomped block scalars at the very end of the file without a final newline. Input limits
 * (size, line length, nesting, alias expansion) give located errors instead of hangs.
 * Diagnostics are sorted by range start. Document indices are YAML document positions.
 */
export function parseSpec(text: string): Spec {
  return parseSpecTracked(text).spec;
}

/**
 * What a parse saw beyond the Spec: what the incremental parser (core/incremental) must know to
 * re-read one document or one hook on its own and get what a whole parse would.
 */
export interface ParseTrack {
  /** True when the input scan and the nesting scan reported nothing. */
  scanned: boolean;
  /** YAML errors and warnings in the whole input (the first MAX_YAML_DIAGNOSTICS are reported). */
  yamlProblems: number;
  /** True when some document has a %YAML or %TAG directive (they change how later documents read). */
  directives: boolean;
  /** One entry per document, in order. */
  documents: DocumentTrack[];
  /** The nesting scan's checkpoints (see scanNestingFrom). */
  nesting: NestingCheckpoint[];
}

/** What a parse saw in one document. */
export interface DocumentTrack {
  /** Its YAML errors and warnings. */
  problems: number;
  /** True when it has an alias (`*name`). */
  aliases: boolean;
}

/** parseSpec, with what the parse saw; `track` is null when the parse failed (internal error). */
export function parseSpecTracked(text: string): { spec: Spec; track: ParseTrack | null } {
  try {
    const track: ParseTrack = { scanned: false, yamlProblems: 0, directives: false, documents: [], nesting: [] };
    return { spec: parseText(text, track), track };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return {
      spec: {
        documents: [],
        diagnostics: [{
          code: 'internal-error',
          severity: 'error',
          message: `The playground failed to read this input (${detail.slice(0, 200)}). This is a bug: please report it with the input.`,
          range: { start: 0, end: 0 },
        }],
      },
      track: null,
    };
  }
}

function parseText(text: string, track: ParseTrack): Spec {
  const ctx = createSpecContext(text);
  const scan = scanInput(text);
  ctx.diagnostics.push(...scan.diagnostics);
  if (!scan.parseable) return finishSpec(ctx, []);
  const tooDeep = scanNesting(text, track.nesting);
  if (tooDeep) {
    ctx.diagnostics.push(tooDeep);
    return finishSpec(ctx, []);
  }
  const before = ctx.diagnostics.length;
  const docs = composeText(text, ctx);
  track.scanned = ctx.diagnostics.length === 0 && before === 0;
  let index: TextIndex | undefined;
  const textIndex = (): TextIndex => (index ??= new TextIndex(text));
  let yamlCount = 0;
  const addYaml = (errors: readonly YAMLError[]): void => {
    for (const error of errors) {
      if (yamlCount++ === MAX_YAML_DIAGNOSTICS) {
        ctx.diagnostics.push({
          code: 'too-many-errors',
          severity: 'info',
          message: `More than ${MAX_YAML_DIAGNOSTICS} YAML problems; only the first ${MAX_YAML_DIAGNOSTICS} are shown. Fix those first.`,
          range: { start: error.pos[0], end: error.pos[0] },
        });
      }
      if (yamlCount <= MAX_YAML_DIAGNOSTICS) ctx.diagnostics.push(yamlDiagnostic(error, text, textIndex));
    }
  };
  addYaml(docs.streamErrors);
  // An alias needs a '*'; without one the alias pass is skipped entirely.
  const mayAlias = text.includes('*');
  const documents = docs.documents.map((doc, i) => {
    addYaml(doc.errors);
    addYaml(doc.warnings);
    track.directives ||= hasDirectives(doc);
    const read = readComposed(ctx, doc, i, mayAlias);
    track.documents.push({ problems: doc.errors.length + doc.warnings.length, aliases: read.aliases });
    return read.document;
  });
  track.yamlProblems = yamlCount;
  return finishSpec(ctx, documents);
}

/** Whether a document has a %YAML or %TAG directive of its own. */
export function hasDirectives(doc: Document.Parsed): boolean {
  return doc.directives.yaml.explicit === true || Object.keys(doc.directives.tags).some((handle) => handle !== '!!');
}

/**
 * Reads one composed document (its YAML errors already reported): resolves its aliases, then
 * classifies it and reads its hooks. `aliases` tells whether it has any.
 */
export function readComposed(ctx: SpecContext, doc: Document.Parsed, i: number, mayAlias: boolean): { document: DocumentSpec; aliases: boolean } {
  ctx.aliasTargets = new Map();
  ctx.aliasesBlocked = false;
  const aliases = mayAlias ? resolveAliases(doc.contents, ctx) : false;
  const [start, , end] = doc.range;
  const before = ctx.diagnostics.length;
  // A duplicate key leaves the structure intact; other YAML errors leave debris behind.
  const broken = doc.errors.some((e) => e.code !== 'DUPLICATE_KEY');
  const read = readDocument(ctx, doc.contents, i, { start, end: Math.max(start, end) }, broken);
  // In a document YAML could not parse, shape errors only echo the syntax error: fix that first.
  if (broken) dropNew(ctx.diagnostics, before, 'wrong-type');
  return { document: read, aliases };
}

/** The documents of a text as yaml composes them. */
export interface Composed {
  documents: Document.Parsed[];
  /** Errors that belong to no document (an empty stream with a stray token). */
  streamErrors: YAMLError[];
}

/**
 * parseAllDocuments, unrolled: the same Parser and Composer, with a depth check on each CST
 * document first, because composing recurses once per nesting level.
 */
export function composeText(text: string, ctx: SpecContext): Composed {
  const composer = new Composer({ version: '1.1', keepSourceTokens: false });
  const documents: Document.Parsed[] = [];
  for (const token of new Parser().parse(text)) {
    let next = token;
    if (token.type === 'document') {
      const at = findTooDeep(token, MAX_DEPTH);
      if (at >= 0) {
        ctx.diagnostics.push({
          code: 'nesting-too-deep',
          severity: 'error',
          message: `Collections nest more than ${MAX_DEPTH} levels deep here, so this document is not read (kops specs nest about 8 deep). Remove the extra nesting.`,
          range: { start: at, end: at + 1 },
        });
        next = { ...token, value: undefined };
      }
    }
    for (const doc of composer.next(next)) documents.push(doc);
  }
  for (const doc of composer.end()) documents.push(doc);
  const streamErrors = documents.length === 0 ? [...composer.streamInfo().errors, ...composer.streamInfo().warnings] : [];
  return { documents, streamErrors };
}

function dropNew(diagnostics: Diagnostic[], from: number, code: string): void {
  const kept = diagnostics.slice(from).filter((d) => d.code !== code);
  diagnostics.length = from;
  diagnostics.push(...kept);
}

/**
 * The Spec from what the readers produced: diagnostics deduplicated, clamped to the text and
 * sorted by range start (stably: equal starts keep the order in which they were found).
 */
export function finishSpec(ctx: SpecContext, documents: DocumentSpec[]): Spec {
  const seen = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  const max = ctx.text.length;
  for (const d of ctx.diagnostics) {
    const key = `${d.code}\u0000${d.range.start}\u0000${d.range.end}\u0000${d.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const start = Math.max(0, Math.min(d.range.start, max));
    diagnostics.push({ ...d, range: { start, end: Math.max(start, Math.min(d.range.end, max)) } });
  }
  diagnostics.sort((a, b) => a.range.start - b.range.start);
  // Every node lies inside its document, so an overshoot shows on a document's end (or comes from a
  // carriage return); the walk costs a tenth of the parse, so it runs only then.
  if (documents.length > 0 && (ctx.text.includes('\r') || documents.some((d) => d.range.end > max))) clampRanges(documents, max);
  return { documents, diagnostics };
}

/**
 * yaml can report an end one past the text when it ends in a bare `\r`; every range handed out
 * must index the text, so all of them are clamped here, in one iterative walk of the result.
 */
function clampRanges(root: unknown, max: number): void {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (value === null || typeof value !== 'object') continue;
    const v = value as Record<string, unknown>;
    if (typeof v['start'] === 'number' && typeof v['end'] === 'number') {
      const start = Math.max(0, Math.min(v['start'], max));
      v['start'] = start;
      v['end'] = Math.max(start, Math.min(v['end'], max));
      continue;
    }
    for (const key in v) {
      const child = v[key];
      if (child !== null && typeof child === 'object') stack.push(child);
    }
  }
}
