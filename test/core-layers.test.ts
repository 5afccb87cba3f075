import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The layers of src/core, lowest first: a module imports only from its own layer and the layers
 * below it (type-only and dynamic imports count too), so each layer can be read, tested and
 * reused without the ones above. A layer is a folder of src/core or one of its top-level files; a
 * new one must take its place here.
 */
const LAYERS: readonly string[] = [
  'utf8.ts', 'text-index.ts', 'types.ts',
  'share/', 'systemd/', 'spec/', 'kops/', 'files/', 'plan-spec.ts', 'incremental/',
  'analyze-plan.ts', 'analyze-edit.ts', 'boot/', 'lint/', 'compare/', 'index.ts',
];

const CORE = resolve(import.meta.dirname, '../src/core');

/** The layer of a path relative to src/core (`kops/plan.ts` → `kops/`). */
const layerOf = (path: string): string => (path.includes('/') ? `${path.slice(0, path.indexOf('/'))}/` : path);

/** Every relative import of a module, as paths relative to src/core. */
function importsOf(file: string, text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles
    .map((f) => f.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => relative(CORE, resolve(CORE, dirname(file), name)));
}

/** `file → target` for every import that reaches a layer above the importing module's, or outside the list. */
export function upwardImports(modules: ReadonlyMap<string, readonly string[]>, layers: readonly string[]): string[] {
  const rank = new Map(layers.map((l, i) => [l, i] as const));
  const found: string[] = [];
  for (const [file, targets] of modules) {
    const own = rank.get(layerOf(file));
    if (own === undefined) {
      found.push(`${file}: its layer ${layerOf(file)} is not in LAYERS`);
      continue;
    }
    for (const target of targets) {
      const theirs = rank.get(layerOf(target));
      if (theirs === undefined || theirs > own) found.push(`${file} → ${target}`);
    }
  }
  return found;
}

describe('the layers of src/core', () => {
  const modules = new Map(
    readdirSync(CORE, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .map((f) => [f, importsOf(f, readFileSync(join(CORE, f), 'utf8'))] as const),
  );

  it('reads the imports of every module, type-only and dynamic ones included', () => {
    expect(modules.size).toBeGreaterThan(150);
    expect(importsOf('boot/boot-units.ts', "import type { A } from '../spec/x.ts';\nexport { b } from './y.ts';\nconst c = () => import('../lint/z.ts');\n"))
      .toEqual(['spec/x.ts', 'boot/y.ts', 'lint/z.ts']);
  });

  it('finds an import that runs back up, and a layer that is not listed (the check can fail)', () => {
    const planted = new Map([
      ['boot/boot-units.ts', ['lint/source-map.ts', 'spec/hook-ranges.ts', 'types.ts']],
      ['incremental/analyze-edit.ts', ['analyze-plan.ts']],
      ['newthing/a.ts', ['types.ts']],
    ]);
    expect(upwardImports(planted, LAYERS)).toEqual([
      'boot/boot-units.ts → lint/source-map.ts',
      'incremental/analyze-edit.ts → analyze-plan.ts',
      'newthing/a.ts: its layer newthing/ is not in LAYERS',
    ]);
  });

  it('import only from their own layer and the layers below it', () => {
    expect(upwardImports(modules, LAYERS)).toEqual([]);
  });
});
