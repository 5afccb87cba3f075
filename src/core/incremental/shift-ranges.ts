/**
 * Moving the offsets of plain data. Every offset in the core's data model sits in a Range, an
 * object with exactly `start` and `end`, so "the same thing, moved by n characters" is the same
 * data with every such object moved by n.
 */
import type { Diagnostic, Range } from '../types.ts';

function isRange(value: object): value is Range {
  if (typeof (value as Partial<Range>).start !== 'number' || typeof (value as Partial<Range>).end !== 'number') return false;
  let keys = 0;
  for (const _ in value) keys++;
  return keys === 2;
}

/** Deep equality where every Range of `a` sits `shift` later than in `b`. */
export function equalShifted(a: unknown, b: unknown, shift: number): boolean {
  if (a === b && shift === 0) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return a === b;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!equalShifted(a[i], b[i], shift)) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  if (isRange(a)) return isRange(b) && a.start === b.start + shift && a.end === b.end + shift;
  let keys = 0;
  for (const key in a) {
    keys++;
    if (!Object.hasOwn(b, key) || !equalShifted((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], shift)) return false;
  }
  for (const _ in b) keys--;
  return keys === 0;
}

/** A copy of `value` with every Range moved by `shift` (keys in the same order). */
export function shifted<T>(value: T, shift: number): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = shifted(value[i] as unknown, shift);
    return out as T;
  }
  if (isRange(value)) return { start: value.start + shift, end: value.end + shift } as T;
  const out: Record<string, unknown> = {};
  for (const key in value) out[key] = shifted((value as Record<string, unknown>)[key], shift);
  return out as T;
}

/** `d` moved by `shift`: its range and the edits of its fixes (keys in the same order). */
export function shiftDiagnostic(d: Diagnostic, shift: number): Diagnostic {
  const moved: Diagnostic = { ...d, range: { start: d.range.start + shift, end: d.range.end + shift } };
  if (d.fixes) moved.fixes = d.fixes.map((f) => ({ ...f, edits: f.edits.map((e) => ({ ...e, start: e.start + shift, end: e.end + shift })) }));
  return moved;
}
