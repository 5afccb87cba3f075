import type { Plugin } from 'vite';

const STAND_IN = '\0early-export:';

/**
 * The stand-in for `module` (a path from the project root) in the page's chunks: its exports,
 * read from the early script's copy (left on `global` by src/ui/early-script.ts) when the chunk
 * runs. The early script always runs before the entry (both are deferred, in that order), so
 * before every chunk the entry loads.
 */
export function earlyExportStandIn(module: string, exports: readonly string[], global: string): string {
  const lines = exports.map((e) => `export const ${e} = early[${JSON.stringify(e)}];`);
  return `const early = globalThis.${global}?.[${JSON.stringify(module)}];
if (!early) throw new Error(${JSON.stringify(`${module}: the early script, which has it, has not run`)});
${lines.join('\n')}
`;
}

/**
 * In the page's build (not the early script's, which is bundled on its own, nor the workers',
 * the CLI's or the tests'), each module of `modules` is a stand-in that reads the early script's
 * copy: code the early script needs before the entry has arrived (the permalink decoder) ships
 * once, not again in the chunk that later needs it too (the codec). Each export must be a
 * const or a function, never reassigned (test/vite-early-exports.test.ts checks
 * src/ui/early-exports.ts's list against the modules).
 */
export function earlyExportsPlugin(modules: Readonly<Record<string, readonly string[]>>, global: string): Plugin {
  return {
    name: 'kops-hook-playground-early-exports',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      const path = resolved?.id.split('?', 1)[0]!.replaceAll('\\', '/');
      const module = path && Object.keys(modules).find((m) => path.endsWith(`/${m}`));
      return module ? `${STAND_IN}${module}` : null;
    },
    load(id) {
      if (!id.startsWith(STAND_IN)) return null;
      const module = id.slice(STAND_IN.length);
      return earlyExportStandIn(module, modules[module] ?? [], global);
    },
  };
}
