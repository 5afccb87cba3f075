import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../src/cli/commands/render-markdown.ts';
import { analyze } from '../src/core/index.ts';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures');
const UPDATE = process.env.UPDATE_GOLDEN === '1';
const cases = readdirSync(FIXTURES, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
/** Markdown is checked at the newest kops only: the units themselves are pinned per era by the .txt files. */
const VERSION = '1.36.0';

describe(`golden Markdown (fixtures/<case>/${VERSION}.md = render --format markdown --kops-version ${VERSION})`, () => {
  for (const name of cases) {
    it(name, () => {
      const analysis = analyze(readFileSync(join(FIXTURES, name, 'input.yaml'), 'utf8'), { kopsVersion: VERSION });
      const actual = renderMarkdown(analysis, analysis.groups);
      const file = join(FIXTURES, name, `${VERSION}.md`);
      if (UPDATE) writeFileSync(file, actual);
      expect(existsSync(file), `${file} is missing: run npm run test:update and review it`).toBe(true);
      expect(actual).toBe(readFileSync(file, 'utf8'));
    });
  }
});
