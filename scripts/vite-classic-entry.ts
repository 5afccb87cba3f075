import { Script } from 'node:vm';
import { parseAst, type Plugin, type Rolldown } from 'vite';

/** Where the classic entry leaves its exports for the chunks that load later. */
export const SHARED_GLOBAL = '__kopsHookPlaygroundEntry';
const META = '__kopsHookPlaygroundMeta';

interface Edit {
  start: number;
  end: number;
  text: string;
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

function visit(node: Node, found: (node: Node) => void): void {
  found(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) visit(item, found);
    if (isNode(value)) visit(value, found);
  }
}

function applyEdits(code: string, edits: Edit[]): string {
  let out = code;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

function nameOf(node: unknown): string {
  const n = node as { name?: string; value?: string };
  return n.name ?? String(n.value);
}

/**
 * The entry chunk, rewritten from an ES module into a classic script that behaves the same.
 *
 * Why: Chromium keeps V8's compiled code for classic scripts between visits, but for module
 * scripts it writes that cache and never reads it back (Chromium 156: every visit of a returning
 * visitor traces `v8.deserializeOnBackground` for a classic script and a fresh
 * `V8.CompileStreamedModule` for the same file loaded as a module). Compiling the entry's
 * functions as they first run was about half of the time to the first unit.
 *
 * - `export { local as name }` becomes getters on {@link SHARED_GLOBAL}; the module that keeps the
 *   entry's file name reads them when the first later chunk loads, and re-exports them (see
 *   {@link entryShim}).
 * - `import.meta` becomes an object holding the script's URL, so dynamic `import()` (which a
 *   classic script resolves against its own URL) and `new URL(…, import.meta.url)` resolve as before.
 * - The body runs in a strict function: module code is strict and keeps its names private.
 *
 * What a classic script cannot express (a static import, `export default`, a re-export,
 * top-level await) fails the build instead of the page.
 */
export function classicEntry(code: string, fileName: string): { script: string; exports: string[] } {
  if (code.includes(META) || code.includes(SHARED_GLOBAL)) throw new Error(`${fileName}: already uses ${META} or ${SHARED_GLOBAL}`);
  const ast = parseAst(code) as unknown as Node & { body: Node[] };
  const edits: Edit[] = [];
  const exports: string[] = [];
  for (const statement of ast.body) {
    if (statement.type === 'ImportDeclaration') {
      throw new Error(`${fileName}: the entry imports ${JSON.stringify(nameOf(statement.source))} statically; a classic script cannot. Keep shared code inside the entry chunk.`);
    }
    const reExport = statement.type === 'ExportNamedDeclaration' && (statement.declaration || statement.source);
    if (statement.type === 'ExportDefaultDeclaration' || statement.type === 'ExportAllDeclaration' || reExport) {
      throw new Error(`${fileName}: cannot turn "${code.slice(statement.start, Math.min(statement.end, statement.start + 60))}" into a classic script`);
    }
    if (statement.type === 'ExportNamedDeclaration') {
      const getters = (statement.specifiers as Node[]).map((s) => {
        exports.push(nameOf(s.exported));
        return `get ${JSON.stringify(nameOf(s.exported))}(){return ${nameOf(s.local)}}`;
      });
      edits.push({ start: statement.start, end: statement.end, text: `globalThis.${SHARED_GLOBAL}={${getters.join(',')}};` });
    }
  }
  visit(ast, (node) => {
    if (node.type === 'MetaProperty') edits.push({ start: node.start, end: node.end, text: META });
  });
  const script = `(function(){"use strict";var ${META}={url:document.currentScript.src};\n${applyEdits(code, edits)}\n})();\n`;
  try {
    // Compiled as a classic script here, never run: a top-level await or any module syntax left
    // over fails the build rather than the page.
    new Script(script, { filename: fileName });
  } catch (error) {
    throw new Error(`${fileName}: the classic entry does not compile: ${(error as Error).message}`, { cause: error });
  }
  return { script, exports };
}

/**
 * The module that keeps the entry's file name: later chunks import the classic entry's exports
 * from it. It reads each export once, when the first later chunk loads, so an export reassigned
 * after that would be stale there: exports in src/ are consts, functions and classes (an ESLint
 * rule), and today's 22 shared exports are all bindings that are never reassigned.
 */
export function entryShim(exports: string[]): string {
  const lines = exports.map((name, i) => `const e${i}=g[${JSON.stringify(name)}];`);
  const list = exports.map((name, i) => `e${i} as ${JSON.stringify(name)}`).join(',');
  return `const g=globalThis.${SHARED_GLOBAL};\n${lines.join('\n')}\nexport{${list}};\n`;
}

/** `assets/index-HASH.js` → `assets/index-classic-HASH.js`: still a hashed asset, cached as one. */
export function classicFileName(fileName: string): string {
  const classic = fileName.replace(/-([\w-]{8})\.js$/, '-classic-$1.js');
  if (classic === fileName) throw new Error(`${fileName}: expected a name ending in -HASH.js`);
  return classic;
}

/** index.html: the module tag of the entry becomes a deferred classic tag for the classic file. */
export function classicHtml(html: string, entry: string, classic: string): string {
  const tag = new RegExp(`<script type="module" crossorigin src="([^"]*)${entry.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"></script>`);
  if (!tag.test(html)) throw new Error(`index.html has no module script tag for ${entry}`);
  return html.replace(tag, (_, prefix: string) => `<script defer src="${prefix}${classic}"></script>`);
}

/**
 * Production builds: the page's entry runs as a classic script, so that a returning visitor's
 * browser reuses its compiled code; a small module under the entry's old name hands its exports
 * to the chunks that load later (Monaco, lint), which import it as before.
 */
export function classicEntryPlugin(): Plugin {
  return {
    name: 'kops-hook-playground-classic-entry',
    apply: 'build',
    // After Vite's own generateBundle, which fills in the preload lists of dynamic imports.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const files = Object.values(bundle);
        const html = files.find((file): file is Rolldown.OutputAsset => file.type === 'asset' && file.fileName.endsWith('index.html'));
        if (!html) return; // worker bundles have no page
        const entries = files.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.isEntry);
        if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
        const entry = entries[0]!;
        const { script, exports } = classicEntry(entry.code, entry.fileName);
        const classic = classicFileName(entry.fileName);
        this.emitFile({ type: 'asset', fileName: classic, source: script });
        entry.code = entryShim(exports);
        html.source = classicHtml(String(html.source), entry.fileName.split('/').pop()!, classic.split('/').pop()!);
      },
    },
  };
}
