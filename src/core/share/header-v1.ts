import type { ShareState } from './share-state.ts';
import { utf8Decode, utf8Encode } from '../utf8.ts';

/*
 * The v1 payload before compression: header fields, then the text as UTF-8.
 * A field is: tag byte, LEB128 length, UTF-8 value. Tag 0 ends the header. Fields are written in
 * tag order. A reader skips tags it does not know, so a later v1 writer may add optional fields
 * without a new format version. Tags are never reused.
 */
const TAGS = {
  kopsVersion: 1, runtime: 2, proposal: 3, group: 4, unit: 5, distro: 6,
  // The comparison of two versions (issue "Upgrade preview"); a reader from before skips them and
  // opens the spec in the normal view.
  compareFrom: 7, compareFromRuntime: 8, compareTo: 9, compareToRuntime: 10,
  // The output view (issue "An operator's first hour"); a reader from before skips it.
  view: 11,
  // The base spec of a comparison of two specs (issue 44), before the text: deflate then writes
  // the text, which shares most of its lines, as references back into it. A reader from before
  // skips it and compares the versions of the changed spec.
  compareBase: 12,
} as const;

/** Serialises the state: header then text. */
export function writePayloadV1(state: ShareState): Uint8Array {
  const parts: number[] = [];
  const field = (tag: number, value: string): void => {
    const bytes = utf8Encode(value);
    parts.push(tag);
    for (let n = bytes.length; ; n >>>= 7) {
      if (n < 0x80) { parts.push(n); break; }
      parts.push((n & 0x7f) | 0x80);
    }
    parts.push(...bytes);
  };
  field(TAGS.kopsVersion, state.kopsVersion);
  if (state.runtime !== undefined) field(TAGS.runtime, state.runtime);
  if (state.proposal === true) field(TAGS.proposal, '');
  if (state.group !== undefined) field(TAGS.group, state.group);
  if (state.unit !== undefined) field(TAGS.unit, state.unit);
  if (state.distro !== undefined) field(TAGS.distro, state.distro);
  if (state.compare !== undefined) {
    field(TAGS.compareFrom, state.compare.from.kopsVersion);
    if (state.compare.from.runtime !== undefined) field(TAGS.compareFromRuntime, state.compare.from.runtime);
    field(TAGS.compareTo, state.compare.to.kopsVersion);
    if (state.compare.to.runtime !== undefined) field(TAGS.compareToRuntime, state.compare.to.runtime);
  }
  if (state.view !== undefined) field(TAGS.view, state.view);
  if (state.compare?.base !== undefined) field(TAGS.compareBase, state.compare.base);
  parts.push(0);
  const text = utf8Encode(state.text);
  const out = new Uint8Array(parts.length + text.length);
  out.set(parts);
  out.set(text, parts.length);
  return out;
}

/** Parses a payload; undefined when it is malformed (which the checksum makes a bug or a forgery). */
export function readPayloadV1(bytes: Uint8Array): ShareState | undefined {
  const fields = new Map<number, string>();
  let at = 0;
  for (;;) {
    const tag = bytes[at++];
    if (tag === undefined) return undefined;
    if (tag === 0) break;
    let length = 0;
    for (let shift = 0; ; shift += 7) {
      const b = bytes[at++];
      if (b === undefined || shift > 28) return undefined;
      length += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) break;
    }
    if (at + length > bytes.length) return undefined;
    const value = utf8Decode(bytes, at, at + length);
    if (value === undefined || fields.has(tag)) return undefined;
    fields.set(tag, value);
    at += length;
  }
  const kopsVersion = fields.get(TAGS.kopsVersion);
  const text = utf8Decode(bytes, at);
  if (kopsVersion === undefined || text === undefined) return undefined;
  const state: ShareState = { text, kopsVersion };
  const runtime = fields.get(TAGS.runtime);
  if (runtime !== undefined) state.runtime = runtime;
  if (fields.has(TAGS.proposal)) state.proposal = true;
  const group = fields.get(TAGS.group);
  if (group !== undefined) state.group = group;
  const unit = fields.get(TAGS.unit);
  if (unit !== undefined) state.unit = unit;
  const distro = fields.get(TAGS.distro);
  if (distro !== undefined) state.distro = distro;
  const compareFrom = fields.get(TAGS.compareFrom);
  const compareTo = fields.get(TAGS.compareTo);
  if (compareFrom !== undefined && compareTo !== undefined) {
    const fromRuntime = fields.get(TAGS.compareFromRuntime);
    const toRuntime = fields.get(TAGS.compareToRuntime);
    state.compare = {
      from: { kopsVersion: compareFrom, ...(fromRuntime !== undefined ? { runtime: fromRuntime } : {}) },
      to: { kopsVersion: compareTo, ...(toRuntime !== undefined ? { runtime: toRuntime } : {}) },
    };
  }
  const view = fields.get(TAGS.view);
  if (view !== undefined) state.view = view;
  const base = fields.get(TAGS.compareBase);
  if (base !== undefined && state.compare) state.compare.base = base;
  return state;
}
