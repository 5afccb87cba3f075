import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/** Every spec the repository holds: fixture inputs, examples and their bases. */
export function ownSpecs(): Array<{ name: string; text: string }> {
  const fixtures = readdirSync(join(ROOT, 'fixtures'), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => `fixtures/${d.name}/input.yaml`);
  const examples = ['examples', 'examples/bases'].flatMap((dir) => readdirSync(join(ROOT, dir)).filter((f) => f.endsWith('.yaml')).map((f) => `${dir}/${f}`));
  return [...fixtures, ...examples].map((name) => ({ name, text: readFileSync(join(ROOT, name), 'utf8') }));
}
