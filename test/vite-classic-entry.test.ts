import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { CHUNKS_GLOBAL, classicEntry, classicFileName, classicHtml, entryShim, READY_GLOBAL, SHARED_GLOBAL, withoutModulePreload } from '../scripts/vite-classic-entry.ts';

const ENTRY = [
  'const __vite__mapDeps=(i)=>i.map(i=>["./lazy-AAAAAAAA.js"][i]);',
  'let count=1;',
  'function bump(){count++}',
  'const url=new URL(`worker-BBBBBBBB.js`,import.meta.url).href;',
  'const lazy=()=>import(`./lazy-AAAAAAAA.js`);',
  'export{count as c,bump as b,url as u,lazy as l};',
].join('\n');

/** A page for the classic script: its URL, and the links it appends to the head. */
function page(src: string) {
  const links: Array<{ rel: string; href: string }> = [];
  const document = {
    currentScript: { src },
    createElement: () => ({ rel: '', href: '' }),
    head: { appendChild: (l: { rel: string; href: string }) => links.push(l) },
  };
  return { context: createContext({ URL, document }), links };
}

/** What every shim starts with: a wait for the entry, when it has not run yet. */
const WAIT = `if(!globalThis.${SHARED_GLOBAL})await(globalThis.__kopsHookPlaygroundEntryWait??=new Promise(function(r){globalThis.${READY_GLOBAL}=r}));`;

const PRELOAD_SHIM = '(function(l){l.rel="modulepreload";l.href=new URL("index-CCCCCCCC.js",__kopsHookPlaygroundMeta.url).href;document.head.appendChild(l)})(document.createElement("link"));';

describe('classicEntry', () => {
  it('turns exports into getters on the shared global and import.meta into the script URL', () => {
    const { script, exports } = classicEntry(ENTRY, 'assets/index-CCCCCCCC.js');
    expect(exports).toEqual(['c', 'b', 'u', 'l']);
    expect(script).toBe(
      [
        '(function(){"use strict";var __kopsHookPlaygroundMeta={url:document.currentScript.src};',
        PRELOAD_SHIM,
        'const __vite__mapDeps=(i)=>i.map(i=>["./lazy-AAAAAAAA.js"][i]);',
        'let count=1;',
        'function bump(){count++}',
        'const url=new URL(`worker-BBBBBBBB.js`,__kopsHookPlaygroundMeta.url).href;',
        'const lazy=()=>import(`./lazy-AAAAAAAA.js`);',
        `globalThis.${SHARED_GLOBAL}={get "c"(){return count},get "b"(){return bump},get "u"(){return url},get "l"(){return lazy}};globalThis.${READY_GLOBAL}?.();`,
        '})();',
        '',
      ].join('\n'),
    );
  });

  it('runs as a classic script: names stay private, URLs resolve against the script, exports stay live', () => {
    const { script } = classicEntry(ENTRY, 'assets/index-CCCCCCCC.js');
    const { context, links } = page('https://example.test/docs/assets/index-classic-CCCCCCCC.js');
    runInContext(script, context);
    // The module that hands the exports to later chunks is asked for at once.
    expect(links).toEqual([{ rel: 'modulepreload', href: 'https://example.test/docs/assets/index-CCCCCCCC.js' }]);
    const shared = runInContext(`globalThis.${SHARED_GLOBAL}`, context) as { c: number; b: () => void; u: string };
    expect(runInContext('typeof count + typeof bump', context)).toBe('undefinedundefined');
    expect(shared.u).toBe('https://example.test/docs/assets/worker-BBBBBBBB.js');
    shared.b();
    expect(shared.c).toBe(2);
  });

  it('keeps strict mode, as module code is strict', () => {
    const { script } = classicEntry('undeclared = 1;\nexport{};', 'assets/index-CCCCCCCC.js');
    const { context, links } = page('https://example.test/a.js');
    expect(() => runInContext(script, context)).toThrow(/undeclared is not defined/);
    // Nothing to hand on: no module to preload.
    expect(links).toEqual([]);
  });

  it.each([
    ['import{a as b}from"./shared-DDDDDDDD.js";b();', /imports "\.\/shared-DDDDDDDD\.js" statically/],
    ['export default 1;', /cannot turn "export default 1;"/],
    ['export * from "./x.js";', /cannot turn "export \* from/],
    ['export{a}from"./x.js";', /cannot turn "export\{a\}from/],
    ['export const a=1;', /cannot turn "export const a=1;"/],
    ['await fetch("x");', /does not compile/],
    ['var __kopsHookPlaygroundMeta;', /already uses/],
  ])('refuses what a classic script cannot be: %s', (code, message) => {
    expect(() => classicEntry(code, 'assets/index-CCCCCCCC.js')).toThrow(message);
  });
});

describe('entryShim', () => {
  it('re-exports the shared global under the entry chunk names, waiting for the entry when it has not run yet', () => {
    expect(entryShim(['S', '_'])).toBe(
      `${WAIT}\nconst g=globalThis.${SHARED_GLOBAL};\nconst e0=g["S"];\nconst e1=g["_"];\nexport{e0 as "S",e1 as "_"};\n`,
    );
  });

  it('evaluated before the entry (the early script imports a chunk that imports it), it reads the exports once the entry has run', async () => {
    const { script } = classicEntry(ENTRY, 'assets/index-CCCCCCCC.js');
    const { context } = page('https://example.test/docs/assets/index-classic-CCCCCCCC.js');
    // The shim's body as an async function (vm runs scripts, not modules): `g` is what it reads.
    const shim = (code: string) => runInContext(`(async function(){${code.replace(/export\{[^}]*\};\n$/, 'return [e0, e1];')}})()`, context) as Promise<unknown[]>;
    // Two shims wait at once: the entry's, and one of a chunk the entry took in (set by its prelude).
    const read = shim(entryShim(['c', 'u']));
    const chunk = shim(entryShim(['c', 'b'], `{c:globalThis.${SHARED_GLOBAL}.c+1,b:2}`));
    let settled = false;
    void read.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    runInContext(script, context);
    expect(await read).toEqual([1, 'https://example.test/docs/assets/worker-BBBBBBBB.js']);
    expect(await chunk).toEqual([2, 2]);
  });
});

describe('classicFileName', () => {
  it('keeps the hash last, so the file is cached as a hashed asset', () => {
    expect(classicFileName('assets/index-BkxSXd8r.js')).toBe('assets/index-classic-BkxSXd8r.js');
    expect(() => classicFileName('assets/index.js')).toThrow(/-HASH\.js/);
  });
});

describe('classicHtml', () => {
  it('replaces the module tag of the entry with a deferred classic tag', () => {
    const html = '<head>\n<script type="module" crossorigin src="./assets/index-BkxSXd8r.js"></script>\n<link rel="stylesheet" href="./assets/index-x.css">';
    expect(classicHtml(html, 'index-BkxSXd8r.js', 'index-classic-BkxSXd8r.js')).toBe(
      '<head>\n<script defer src="./assets/index-classic-BkxSXd8r.js"></script>\n<link rel="stylesheet" href="./assets/index-x.css">',
    );
  });

  it('fails the build when the tag is not there', () => {
    expect(() => classicHtml('<head></head>', 'index-BkxSXd8r.js', 'index-classic-BkxSXd8r.js')).toThrow(/no module script tag/);
  });
});

describe('a shared chunk the entry imports statically', () => {
  const SHARED = 'let hits=0;function inc(){return++hits}const VERSION=`1.36.0`;export{inc as a,VERSION as b};';
  const inlined = new Map([['./shared-DDDDDDDD.js', { fileName: 'assets/shared-DDDDDDDD.js', code: SHARED }]]);

  it('is taken into the classic entry, runs first, and hands its exports to the entry and to later chunks', () => {
    const { script } = classicEntry('import{a as x,b as y}from"./shared-DDDDDDDD.js";const out=[x(),x(),y];export{out as o};', 'assets/index-CCCCCCCC.js', inlined);
    const { context } = page('https://example.test/a.js');
    runInContext(script, context);
    expect(runInContext(`globalThis.${SHARED_GLOBAL}.o`, context)).toEqual([1, 2, '1.36.0']);
    // Later chunks read the same module state through the shim left under the chunk's name.
    expect(runInContext(`globalThis.${CHUNKS_GLOBAL}["assets/shared-DDDDDDDD.js"].a()`, context)).toBe(3);
    expect(runInContext('typeof hits + typeof inc', context)).toBe('undefinedundefined');
    expect(entryShim(['a', 'b'], `globalThis.${CHUNKS_GLOBAL}["assets/shared-DDDDDDDD.js"]`)).toBe(
      `${WAIT}\nconst g=globalThis.${CHUNKS_GLOBAL}["assets/shared-DDDDDDDD.js"];\nconst e0=g["a"];\nconst e1=g["b"];\nexport{e0 as "a",e1 as "b"};\n`,
    );
  });

  it('takes in the chunks it imports first, once each, so that every chunk sees one module state', () => {
    const chunks = new Map([
      // store imports react and examples; the entry imports all three (Rolldown hoists them).
      ['./react-EEEEEEEE.js', { fileName: 'assets/react-EEEEEEEE.js', code: 'const order=[];order.push(`react`);export{order as o};' }],
      ['./examples-FFFFFFFF.js', { fileName: 'assets/examples-FFFFFFFF.js', code: 'import{o as r}from"./react-EEEEEEEE.js";r.push(`examples`);const first=`swap`;export{first as f};' }],
      ['./store-GGGGGGGG.js', { fileName: 'assets/store-GGGGGGGG.js', code: 'import{o as r}from"./react-EEEEEEEE.js";import"./examples-FFFFFFFF.js";import{f}from"./examples-FFFFFFFF.js";r.push(`store:`+f);export{r as s};' }],
    ]);
    const { script } = classicEntry('import{s}from"./store-GGGGGGGG.js";import{o}from"./react-EEEEEEEE.js";o.push(`entry`);export{s as x};', 'assets/index-CCCCCCCC.js', chunks);
    const { context } = page('https://example.test/a.js');
    runInContext(script, context);
    expect(runInContext(`globalThis.${SHARED_GLOBAL}.x`, context)).toEqual(['react', 'examples', 'store:swap', 'entry']);
    expect(runInContext(`globalThis.${CHUNKS_GLOBAL}["assets/examples-FFFFFFFF.js"].f`, context)).toBe('swap');
    expect(script.match(/order\.push/g)).toHaveLength(1);
  });

  it('is refused when it imports a chunk the entry cannot take in', () => {
    const nested = new Map([['./shared-DDDDDDDD.js', { fileName: 'assets/shared-DDDDDDDD.js', code: 'import{z}from"./other-EEEEEEEE.js";export{z as a};' }]]);
    expect(() => classicEntry('import{a}from"./shared-DDDDDDDD.js";a();', 'assets/index-CCCCCCCC.js', nested)).toThrow(/shared-DDDDDDDD\.js: imports "\.\/other-EEEEEEEE\.js" statically/);
  });

  it('is refused when the chunks it takes in import each other', () => {
    const cycle = new Map([
      ['./a-DDDDDDDD.js', { fileName: 'assets/a-DDDDDDDD.js', code: 'import{b}from"./b-EEEEEEEE.js";const a=1;export{a};' }],
      ['./b-EEEEEEEE.js', { fileName: 'assets/b-EEEEEEEE.js', code: 'import{a}from"./a-DDDDDDDD.js";const b=1;export{b};' }],
    ]);
    expect(() => classicEntry('import{a}from"./a-DDDDDDDD.js";a;', 'assets/index-CCCCCCCC.js', cycle)).toThrow(/import each other \(\.\/a-DDDDDDDD\.js → \.\/b-EEEEEEEE\.js → \.\/a-DDDDDDDD\.js\)/);
  });

  it('loses its modulepreload link in the page', () => {
    const html = '<head>\n  <link rel="modulepreload" crossorigin href="./assets/shared-DDDDDDDD.js">\n  <link rel="stylesheet" href="./assets/a.css">\n</head>';
    expect(withoutModulePreload(html, 'shared-DDDDDDDD.js')).toBe('<head>\n  <link rel="stylesheet" href="./assets/a.css">\n</head>');
  });
});
