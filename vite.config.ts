import { defineConfig } from 'vite';
import { cspPlugin } from './scripts/vite-csp.ts';
import { assetCachePlugin } from './scripts/vite-asset-cache.ts';
import { classicEntryPlugin } from './scripts/vite-classic-entry.ts';

// base './' keeps every asset URL relative, so the built page works from any sub-path
// (documentation sites host it under one).
export default defineConfig({
  base: './',
  plugins: [cspPlugin(), assetCachePlugin(), classicEntryPlugin()],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 4096,
    // Every browser the page supports has native modulepreload; the polyfill only costs the
    // first paint its compile and run.
    modulePreload: { polyfill: false },
  },
  worker: { format: 'es' },
  preview: { port: 4173, strictPort: true },
  server: { port: 5173 },
});
