import { isAlias, isMap, isPair, isScalar, isSeq } from 'yaml';
import type { Document, Node as YamlNode } from 'yaml';

/** What moveNodes saw while walking a document. */
export interface NodeWalk {
  aliases: boolean;
  tags: boolean;
}

/**
 * Moves every node of a document composed from a piece of a text by `by` (in place), so that
 * its ranges index the whole text; reports whether it has aliases or tags. Iterative.
 */
export function moveNodes(doc: Document.Parsed, by: number): NodeWalk {
  const walk: NodeWalk = { aliases: false, tags: false };
  const range = doc.range;
  doc.range = [range[0] + by, range[1] + by, range[2] + by];
  const stack: unknown[] = [doc.contents];
  while (stack.length > 0) {
    const node = stack.pop();
    if (isPair(node)) {
      stack.push(node.key, node.value);
      continue;
    }
    if (!isScalar(node) && !isMap(node) && !isSeq(node) && !isAlias(node)) continue;
    const n = node as YamlNode;
    if (n.range) n.range = [n.range[0] + by, n.range[1] + by, n.range[2] + by];
    if (isAlias(n)) walk.aliases = true;
    else if (n.tag) walk.tags = true;
    if (isMap(n) || isSeq(n)) for (const item of n.items) stack.push(item);
  }
  return walk;
}
