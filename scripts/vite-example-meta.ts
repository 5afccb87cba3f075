import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { exampleHeader } from '../src/ui/examples/example-header.ts';
import { exampleId, exampleMeta } from '../src/ui/examples/example-meta.ts';

/** The import query that gives an example file's meta instead of its text. */
export const EXAMPLE_META_QUERY = 'example-meta';
/** The import query that gives an example file's description (src/ui/examples/example-descriptions.ts). */
export const EXAMPLE_DESCRIPTION_QUERY = 'example-description';

/**
 * `examples/NAME.yaml?example-meta` is a module whose default export is the example's meta
 * (src/ui/examples/example-meta.ts): its header without the description, length and
 * fingerprint, read from the file at build time. The page's entry then carries the Examples menu
 * without the examples' texts, which load after the first paint (src/ui/examples/example-texts.ts).
 * `?example-description` is the description alone, in the chunk that the Examples menu loads
 * after the first paint for its tooltips (src/ui/examples/example-descriptions.ts). Used by
 * vite.config.ts and vitest.config.ts, so that tests see the catalog the page sees.
 */
export function exampleMetaPlugin(): Plugin {
  return {
    name: 'kops-hook-playground-example-meta',
    load(id) {
      const [file = '', query = ''] = id.split('?', 2);
      const params = new URLSearchParams(query);
      if (params.has(EXAMPLE_DESCRIPTION_QUERY)) {
        this.addWatchFile(file);
        return `export default ${JSON.stringify(exampleHeader(readFileSync(file, 'utf8'), exampleId(file)).description)};\n`;
      }
      if (!params.has(EXAMPLE_META_QUERY)) return null;
      this.addWatchFile(file);
      return `export default ${JSON.stringify(exampleMeta(readFileSync(file, 'utf8'), exampleId(file)))};\n`;
    },
  };
}
