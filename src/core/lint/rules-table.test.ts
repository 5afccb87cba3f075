import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { rulesTable } from './rules-table.ts';

it('RULES.md lists every rule of the registry (regenerate it from rulesTable() when this fails)', () => {
  const md = readFileSync(new URL('./RULES.md', import.meta.url), 'utf8');
  expect(md.slice(md.indexOf('| rule |'))).toBe(rulesTable());
});
