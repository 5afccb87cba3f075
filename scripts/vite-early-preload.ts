import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';
import { bundleIife } from './bundle-iife.ts';
import { builtPage } from './built-page.ts';
import { EARLY_IMPORTS_GLOBAL } from '../src/ui/early-imports.ts';

/** The early script's own part: src/ui/early-script.ts and what it imports. */
const EARLY_ENTRY = fileURLToPath(new URL('../src/ui/early-script.ts', import.meta.url));

/**
 * Bundles the early script's own part into a classic script (an IIFE, minified): a permalink's
 * decoding (src/ui/share/early-link.ts). It does nothing for drafts: a plain visit's draft is
 * chosen from localStorage in the entry's own task (src/ui/drafts/choose-draft.ts).
 */
export function bundleEarlyScript(): Promise<string> {
  return bundleIife(EARLY_ENTRY, 'early-script.js');
}

/** A lazily loaded module that a kind of visit waits for before its first render. */
export interface EarlyModule {
  /** A JavaScript condition on the page's address, true on the visits that need `module`. */
  when: string;
  /** The module's path from the project root, as the bundle names it (`src/core/share/index.ts`). */
  module: string;
}

/**
 * The chunk of `module` and every chunk it imports, directly or not: what its `import()` fetches.
 * The entry's chunk is listed but not followed: what it imports is in the page already (in the
 * classic entry, scripts/vite-classic-entry.ts).
 */
export function chunkClosure(bundle: Rolldown.OutputBundle, module: string): string[] {
  const chunks = Object.values(bundle).filter((f): f is Rolldown.OutputChunk => f.type === 'chunk');
  const start = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`));
  if (!start) throw new Error(`early preload: no chunk is built from ${module}`);
  const seen = new Set<string>();
  const visit = (fileName: string): void => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk' && !chunk.isEntry) for (const imported of chunk.imports) visit(imported);
  };
  visit(start.fileName);
  return [...seen];
}

/**
 * The script: for the first rule whose condition holds, a modulepreload link for each file
 * (names relative to the script, which sits beside them in `assets/`), and an `import()` of the
 * rule's module (its first file), left for the entry by module path (src/ui/early-imports.ts).
 * The chunk's evaluation waits for the entry's exports (scripts/vite-classic-entry.ts's shim),
 * then ends in the task that ran the entry.
 */
export function earlyPreloadScript(rules: ReadonlyArray<{ when: string; module: string; files: readonly string[] }>): string {
  const branches = rules.map((r) => `if(${r.when})m=${JSON.stringify(r.module)},f=${JSON.stringify(r.files.map((f) => f.slice(f.lastIndexOf('/') + 1)))};`).join('else ');
  return `(function(){var m,f=[];${branches}var s=document.currentScript.src;f.forEach(function(n){var l=document.createElement("link");l.rel="modulepreload";l.href=new URL(n,s).href;document.head.appendChild(l)});`
    + `if(m)(globalThis.${EARLY_IMPORTS_GLOBAL}={})[m]=import(new URL(f[0],s).href)})();\n`;
}

/**
 * index.html with `<script defer src>` for `src` just before its first script tag (the entry's).
 * Deferred, not async: the browser then runs it before the entry, always. An async script runs
 * once it has arrived and compiled, and on a busy machine the entry's compile could finish first
 * (1 of 15 permalink loads in one run on this 2-core machine), and the entry then found
 * nothing decoded. Deferred scripts never hold up the parser either.
 */
export function withEarlyScript(html: string, src: string): string {
  const at = html.search(/<script\b/);
  if (at < 0) throw new Error('index.html has no script tag to put the early preload script before');
  return `${html.slice(0, at)}<script defer src="./${src}"></script>\n    ${html.slice(at)}`;
}

/**
 * A permalink visit needs its link decoded before its first render, `?example=` the gallery's
 * texts, and a plain visit of a browser that keeps drafts its draft. The entry can start them
 * itself (src/ui/early-requests.ts), but on a first visit the entry must arrive and compile
 * first, and whatever it then waits for lands after DOMContentLoaded. This small script (about
 * 9 KB gzipped, deferred, so it never holds up the parser) runs as soon as it has arrived, before
 * the entry, which is 16 times larger, has: it decodes a permalink itself (src/ui/share/start-early-link.ts), adds a
 * modulepreload link for each file a `modules` visit will import and imports it, so that they
 * download alongside the entry.
 * Builds only (in dev, the entry starts them itself).
 */
export function earlyPreloadPlugin(modules: readonly EarlyModule[]): Plugin {
  return {
    name: 'kops-hook-playground-early-preload',
    apply: 'build',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const html = builtPage(bundle);
        if (!html) return;
        const rules = modules.map((m) => ({ when: m.when, module: m.module, files: chunkClosure(bundle, m.module) }));
        const source = earlyPreloadScript(rules) + (await bundleEarlyScript());
        const ref = this.emitFile({ type: 'asset', name: 'early-preload.js', source });
        html.source = withEarlyScript(String(html.source), this.getFileName(ref));
      },
    },
  };
}
