import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * yaml's writer modules the page's entry leaves out (by path under yaml's browser/dist/), each
 * with its exports: the writer, and what turns JavaScript values into nodes or revives `toJS`'s
 * output, which only writing code calls.
 */
export const YAML_WRITER_MODULES: Readonly<Record<string, readonly string[]>> = {
  'stringify/stringify': ['createStringifyContext', 'stringify'],
  'stringify/stringifyCollection': ['stringifyCollection'],
  'stringify/stringifyDocument': ['stringifyDocument'],
  'stringify/stringifyPair': ['stringifyPair'],
  'stringify/stringifyString': ['stringifyString'],
  'stringify/foldFlowLines': ['FOLD_BLOCK', 'FOLD_FLOW', 'FOLD_QUOTED', 'foldFlowLines'],
  'stringify/stringifyComment': ['indentComment', 'lineComment', 'stringifyComment'],
  'doc/createNode': ['createNode'],
  'doc/applyReviver': ['applyReviver'],
};

/** foldFlowLines.js's constants, which are values, not functions: the stand-in has them itself. */
const CONSTANTS: Readonly<Record<string, string>> = { FOLD_BLOCK: 'block', FOLD_FLOW: 'flow', FOLD_QUOTED: 'quoted' };

/**
 * The page's modules that may call yaml's writer: src/core/compare/user-data.ts's `toJS`, which
 * writes a map key that is a collection as text (a spec comparison's chunk).
 */
export const YAML_WRITER_CALLERS: readonly string[] = ['src/core/compare/user-data.ts'];

/** Where the real writer leaves its functions once its chunk has run. */
export const YAML_WRITER_GLOBAL = '__kopsHookPlaygroundYamlWriter';

/** The module that loads the real writer: what the modules of {@link yamlStringifyLaterPlugin}'s list import. */
export const YAML_WRITER_MODULE = 'virtual:kops-hook-playground-yaml-writer';

const WRITER_FILE = /[\\/]yaml[\\/]browser[\\/]dist[\\/]((?:stringify|doc)[\\/]\w+)\.js$/;
const STAND_IN = '\0yaml-writer-stand-in:';
const REAL = `\0${YAML_WRITER_MODULE}`;

/** The stand-in for the writer module `name`: each function calls the real one, once it has loaded. */
export function standIn(name: string): string {
  const exports = YAML_WRITER_MODULES[name] ?? [];
  const lines = exports.map((e) => (e in CONSTANTS
    ? `export const ${e} = ${JSON.stringify(CONSTANTS[e])};`
    : `export function ${e}(...args) { return writer(${JSON.stringify(e)})(...args); }`));
  return `function writer(name) {
  const f = globalThis.${YAML_WRITER_GLOBAL}?.[name];
  if (!f) throw new Error(\`yaml's \${name} is not loaded: the module that calls it must import ${YAML_WRITER_MODULE} (scripts/vite-yaml-stringify-later.ts)\`);
  return f;
}
${lines.join('\n')}
`;
}

/** yaml's writer module `name`, as a file path. */
function writerFile(name: string): string {
  const yaml = dirname(createRequire(import.meta.url).resolve('yaml/package.json'));
  return join(yaml, 'browser', 'dist', `${name}.js`);
}

/** The real writer: yaml's own modules, their functions left on {@link YAML_WRITER_GLOBAL}. */
export function realWriter(): string {
  const names = Object.keys(YAML_WRITER_MODULES);
  const imports = names.map((name, i) => `import * as m${i} from ${JSON.stringify(writerFile(name))};`);
  const spread = names.map((_, i) => `...m${i}`).join(', ');
  return `${imports.join('\n')}\nglobalThis.${YAML_WRITER_GLOBAL} = { ${spread} };\n`;
}

/**
 * The page never writes YAML through the yaml library: it reads specs with its Parser and
 * Composer. Yet the Composer's Document, and the nodes' toString methods, import yaml's writer
 * (with createNode and applyReviver, about 4.9 KB of the entry, gzipped), which then ships in the
 * first view's JavaScript. In the page's build (not the CLI's, the tests', nor the workers',
 * which have their own plugins), each of those modules is a stand-in whose functions call the
 * real ones, loaded by the modules of `callers` (path ends, e.g. `src/core/compare/user-data.ts`:
 * its `toJS` writes a map key that is a collection as text), into which the plugin puts an import
 * of the real writer. A caller not on the list fails loudly ("yaml's … is not loaded");
 * test/vite-yaml-stringify-later.test.ts keeps the list complete.
 */
export function yamlStringifyLaterPlugin(callers: readonly string[]): Plugin {
  return {
    name: 'kops-hook-playground-yaml-stringify-later',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source === YAML_WRITER_MODULE) return REAL;
      if (!importer || !/stringify|createNode|applyReviver/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      const name = resolved && WRITER_FILE.exec(resolved.id)?.[1]?.replaceAll('\\', '/');
      if (!resolved || !name || !(name in YAML_WRITER_MODULES)) return null;
      // The real writer and yaml's writer modules among themselves see the real modules.
      const from = WRITER_FILE.exec(importer)?.[1]?.replaceAll('\\', '/');
      if (importer === REAL || (from && from in YAML_WRITER_MODULES)) return resolved;
      return `${STAND_IN}${name}`;
    },
    load(id) {
      if (id.startsWith(STAND_IN)) return standIn(id.slice(STAND_IN.length));
      if (id === REAL) return realWriter();
      return null;
    },
    transform(code, id) {
      const path = id.split('?', 1)[0]!.replaceAll('\\', '/');
      if (!callers.some((c) => path.endsWith(`/${c}`))) return null;
      return { code: `import ${JSON.stringify(YAML_WRITER_MODULE)};\n${code}`, map: null };
    },
  };
}
