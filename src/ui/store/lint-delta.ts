import type { Diagnostic } from '../../core/index.ts';
import { equalShifted, shiftDiagnostic } from '../../core/incremental/shift-ranges.ts';

/**
 * A lint reply on the wire: either every diagnostic (a JSON array), or the changes from an earlier
 * reply `base`: its first `keep` diagnostics as they were, then `middle`, then its last `tail`
 * moved by `shift` characters (text typed above them). Typing in one hook of a 1,000-hook spec
 * then sends that hook's findings, not the 2,000 findings the main thread would parse again.
 */
type WireLint = Diagnostic[] | { base: number; keep: number; tail: number; shift: number; middle: Diagnostic[] };

/** How many lint replies each side keeps: the page names the last one it decoded, which may be a reply or two behind. */
const KEPT = 4;

/** A lint reply as the page decoded it: its request's id and its diagnostics. */
export interface DecodedLint {
  id: number;
  diagnostics: Diagnostic[];
}

/** A lint reply as the worker sent it, with the length of the text it linted. */
export interface LintRecord extends DecodedLint {
  textLength: number;
}

function remember<T extends DecodedLint>(history: T[], record: T): T[] {
  return [...history.filter((r) => r.id !== record.id), record].slice(-KEPT);
}

/**
 * The worker's side: `diagnostics` (of a text `textLength` long) as JSON, as changes from the
 * reply `base` when the worker still has it (`history`, the replies it sent), else in full.
 */
export function encodeLint(id: number, textLength: number, diagnostics: Diagnostic[], history: LintRecord[], base: number): { json: string; history: LintRecord[] } {
  const next = remember(history, { id, textLength, diagnostics });
  const from = history.find((r) => r.id === base);
  if (!from) return { json: JSON.stringify(diagnostics satisfies WireLint), history: next };
  const old = from.diagnostics;
  const shift = textLength - from.textLength;
  let keep = 0;
  while (keep < old.length && keep < diagnostics.length && equalShifted(diagnostics[keep], old[keep], 0)) keep++;
  let tail = 0;
  // Compared with the old one moved as the page will move it (its range and its fixes' edits).
  const movedAlike = (d: Diagnostic, o: Diagnostic): boolean => equalShifted(d, shift === 0 ? o : shiftDiagnostic(o, shift), 0);
  while (tail < old.length - keep && tail < diagnostics.length - keep && movedAlike(diagnostics[diagnostics.length - 1 - tail]!, old[old.length - 1 - tail]!)) tail++;
  const wire: WireLint = { base, keep, tail, shift, middle: diagnostics.slice(keep, diagnostics.length - tail) };
  return { json: JSON.stringify(wire), history: next };
}

/**
 * The page's side: the diagnostics of reply `id`, reusing the objects of the reply it extends
 * (`history`, the replies decoded before). Throws when that reply is not in `history`.
 */
export function decodeLint(id: number, json: string, history: DecodedLint[]): { diagnostics: Diagnostic[]; history: DecodedLint[] } {
  const wire = JSON.parse(json) as WireLint;
  let diagnostics: Diagnostic[];
  if (Array.isArray(wire)) {
    diagnostics = wire;
  } else {
    const from = history.find((r) => r.id === wire.base);
    if (!from || wire.keep + wire.tail > from.diagnostics.length) throw new Error(`lint reply ${id} extends reply ${wire.base}, which the page does not have`);
    const old = from.diagnostics;
    const moved = old.slice(old.length - wire.tail);
    diagnostics = [...old.slice(0, wire.keep), ...wire.middle, ...(wire.shift === 0 ? moved : moved.map((d) => shiftDiagnostic(d, wire.shift)))];
  }
  return { diagnostics, history: remember(history, { id, diagnostics }) };
}
