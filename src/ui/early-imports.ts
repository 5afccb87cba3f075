/**
 * The chunk an `?example=` visit waits for before its first render, which the early script
 * (scripts/vite-early-preload.ts) imports before the entry has arrived. Its path from the
 * project root, as the build names it: vite.config.ts gives it to the early script.
 */
export const EXAMPLE_TEXTS_MODULE = 'src/ui/examples/example-texts.ts';

/** Where the early script leaves its `import()` of each, by path. */
export const EARLY_IMPORTS_GLOBAL = '__kopsHookPlaygroundEarlyImports';

/**
 * `module`, by the early script's `import()` when it made one, else by `load`. The early import
 * has fetched and linked the chunk while the entry downloaded; it finishes evaluating as soon as
 * the entry has run (its exports are what the chunk waits for: scripts/vite-classic-entry.ts), in
 * the same task, so that what waits for it renders before DOMContentLoaded. A failed early import
 * falls back on `load`.
 */
export function importEarly<T>(module: string, load: () => Promise<T>): Promise<T> {
  const early = (globalThis as unknown as Record<string, Record<string, Promise<T>> | undefined>)[EARLY_IMPORTS_GLOBAL]?.[module];
  return early ? early.catch(load) : load();
}
