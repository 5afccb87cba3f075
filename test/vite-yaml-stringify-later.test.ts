import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { standIn, YAML_WRITER_CALLERS, YAML_WRITER_GLOBAL, YAML_WRITER_MODULES } from '../scripts/vite-yaml-stringify-later.ts';

const ROOT = join(import.meta.dirname, '..');
const holder = globalThis as unknown as Record<string, unknown>;

/** The stand-in's exports, evaluated as a script. */
function evaluate(name: string): Record<string, unknown> {
  const code = standIn(name).replaceAll('export ', '');
  return new Function(`${code}\nreturn { ${YAML_WRITER_MODULES[name]!.join(', ')} };`)() as Record<string, unknown>;
}

afterEach(() => {
  delete holder[YAML_WRITER_GLOBAL];
});

describe('yaml writer stand-ins (scripts/vite-yaml-stringify-later.ts)', () => {
  it('name every export of each of yaml\'s writer modules, and keep foldFlowLines\' constants', async () => {
    for (const [name, exports] of Object.entries(YAML_WRITER_MODULES)) {
      const real = (await import(/* @vite-ignore */ `../node_modules/yaml/browser/dist/${name}.js`)) as Record<string, unknown>;
      expect(Object.keys(real).sort(), name).toEqual([...exports].sort());
      const stand = evaluate(name);
      for (const e of exports) if (typeof real[e] !== 'function') expect(stand[e], `${name}.${e}`).toBe(real[e]);
    }
  });

  it('call the real function once it is loaded, and say what is missing before', () => {
    const { stringifyString } = evaluate('stringify/stringifyString') as { stringifyString: (...args: unknown[]) => unknown };
    expect(() => stringifyString(1, 2)).toThrow("yaml's stringifyString is not loaded: the module that calls it must import virtual:kops-hook-playground-yaml-writer (scripts/vite-yaml-stringify-later.ts)");
    holder[YAML_WRITER_GLOBAL] = { stringifyString: (...args: unknown[]) => `written ${args.join(',')}` };
    expect(stringifyString(1, 2)).toBe('written 1,2');
  });

  // The page's modules that hand a yaml node to something that writes it: toJS (a collection as
  // a map key), toJSON, toString. Each must be on the list, or the page fails where it calls it.
  it('list every page module that can write YAML through yaml', () => {
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(path);
      }
    };
    walk(join(ROOT, 'src/core'));
    walk(join(ROOT, 'src/ui'));
    const writers = files
      .filter((f) => {
        const text = readFileSync(f, 'utf8');
        return /from 'yaml'/.test(text) && /\.(toJS|toJSON|toString)\(|\bString\(node\b|\bstringify\b(?!\()/.test(text.replace(/JSON\.stringify/g, ''));
      })
      .map((f) => relative(ROOT, f).replaceAll('\\', '/'))
      .sort();
    expect(writers).toEqual([...YAML_WRITER_CALLERS].sort());
  });
});
