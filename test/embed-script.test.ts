import { Script } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bundleEmbedScript } from '../scripts/vite-embed-script.ts';
import { NEWEST_KOPS_VERSION } from '../src/core/kops/behaviour.ts';

describe('embed.js as the build ships it', () => {
  it('is one classic script, under 3.25 KiB gzipped, with the newest kops version inlined', async () => {
    const code = await bundleEmbedScript();
    // A classic script: it compiles outside a module (a docs page loads it with no CORS), and
    // leaves no global behind (one function, called at once).
    expect(() => new Script(code, { filename: 'embed.js' })).not.toThrow();
    expect(code).toMatch(/^\(function\(\)\{[\s\S]*\}\)\(\);\s*$/);
    expect(code).not.toMatch(/\bimport\b|\bexport\b/);
    const gzipped = gzipSync(code, { level: 9 }).length;
    console.log(`embed.js: ${code.length} bytes, ${gzipped} bytes gzipped`);
    // 2,980 bytes before it read the forms that need no site config (`.kops-hooks`,
    // <kops-hooks-preview>), data-ig and Hugo's inline-style Chroma: 3,201 after (issue 45).
    expect(gzipped).toBeLessThanOrEqual(3.25 * 1024);
    expect(code).toContain(`\`${NEWEST_KOPS_VERSION}\``);
    // The renderer's tables stay out: embed.js needs the version alone.
    expect(code).not.toContain('nodeup/pkg/model');
  }, 60_000);
});
