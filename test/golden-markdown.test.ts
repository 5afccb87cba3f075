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

/** Cases of test/fixtures/nodeup that show what the fixtures do not: bastions, kops's refusal, a blocking restart. */
const NODEUP_CASES: Array<[string, string]> = [['bastion', '1.36.0'], ['v1alpha3-refusal', '1.22.6'], ['oneshot-restart', '1.34.3']];

function check(dir: string, version: string): void {
  const analysis = analyze(readFileSync(join(dir, 'input.yaml'), 'utf8'), { kopsVersion: version });
  const actual = renderMarkdown(analysis, analysis.groups);
  const file = join(dir, `${version}.md`);
  if (UPDATE) writeFileSync(file, actual);
  expect(existsSync(file), `${file} is missing: run npm run test:update and review it`).toBe(true);
  expect(actual).toBe(readFileSync(file, 'utf8'));
}

describe('golden Markdown (<case>/<version>.md = render --format markdown --kops-version <version>)', () => {
  for (const name of cases) it(`fixtures/${name} @ ${VERSION}`, () => check(join(FIXTURES, name), VERSION));
  for (const [name, version] of NODEUP_CASES) it(`test/fixtures/nodeup/${name} @ ${version}`, () => check(join(import.meta.dirname, 'fixtures', 'nodeup', name), version));
});
