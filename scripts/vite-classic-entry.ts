import { Script } from 'node:vm';
import { parseAst, type Plugin, type Rolldown } from 'vite';
import { builtPage } from './built-page.ts';

/** Where the classic entry leaves its exports for the chunks that load later. */
export const SHARED_GLOBAL = '__kopsHookPlaygroundEntry';
/** What the entry calls once it has left its exports: shims loaded before it wait on it (see entryShim). */
export const READY_GLOBAL = '__kopsHookPlaygroundEntryReady';
/** The promise those shims wait on, one for all of them. */
const WAIT_GLOBAL = '__kopsHookPlaygroundEntryWait';
/** Where it leaves the exports of the shared chunks it took in, by file name (see inlineChunk). */
export const CHUNKS_GLOBAL = '__kopsHookPlaygroundChunks';
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
 * - It first asks for that module with a modulepreload link, before its own code runs.
 *
 * What a classic script cannot express (a static import, `export default`, a re-export,
 * top-level await) fails the build instead of the page.
 */
export function classicEntry(code: string, fileName: string, inlined: ReadonlyMap<string, InlinedChunk> = new Map()): { script: string; exports: string[] } {
  for (const text of [code, ...[...inlined.values()].map((c) => c.code)]) {
    if (text.includes(META) || text.includes(SHARED_GLOBAL) || text.includes(CHUNKS_GLOBAL)) throw new Error(`${fileName}: already uses ${META}, ${SHARED_GLOBAL} or ${CHUNKS_GLOBAL}`);
  }
  const ast = parseAst(code) as unknown as Node & { body: Node[] };
  const edits: Edit[] = [];
  const exports: string[] = [];
  const prelude: string[] = [];
  const locals = new Map<string, string>();
  let n = 0;
  /** The local name of the inlined chunk `source`, taking it (and first what it imports) into the prelude. */
  const take = (source: string, importer: string, path: readonly string[]): string => {
    const known = locals.get(source);
    if (known !== undefined) return known;
    const chunk = inlined.get(source);
    if (!chunk) {
      throw new Error(`${importer}: ${importer === fileName ? 'the entry imports' : 'imports'} ${JSON.stringify(source)} statically; a classic script cannot. Keep shared code inside the entry chunk.`);
    }
    if (path.includes(source)) throw new Error(`${chunk.fileName}: the chunks the entry takes in import each other (${[...path, source].join(' → ')})`);
    const local = `__kopsHookPlaygroundChunk${n++}`;
    // Its own imports run first, as in a module graph.
    const text = inlineChunk(chunk, local, (dep) => take(dep, chunk.fileName, [...path, source]));
    locals.set(source, local);
    prelude.push(text);
    return local;
  };
  for (const statement of ast.body) {
    if (statement.type === 'ImportDeclaration') {
      const local = take(nameOf(statement.source), fileName, []);
      // Bindings read once, when the entry starts: shared exports are consts, functions and
      // classes (an ESLint rule keeps src/ that way), so a read value never goes stale.
      edits.push({ start: statement.start, end: statement.end, text: importBindings(statement, local, code, fileName) });
      continue;
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
      edits.push({ start: statement.start, end: statement.end, text: `globalThis.${SHARED_GLOBAL}={${getters.join(',')}};globalThis.${READY_GLOBAL}?.();` });
    }
  }
  visit(ast, (node) => {
    if (node.type === 'MetaProperty') edits.push({ start: node.start, end: node.end, text: META });
  });
  // Every later chunk imports the entry's exports from the module left under the entry's name
  // (entryShim): asked for now, it is there when a chunk needed for the first render (the
  // gallery's texts of an ?example= visit, or the share codec of a permalink the early script did
  // not decode) arrives, instead of being fetched only then.
  const shim = exports.length === 0 ? '' : `(function(l){l.rel="modulepreload";l.href=new URL(${JSON.stringify(fileName.slice(fileName.lastIndexOf('/') + 1))},${META}.url).href;document.head.appendChild(l)})(document.createElement("link"));\n`;
  const script = `(function(){"use strict";var ${META}={url:document.currentScript.src};\n${shim}${prelude.join('')}${applyEdits(code, edits)}\n})();\n`;
  try {
    // Compiled as a classic script here, never run: a top-level await or any module syntax left
    // over fails the build rather than the page.
    new Script(script, { filename: fileName });
  } catch (error) {
    throw new Error(`${fileName}: the classic entry does not compile: ${(error as Error).message}`, { cause: error });
  }
  return { script, exports };
}

/** A shared chunk that the entry imports statically, to be taken into the classic entry. */
export interface InlinedChunk {
  /** Its file name in the bundle (`assets/text-index-HASH.js`): the key on {@link CHUNKS_GLOBAL}. */
  fileName: string;
  code: string;
}

/** `var a=local["x"],b=local["y"];` for `import{x as a,y as b}from"…"` (nothing for a bare import). */
function importBindings(statement: Node, local: string, code: string, fileName: string): string {
  const bindings = (statement.specifiers as Node[]).map((sp) => {
    if (sp.type !== 'ImportSpecifier') throw new Error(`${fileName}: cannot take in "${code.slice(statement.start, statement.end)}"`);
    return `${nameOf(sp.local)}=${local}[${JSON.stringify(nameOf(sp.imported))}]`;
  });
  return bindings.length > 0 ? `var ${bindings.join(',')};` : '';
}

/**
 * Rolldown sometimes leaves modules that the entry and later chunks share in a chunk of their own
 * instead of merging it into the entry (its common-chunk merge gave up on a few core modules with
 * no cycle in sight; the store and the examples once a lazily loaded drafts chunk shared them),
 * and a classic script cannot import it. The entry takes such a chunk in: its code runs first, in
 * a function of its own, and its exports go on {@link CHUNKS_GLOBAL} under its file name, where
 * the module left under that name (see {@link entryShim}) hands them to the later chunks that
 * import it. What the chunk imports must be such chunks too: `take` takes each in first and
 * returns its local name.
 */
export function inlineChunk(chunk: InlinedChunk, local: string, take: (source: string) => string = (source) => {
  throw new Error(`${chunk.fileName}: imports ${JSON.stringify(source)}; nothing to take it from`);
}): string {
  const ast = parseAst(chunk.code) as unknown as Node & { body: Node[] };
  const edits: Edit[] = [];
  const getters: string[] = [];
  for (const statement of ast.body) {
    if (statement.type === 'ExportNamedDeclaration' && !statement.declaration && !statement.source) {
      for (const sp of statement.specifiers as Node[]) getters.push(`get ${JSON.stringify(nameOf(sp.exported))}(){return ${nameOf(sp.local)}}`);
      edits.push({ start: statement.start, end: statement.end, text: '' });
    } else if (statement.type === 'ImportDeclaration') {
      edits.push({ start: statement.start, end: statement.end, text: importBindings(statement, take(nameOf(statement.source)), chunk.code, chunk.fileName) });
    } else if (statement.type.startsWith('Import') || statement.type.startsWith('Export')) {
      throw new Error(`${chunk.fileName}: cannot take "${chunk.code.slice(statement.start, Math.min(statement.end, statement.start + 60))}" into the classic entry`);
    }
  }
  visit(ast, (node) => {
    if (node.type === 'MetaProperty') edits.push({ start: node.start, end: node.end, text: META });
  });
  return `var ${local}=(function(){\n${applyEdits(chunk.code, edits)}\nreturn{${getters.join(',')}};})();(globalThis.${CHUNKS_GLOBAL}??={})[${JSON.stringify(chunk.fileName)}]=${local};\n`;
}

/**
 * The module that keeps the entry's file name: later chunks import the classic entry's exports
 * from it. It reads each export once, when the first later chunk loads, so an export reassigned
 * after that would be stale there: exports in src/ are consts, functions and classes (an ESLint
 * rule), and today's 22 shared exports are all bindings that are never reassigned.
 */
export function entryShim(exports: string[], source = `globalThis.${SHARED_GLOBAL}`): string {
  const lines = exports.map((name, i) => `const e${i}=g[${JSON.stringify(name)}];`);
  const list = exports.map((name, i) => `e${i} as ${JSON.stringify(name)}`).join(',');
  // A shim may be imported before the entry has run (by the early script's import:
  // scripts/vite-early-preload.ts): it then waits until the entry has left its exports (the last
  // thing it does), and the chunks that import it finish evaluating in the task that ran the entry.
  const wait = `if(!globalThis.${SHARED_GLOBAL})await(globalThis.${WAIT_GLOBAL}??=new Promise(function(r){globalThis.${READY_GLOBAL}=r}));`;
  return `${wait}\nconst g=${source};\n${lines.join('\n')}\nexport{${list}};\n`;
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

/** index.html without the modulepreload link of a chunk the classic entry took in (nothing imports it first). */
export function withoutModulePreload(html: string, file: string): string {
  return html.replace(new RegExp(`\\s*<link rel="modulepreload"[^>]*href="[^"]*${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`), '');
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
        const html = builtPage(bundle);
        if (!html) return;
        const entries = files.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.isEntry);
        if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
        const entry = entries[0]!;
        const dir = entry.fileName.slice(0, entry.fileName.lastIndexOf('/') + 1);
        const inlined = new Map<string, InlinedChunk>();
        // Every chunk the entry imports, directly or through another: the classic entry takes them all in.
        const pending = [...entry.imports];
        for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
          const chunk = bundle[name];
          const source = `./${name.slice(dir.length)}`;
          if (chunk?.type !== 'chunk' || !name.startsWith(dir) || inlined.has(source)) continue;
          inlined.set(source, { fileName: name, code: chunk.code });
          pending.push(...chunk.imports);
        }
        const { script, exports } = classicEntry(entry.code, entry.fileName, inlined);
        const classic = classicFileName(entry.fileName);
        this.emitFile({ type: 'asset', fileName: classic, source: script });
        entry.code = entryShim(exports);
        let page = classicHtml(String(html.source), entry.fileName.split('/').pop()!, classic.split('/').pop()!);
        for (const { fileName } of inlined.values()) {
          const chunk = bundle[fileName] as Rolldown.OutputChunk;
          chunk.code = entryShim(chunk.exports, `globalThis.${CHUNKS_GLOBAL}[${JSON.stringify(fileName)}]`);
          page = withoutModulePreload(page, fileName.split('/').pop()!);
        }
        html.source = page;
      },
    },
  };
}
