import { defineConfig } from 'vite';
import { cspPlugin } from './scripts/vite-csp.ts';

// base './' keeps every asset URL relative, so the built page works from any sub-path
// (documentation sites host it under one).
export default defineConfig({
  base: './',
  plugins: [cspPlugin()],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 4096,
  },
  worker: { format: 'es' },
  preview: { port: 4173, strictPort: true },
  server: { port: 5173 },
});
