/// <reference types="vite/client" />
import { exampleHeader, type ExampleHeader } from './example-header.ts';

/** One gallery entry: the file's text and its header. */
export interface ExampleEntry extends ExampleHeader {
  /** File name without `.yaml`, used in `?example=ID`. */
  id: string;
  text: string;
}

// Eager: the whole gallery is a few KB gzipped, and the titles are needed for the first paint.
const files = import.meta.glob<string>('../../../examples/*.yaml', { query: '?raw', import: 'default', eager: true });

/** The gallery, ordered by file name (the files carry a numeric prefix for that). */
export const EXAMPLES: readonly ExampleEntry[] = Object.entries(files)
  .sort(([a], [b]) => (a < b ? -1 : 1))
  .map(([path, text]) => {
    const id = path.replace(/^.*\//, '').replace(/\.yaml$/, '');
    return { id, text, ...exampleHeader(text, id) };
  });

/** Finds an example by id. */
export function findExample(id: string): ExampleEntry | undefined {
  return EXAMPLES.find((e) => e.id === id);
}
