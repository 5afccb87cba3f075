import { defineConfig } from 'vitest/config';
import { exampleMetaPlugin } from './scripts/vite-example-meta.ts';

export default defineConfig({
  // The gallery's meta (src/ui/examples/catalog.ts), as the page's build reads it.
  plugins: [exampleMetaPlugin()],
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
