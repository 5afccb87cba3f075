import { build, type Rolldown } from 'vite';

/**
 * Bundles `entry` (a file path) and what it imports into one classic script: an IIFE, minified,
 * for the browsers the playground supports, returned as text (nothing is written). `define`
 * replaces identifiers at build time, as Vite's own option does.
 */
export async function bundleIife(entry: string, fileName: string, define: Record<string, string> = {}): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    publicDir: false,
    define,
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      modulePreload: false,
      rolldownOptions: { input: entry, output: { format: 'iife', entryFileNames: fileName } },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.isEntry);
  if (!chunk) throw new Error(`${fileName}: the bundle has no entry chunk`);
  return chunk.code;
}
