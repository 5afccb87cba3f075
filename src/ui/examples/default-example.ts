/// <reference types="vite/client" />
// The first example by file name (`01-…`), the one text of the gallery the first paint needs.
const first = Object.entries(import.meta.glob<string>('../../../examples/01-*.yaml', { query: '?raw', import: 'default', eager: true }))
  .sort(([a], [b]) => (a < b ? -1 : 1))[0];

/** The text shown on a first visit: the request's swap unit, the story behind the playground (the gallery's first example). */
export const DEFAULT_EXAMPLE_TEXT: string = first?.[1] ?? '';
