/// <reference types="vite/client" />
import { EXAMPLE_TEXTS_MODULE, importEarly } from '../early-imports.ts';
import { exampleId, type ExampleMeta } from './example-meta.ts';

/** One gallery entry, without its text (see {@link loadExample}). */
export interface ExampleEntry extends ExampleMeta {
  /** File name without `.yaml`, used in `?example=ID`. */
  id: string;
}

/** A gallery entry with its text. */
export interface LoadedExample extends ExampleEntry {
  text: string;
  /** The earlier spec it is compared with, for an example with `# compare-base:`. */
  base?: string;
}

// Eager, but only the meta (scripts/vite-example-meta.ts): the Examples menu's titles are needed
// for the first paint, the texts (6 KB gzipped) only once an example is opened.
const metas = import.meta.glob<ExampleMeta>('../../../examples/*.yaml', { query: '?example-meta', import: 'default', eager: true });

/** The gallery, ordered by file name (the files carry a numeric prefix for that). */
export const EXAMPLES: readonly ExampleEntry[] = Object.entries(metas)
  .sort(([a], [b]) => (a < b ? -1 : 1))
  .map(([path, meta]) => ({ id: exampleId(path), ...meta }));

/** Finds an example by id. */
export function findExample(id: string): ExampleEntry | undefined {
  return EXAMPLES.find((e) => e.id === id);
}

/** Finds an example by id and loads its text (example-texts.ts, a chunk of its own). */
export async function loadExample(id: string): Promise<LoadedExample | undefined> {
  const entry = findExample(id);
  if (!entry) return undefined;
  const { EXAMPLE_TEXTS, EXAMPLE_BASES } = await importEarly(EXAMPLE_TEXTS_MODULE, () => import('./example-texts.ts'));
  const text = EXAMPLE_TEXTS.get(id);
  const base = entry.compareBase !== undefined ? EXAMPLE_BASES.get(id) : undefined;
  return text === undefined ? undefined : { ...entry, text, ...(base !== undefined ? { base } : {}) };
}
