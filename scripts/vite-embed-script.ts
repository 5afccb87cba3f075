import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';
import { NEWEST_KOPS_VERSION } from '../src/core/kops/behaviour.ts';

/** embed.js's source: src/ui/embed/embed.ts and what it imports, bundled into one classic script. */
const ENTRY = fileURLToPath(new URL('../src/ui/embed/embed.ts', import.meta.url));
/** Its name in the build, beside index.html and with no hash, so a docs site can link it for good. */
export const EMBED_SCRIPT = 'embed.js';

/**
 * Bundles embed.js: an IIFE (a classic script: a docs page on another origin loads it without
 * CORS, which a module script would need), minified, for browsers the playground supports.
 */
export async function bundleEmbedScript(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    // The one fact embed.js needs from the renderer; importing behaviour.ts would bring its tables.
    define: { __NEWEST_KOPS_VERSION__: JSON.stringify(NEWEST_KOPS_VERSION) },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      modulePreload: false,
      rolldownOptions: { input: ENTRY, output: { format: 'iife', entryFileNames: EMBED_SCRIPT } },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.isEntry);
  if (!chunk) throw new Error('embed.js: the bundle has no entry chunk');
  return chunk.code;
}

/**
 * Ships embed.js in the build (at the build's root, beside index.html) and serves it on the dev
 * server at /embed.js, bundled from the sources on each request.
 */
export function embedScriptPlugin(): Plugin {
  return {
    name: 'kops-hook-playground-embed-script',
    // After Vite's own generateBundle, which adds index.html: the web workers' bundles have none.
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        if (!Object.keys(bundle).some((name) => name.endsWith('index.html'))) return;
        this.emitFile({ type: 'asset', fileName: EMBED_SCRIPT, source: await bundleEmbedScript() });
      },
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (new URL(req.url ?? '/', 'http://x').pathname !== `/${EMBED_SCRIPT}`) return next();
        bundleEmbedScript().then((code) => {
          res.setHeader('content-type', 'text/javascript; charset=utf-8');
          res.end(code);
        }, next);
      });
    },
  };
}
