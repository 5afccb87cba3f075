import { useSyncExternalStore } from 'react';
import type { Analysis, Diagnostic } from '../../core/index.ts';
import type { RuleDocs } from '../../core/lint/rule.ts';

/** The linter once its chunk has loaded. */
export type Linter = (analysis: Analysis) => Diagnostic[];

let linter: Linter | null = null;
let docs: ReadonlyMap<string, { title: string; docs: RuleDocs }> = new Map();
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads lint (a fifth of the code) after the first units are on screen: the units need only the
 * plan, so lint stays off the critical path; problems appear a moment later.
 */
export function loadLinter(): Promise<void> {
  loading ??= import('./lint-chunk.ts').then((m) => {
    docs = new Map(Object.values(m.RULES).map((r) => [r.id, { title: r.title, docs: r.docs }]));
    linter = m.lint;
    listeners.forEach((l) => l());
  });
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The linter, or null while its chunk loads (the component re-renders when it arrives). */
export function useLinter(): Linter | null {
  return useSyncExternalStore(subscribe, () => linter, () => linter);
}

/** The lint rule's title and doc text for a diagnostic code, or undefined (yaml and spec codes, or lint not loaded). */
export function loadedRuleDocs(code: string): { title: string; docs: RuleDocs } | undefined {
  return docs.get(code);
}
