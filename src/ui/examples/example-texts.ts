/// <reference types="vite/client" />
import { exampleId } from './example-meta.ts';

const files = import.meta.glob<string>('../../../examples/*.yaml', { query: '?raw', import: 'default', eager: true });

/**
 * The gallery's texts by example id: a chunk loaded when an example is opened (or after the first
 * paint), never with the page (catalog.ts has the titles).
 */
export const EXAMPLE_TEXTS: ReadonlyMap<string, string> = new Map(Object.entries(files).map(([path, text]) => [exampleId(path), text]));

const bases = import.meta.glob<string>('../../../examples/bases/*.yaml', { query: '?raw', import: 'default', eager: true });

/** The earlier spec of each example that opens as a comparison of two specs (`# compare-base:`), by example id. */
export const EXAMPLE_BASES: ReadonlyMap<string, string> = new Map(Object.entries(bases).map(([path, text]) => [exampleId(path), text]));
