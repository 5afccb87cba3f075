import type { CST } from 'yaml';

/**
 * Returns the offset of the first collection nested deeper than `maxDepth` in a CST document,
 * or -1. yaml's parser builds the CST without recursion, but its composer recurses once per
 * level, so the depth is checked here, iteratively, before composing.
 */
export function findTooDeep(doc: CST.Document, maxDepth: number): number {
  if (!doc.value) return -1;
  const tokens: CST.Token[] = [doc.value];
  const depths: number[] = [0];
  while (tokens.length > 0) {
    const token = tokens.pop() as CST.Token;
    const depth = depths.pop() as number;
    if (token.type !== 'block-map' && token.type !== 'block-seq' && token.type !== 'flow-collection') continue;
    if (depth >= maxDepth) return token.offset;
    for (const item of token.items) {
      if (item.key) {
        tokens.push(item.key);
        depths.push(depth + 1);
      }
      if (item.value) {
        tokens.push(item.value);
        depths.push(depth + 1);
      }
    }
  }
  return -1;
}
