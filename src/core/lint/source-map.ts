import { fieldRange, hookHead, unitLineRange } from '../spec/hook-ranges.ts';
import type { Analysis, Range } from '../types.ts';
import type { ModelPath } from './rule.ts';

/**
 * Turns a model path into a range of the YAML text. The one place where findings get offsets:
 * rules never compute them by hand.
 */
export function sourceMap(analysis: Analysis, at: ModelPath): Range {
  const text = analysis.text;
  if ('unit' in at) return unitLineRange(text, at.unit, at.line);
  if ('fileAsset' in at) {
    const unknown = at.unknownField === undefined ? undefined : at.fileAsset.unknownFields[at.unknownField];
    if (unknown) return unknown.keyRange ?? unknown.range;
    const field = at.field ? at.fileAsset[at.field] : undefined;
    if (!field) return { start: at.fileAsset.range.start, end: at.fileAsset.range.start };
    return at.key && field.keyRange ? field.keyRange : field.range;
  }
  if ('document' in at) return at.document.hooksRange ?? { start: at.document.range.start, end: at.document.range.start };
  if ('manifestLine' in at) {
    const manifest = at.hook.manifest;
    return manifest?.source.lines[at.manifestLine] ?? manifest?.range ?? hookHead(text, at.hook);
  }
  if ('unknownField' in at) {
    const list = at.inExecContainer ? at.hook.execContainer?.value.unknownFields : at.hook.unknownFields;
    const field = list?.[at.unknownField];
    return field ? (field.keyRange ?? field.range) : hookHead(text, at.hook);
  }
  if (!at.field) return hookHead(text, at.hook);
  return fieldRange(text, at.hook, at.field, at.item, at.key);
}
