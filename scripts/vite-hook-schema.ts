import type { Plugin } from 'vite';
import { HOOK_SCHEMA } from '../src/ui/editor/hook-schema.ts';

/** Where the schema lives in the build, beside index.html: a stable URL for editors to name. */
export const HOOK_SCHEMA_PATH = 'schema/kops-hooks.schema.json';

/** The editor's hook schema as the file published for editors (two-space JSON, final newline). */
export function publishedHookSchema(): string {
  return `${JSON.stringify(HOOK_SCHEMA, null, 2)}\n`;
}

/**
 * Publishes the JSON Schema that the editor uses (src/ui/editor/hook-schema.ts) at
 * {@link HOOK_SCHEMA_PATH}: in the build as a file with no hash in its name, and on the dev server
 * at the same path, so `# yaml-language-server: $schema=…` works against either.
 */
export function hookSchemaPlugin(): Plugin {
  return {
    name: 'kops-hook-playground-hook-schema',
    // After Vite's own generateBundle, which adds index.html: the web workers' bundles have none.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (!Object.keys(bundle).some((name) => name.endsWith('index.html'))) return;
        this.emitFile({ type: 'asset', fileName: HOOK_SCHEMA_PATH, source: publishedHookSchema() });
      },
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        // The dev server serves the page at its root whatever `base` says.
        if (new URL(req.url ?? '/', 'http://x').pathname !== `/${HOOK_SCHEMA_PATH}`) return next();
        res.setHeader('content-type', 'application/schema+json');
        res.end(publishedHookSchema());
      });
    },
  };
}
