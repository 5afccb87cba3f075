import { isAlias, isMap, isScalar, isSeq } from 'yaml';
import type { Node as YamlNode } from 'yaml';
import type { SpecContext } from './spec-context.ts';
import { MAX_ALIAS_EXPANSION } from './limits.ts';


interface Anchor {
  node: YamlNode;
  /** Expanded node count, or -1 while the anchored node is still being walked (a cycle). */
  size: number;
}

interface Frame {
  node: YamlNode | null;
  children: Array<YamlNode | null>;
  i: number;
  size: number;
}

/**
 * Resolves every alias of a document to its anchored node (the last anchor of that name before
 * it, as Go YAML does) into `ctx.aliasTargets`, and measures how many nodes the aliases expand
 * to. An alias bomb stops at the first alias that passes MAX_ALIAS_EXPANSION with `alias-limit`,
 * and blocks alias reads for the rest of the document. Iterative: no recursion on user depth.
 * Returns whether the document has any alias.
 */
export function resolveAliases(root: YamlNode | null, ctx: SpecContext): boolean {
  const anchors = new Map<string, Anchor>();
  const stack: Frame[] = [{ node: null, children: [root], i: 0, size: 0 }];
  let expansion = 0;
  const noted = new Set<string>();
  let found = false;
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    if (frame.i >= frame.children.length) {
      stack.pop();
      const anchor = frame.node?.anchor;
      if (anchor && frame.node) anchors.set(anchor, { node: frame.node, size: frame.size });
      const parent = stack[stack.length - 1];
      if (parent) parent.size += frame.size;
      continue;
    }
    const child = frame.children[frame.i++];
    if (!child) continue;
    if (isAlias(child)) {
      found = true;
      const anchor = anchors.get(child.source);
      const at = rangeOf(child);
      if (!anchor || anchor.size < 0) {
        ctx.aliasTargets.set(child, null);
        ctx.diagnostics.push({
          code: 'BAD_ALIAS',
          severity: 'error',
          message: anchor
            ? `The alias *${child.source} sits inside the node it refers to; kops's YAML parser rejects such a cycle. Remove the alias.`
            : `The alias *${child.source} refers to no anchor &${child.source} defined before it; kops's YAML parser rejects the file. Define the anchor first or fix the name.`,
          range: at,
        });
        frame.size += 1;
        continue;
      }
      ctx.aliasTargets.set(child, anchor.node);
      frame.size += anchor.size;
      expansion += anchor.size;
      if (expansion > MAX_ALIAS_EXPANSION) {
        ctx.diagnostics.push({
          code: 'alias-limit',
          severity: 'error',
          message: `Aliases in this document expand to more than ${MAX_ALIAS_EXPANSION} nodes (an "alias bomb"); the aliases are not expanded. kops's YAML parser also refuses excessive aliasing. Remove the nested aliases.`,
          range: at,
        });
        ctx.aliasesBlocked = true;
        return true;
      }
      // One note per anchor name: a file that reuses one template many times needs only one.
      if (!noted.has(child.source)) {
        noted.add(child.source);
        ctx.diagnostics.push({
          code: 'yaml-alias',
          severity: 'info',
          message: `The alias *${child.source} repeats the node anchored as &${child.source}; kops's YAML parser expands it the same way, so the preview shows the anchored value.`,
          range: at,
        });
      }
      continue;
    }
    if (isScalar(child)) {
      if (child.anchor) anchors.set(child.anchor, { node: child, size: 1 });
      frame.size += 1;
      continue;
    }
    if (child.anchor) anchors.set(child.anchor, { node: child, size: -1 });
    stack.push({ node: child, children: childrenOf(child), i: 0, size: 1 });
  }
  return found;
}

function childrenOf(node: YamlNode): Array<YamlNode | null> {
  const out: Array<YamlNode | null> = [];
  if (isMap(node)) {
    for (const pair of node.items) out.push(pair.key as YamlNode | null, pair.value as YamlNode | null);
  } else if (isSeq(node)) {
    for (const item of node.items) out.push(item as YamlNode | null);
  }
  return out;
}

function rangeOf(node: YamlNode): { start: number; end: number } {
  const r = node.range;
  return r ? { start: r[0], end: r[1] } : { start: 0, end: 0 };
}
