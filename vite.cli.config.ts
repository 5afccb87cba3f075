import { defineConfig } from 'vite';

/**
 * The `kops-hooks` command compiled to JavaScript for the npm package (`npm run build:cli`, run
 * by `prepare`): one Node ES module per lazily loaded command, starting from
 * src/cli/main.ts, so whatever main.ts imports is in the build with no list of files to keep.
 * Packages in `dependencies` (yaml, fflate, diff) stay imports; Node built-ins too.
 */
export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: 'src/cli/main.ts',
    outDir: 'dist-cli',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    // Readable in node_modules, and bench/cpu-profile.ts finds the core's steps by function
    // name; unminified, `--help` already starts within 1.2× of `node -e 0` (npm run bench).
    minify: false,
    rolldownOptions: {
      // A command's module keeps its file name (lint.js); code that several commands share goes
      // to shared/, named by the bundler.
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: (chunk) => (chunk.isDynamicEntry ? '[name].js' : 'shared/[name].js'),
      },
    },
  },
});
