import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { cspPlugin } from './scripts/vite-csp.ts';
import { assetCachePlugin } from './scripts/vite-asset-cache.ts';
import { classicEntryPlugin } from './scripts/vite-classic-entry.ts';
import { earlyPreloadPlugin } from './scripts/vite-early-preload.ts';
import { exampleMetaPlugin } from './scripts/vite-example-meta.ts';
import { pwaPlugin } from './scripts/vite-pwa.ts';
import { hookSchemaPlugin } from './scripts/vite-hook-schema.ts';
import { rulePagesPlugin } from './scripts/vite-rule-pages.ts';
import { embedScriptPlugin } from './scripts/vite-embed-script.ts';
import { YAML_WRITER_CALLERS, yamlStringifyLaterPlugin } from './scripts/vite-yaml-stringify-later.ts';
import { earlyExportsPlugin } from './scripts/vite-early-exports.ts';
import { prerenderPlugin } from './scripts/vite-prerender.ts';
import { EXAMPLE_TEXTS_MODULE } from './src/ui/early-imports.ts';
import { EARLY_EXPORTS, EARLY_EXPORTS_GLOBAL } from './src/ui/early-exports.ts';

// base './' keeps every asset URL relative, so the built page works from any sub-path
// (documentation sites host it under one).
export default defineConfig({
  base: './',
  // React Fast Refresh in dev (an edit keeps the page's state); in builds it only sets the JSX runtime.
  plugins: [
    react(), exampleMetaPlugin(), cspPlugin(), assetCachePlugin(), classicEntryPlugin(),
    // What an ?example= visit waits for, asked for before the entry has arrived (the early
    // script decodes a permalink itself).
    earlyPreloadPlugin([{ when: '/[?&]example=/.test(location.search)', module: EXAMPLE_TEXTS_MODULE }]),
    // The codec's chunk decodes with the early script's decoder (src/ui/early-exports.ts).
    earlyExportsPlugin(EARLY_EXPORTS, EARLY_EXPORTS_GLOBAL),
    pwaPlugin(), hookSchemaPlugin(), rulePagesPlugin(), embedScriptPlugin(),
    // yaml's writer out of the entry: the page only reads YAML, and the one module that can
    // write through it (a spec comparison's toJS) loads it.
    yamlStringifyLaterPlugin(YAML_WRITER_CALLERS),
    // The first view in index.html, rendered from the page's own components at build time, and
    // the inline script that paints it only on the visits it is right for.
    prerenderPlugin(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 4096,
    // No preload lists for dynamic imports: the entry would carry, for each lazy chunk, the hashed
    // names of the chunks it imports (about 1 KB gzipped, issue 47). A lazy chunk, which every
    // kind of visit loads only after its first paint, asks for its imports once it runs instead
    // (the early script still preloads what a visit needs before the entry runs). CSS is still
    // loaded with its chunk.
    modulePreload: false,
  },
  worker: { format: 'es' },
  resolve: {
    // monaco-vim's `browser` export is a UMD bundle with its own copy of Monaco 0.33's internals
    // (ShiftCommand and what it needs); its ES module imports them from the Monaco the page has
    // (src/ui/editor/vim-mode.ts). The package exports no subpath, so the alias names the file.
    alias: [{ find: /^monaco-vim$/, replacement: fileURLToPath(new URL('./node_modules/monaco-vim/dist/index.mjs', import.meta.url)) }],
  },
  optimizeDeps: {
    // The dev server pre-bundles a dependency only when it finds it from index.html, and its
    // scan does not follow `?worker` imports. Monaco's two workers would then be served file by
    // file from node_modules, and the YAML worker's CommonJS dependency (path-browserify) throws
    // "module is not defined" in the browser. Listing the workers' entries here pre-bundles them
    // as ES modules before the first page load (found later, they would force a full reload).
    // Their wrappers live in src/ui/editor/workers/ because the dev server maps a bare import to
    // its pre-bundled copy only from a source file, not from a file inside node_modules.
    include: ['monaco-editor/esm/vs/editor/editor.worker.js', 'monaco-yaml/yaml.worker.js'],
  },
  preview: { port: 4173, strictPort: true },
  server: { port: 5173 },
});
