import { isAlias, isMap, isScalar, isSeq } from 'yaml';
import type { Node as YamlNode, Pair } from 'yaml';
import type { Range } from '../types.ts';
import type { SpecContext } from './spec-context.ts';

/** One key of a mapping as kops's decoder sees it, after merge keys and duplicates. */
export interface Entry {
  key: string;
  keyRange: Range;
  /** The key node with any alias resolved (its parsed value tells `NO:` from `"NO":`). */
  keyNode: YamlNode | null;
  /** The value with any alias resolved; null for an empty value. */
  value: YamlNode | null;
}

/** The value range `[start, valueEnd)` of a node (comments after it excluded). */
export function rangeOf(node: YamlNode | null | undefined, fallback = 0): Range {
  const r = node?.range;
  return r ? { start: r[0], end: r[1] } : { start: fallback, end: fallback };
}

/** Resolves an alias to its anchored node; other nodes pass through. */
export function deref(node: unknown, ctx: SpecContext): YamlNode | null {
  if (node == null) return null;
  if (isAlias(node)) return ctx.aliasesBlocked ? null : (ctx.aliasTargets.get(node) ?? null);
  return node as YamlNode;
}

/** A key as written: its string value, or the source text of a number/bool/null key. */
export function keyText(node: YamlNode | null, text: string): string {
  if (isScalar(node)) {
    if (typeof node.value === 'string') return node.value;
    const r = rangeOf(node);
    return text.slice(r.start, r.end);
  }
  return '';
}

/**
 * The keys of a mapping as Go YAML (yaml.v2, which kops uses through sigs.k8s.io/yaml) decodes
 * them: pairs in source order, each later key overwriting an earlier one, and a merge key `<<`
 * copying in the keys of its mapping (or, for a list of mappings, the earlier ones winning) at the
 * point where it appears. So explicit keys after `<<` win, and keys before it are overwritten.
 */
export function mapEntries(map: YamlNode, ctx: SpecContext): Map<string, Entry> {
  const out = new Map<string, Entry>();
  collect(map, ctx, out, 0);
  return out;
}

function collect(node: YamlNode, ctx: SpecContext, out: Map<string, Entry>, depth: number): void {
  if (!isMap(node)) return;
  for (const pair of node.items as Array<Pair<unknown, unknown>>) {
    const keyNode = deref(pair.key, ctx);
    const keyRange = rangeOf(keyNode ?? (pair.key as YamlNode | null));
    if (isMergeKey(pair.key, ctx.text)) {
      merge(pair, keyRange, ctx, out, depth);
      continue;
    }
    const key = keyText(keyNode, ctx.text);
    out.set(key, { key, keyRange, keyNode, value: deref(pair.value, ctx) });
  }
}

function merge(pair: Pair<unknown, unknown>, keyRange: Range, ctx: SpecContext, out: Map<string, Entry>, depth: number): void {
  const value = deref(pair.value, ctx);
  // A merged mapping may itself merge; a chain this deep is a cycle or an attack.
  if (depth > 20) return;
  ctx.diagnostics.push({
    code: 'yaml-merge-key',
    severity: 'info',
    message:
      'Merge key "<<": kops\'s YAML parser (Go yaml.v2) copies in the keys of the merged mapping here; keys written after "<<" override them, keys written before it are overridden.',
    range: keyRange,
  });
  if (isMap(value)) return collect(value, ctx, out, depth + 1);
  if (isSeq(value)) {
    for (let i = value.items.length - 1; i >= 0; i--) {
      const item = deref(value.items[i], ctx);
      if (isMap(item)) collect(item, ctx, out, depth + 1);
      else badMerge(ctx, rangeOf(item ?? (value.items[i] as YamlNode | null), keyRange.end));
    }
    return;
  }
  badMerge(ctx, rangeOf(value ?? (pair.value as YamlNode | null), keyRange.end));
}

function badMerge(ctx: SpecContext, range: Range): void {
  ctx.diagnostics.push({
    code: 'wrong-type',
    severity: 'error',
    message: 'The value of a merge key "<<" must be a mapping or a list of mappings; kops rejects the file. Point "<<" at an anchored mapping (<<: *name).',
    range,
  });
}

function isMergeKey(key: unknown, text: string): boolean {
  if (!isScalar(key)) return false;
  if (typeof key.value === 'symbol') return true;
  // Quoted "<<" is an ordinary key; only the plain one merges.
  const r = rangeOf(key);
  return key.type === 'PLAIN' && r.end - r.start === 2 && text.startsWith('<<', r.start);
}
