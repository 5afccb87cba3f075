import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { exampleId, exampleMeta } from '../src/ui/examples/example-meta.ts';

/** The import query that gives an example file's meta instead of its text. */
export const EXAMPLE_META_QUERY = 'example-meta';

/**
 * `examples/NAME.yaml?example-meta` is a module whose default export is the example's meta
 * (src/ui/examples/example-meta.ts): its header, length and fingerprint, read from the file at
 * build time. The page's entry then carries the Examples menu without the examples' texts, which
 * load after the first paint (src/ui/examples/example-texts.ts). Used by vite.config.ts and
 * vitest.config.ts, so that tests see the catalog the page sees.
 */
export function exampleMetaPlugin(): Plugin {
  return {
    name: 'kops-hook-playground-example-meta',
    load(id) {
      const [file = '', query = ''] = id.split('?', 2);
      if (!new URLSearchParams(query).has(EXAMPLE_META_QUERY)) return null;
      this.addWatchFile(file);
      return `export default ${JSON.stringify(exampleMeta(readFileSync(file, 'utf8'), exampleId(file)))};\n`;
    },
  };
}
