import { test } from './fixtures.ts';
import { openPlayground } from './helpers.ts';
import { expectSchemaCompletionAndHover } from './schema-checks.ts';

// Monaco's chunk is large; on a busy CI machine the default 60 s is too tight.
test.describe.configure({ timeout: 120_000 });

test('the hook schema gives completion and hover docs (monaco-yaml worker from the bundle)', async ({ page }) => {
  await openPlayground(page);
  await expectSchemaCompletionAndHover(page);
});
