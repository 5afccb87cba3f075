/// <reference types="vite/client" />
import { exampleId } from './example-meta.ts';

const descriptions = import.meta.glob<string>('../../../examples/*.yaml', { query: '?example-description', import: 'default', eager: true });

/**
 * Each example's description, by id: the Examples menu's tooltips, in a chunk it loads after the
 * first paint (scripts/vite-example-meta.ts reads them at build time). About 1.8 KB gzipped that
 * the first view does without.
 */
export const EXAMPLE_DESCRIPTIONS: ReadonlyMap<string, string> = new Map(Object.entries(descriptions).map(([path, text]) => [exampleId(path), text]));
