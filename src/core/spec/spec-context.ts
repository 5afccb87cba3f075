import type { Alias, Node as YamlNode } from 'yaml';
import type { Diagnostic } from '../types.ts';

/** State shared by the readers of one input: the text, the diagnostics, resolved aliases. */
export interface SpecContext {
  readonly text: string;
  readonly diagnostics: Diagnostic[];
  /** Each alias of the current document and the node it stands for (null when unresolved). */
  aliasTargets: Map<Alias, YamlNode | null>;
  /** Set after an alias bomb: aliases then read as empty, so no reader expands them. */
  aliasesBlocked: boolean;
}

/** A fresh context for `text`. */
export function createSpecContext(text: string): SpecContext {
  return { text, diagnostics: [], aliasTargets: new Map(), aliasesBlocked: false };
}
