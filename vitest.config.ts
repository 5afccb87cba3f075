import { defineConfig } from 'vitest/config';
import { exampleMetaPlugin } from './scripts/vite-example-meta.ts';

export default defineConfig({
  // The gallery's meta (src/ui/examples/catalog.ts), as the page's build reads it.
  plugins: [exampleMetaPlugin()],
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // The external corpora's check (test/corpus.ts): names the suites skipped without them, and
    // fails a run that had them but did not run every test of theirs.
    reporters: ['default', './test/corpus-reporter.ts'],
  },
});
