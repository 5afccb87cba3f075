import { createContext, runInContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { earlyExportStandIn } from '../scripts/vite-early-exports.ts';
import { bundleEarlyScript } from '../scripts/vite-early-preload.ts';
import { encodeShareLink } from '../src/core/share/index.ts';
import { EARLY_EXPORTS, EARLY_EXPORTS_GLOBAL } from '../src/ui/early-exports.ts';
import { fakeStorage } from '../src/ui/testing/fake-storage.ts';

/** The stand-in's exports, evaluated as a script against `holder` as the global object. */
function evaluate(module: string, holder: Record<string, unknown>): Record<string, unknown> {
  const exports = EARLY_EXPORTS[module as keyof typeof EARLY_EXPORTS];
  const code = earlyExportStandIn(module, exports, EARLY_EXPORTS_GLOBAL).replaceAll('export ', '').replaceAll('globalThis.', 'holder.');
  return new Function('holder', `${code}\nreturn { ${exports.join(', ')} };`)(holder) as Record<string, unknown>;
}

describe('the modules the early script shares (src/ui/early-exports.ts)', () => {
  it('are listed with all their exports, each a const or a function', async () => {
    for (const [module, exports] of Object.entries(EARLY_EXPORTS)) {
      const real = (await import(/* @vite-ignore */ `../${module}`)) as Record<string, unknown>;
      expect(Object.keys(real).sort(), module).toEqual([...exports].sort());
    }
  });

  let script = '';
  beforeAll(async () => {
    script = await bundleEarlyScript();
  }, 30_000);

  it('are left by the early script on every visit, and its decoder decodes a permalink for the codec', () => {
    const context = createContext({ location: { hash: '', search: '' }, localStorage: fakeStorage({}), navigator: {}, URLSearchParams, TextDecoder, TextEncoder, Promise, Set, Map, Date });
    runInContext(script, context);
    const left = (context as Record<string, Record<string, Record<string, unknown>>>)[EARLY_EXPORTS_GLOBAL]!;
    expect(Object.keys(left).sort()).toEqual(Object.keys(EARLY_EXPORTS).sort());
    const { readShareLink } = evaluate('src/core/share/read-share-link.ts', context as Record<string, unknown>) as { readShareLink: (link: string) => { ok: boolean; state?: { text: string } } };
    const link = encodeShareLink({ text: 'hooks: []\n', kopsVersion: '1.36.2' });
    if (!link.ok) throw new Error(link.message);
    expect(readShareLink(link.fragment)).toMatchObject({ ok: true, state: { text: 'hooks: []\n', kopsVersion: '1.36.2' } });
    const { DICTIONARY_V1 } = evaluate('src/core/share/dictionary-v1.ts', context as Record<string, unknown>);
    expect(DICTIONARY_V1).toBe(left['src/core/share/dictionary-v1.ts']!.DICTIONARY_V1);
    expect(typeof DICTIONARY_V1).toBe('string');
  });

  it('fail the chunk that reads them, saying why, when the early script has not run', () => {
    expect(() => evaluate('src/core/share/crc32.ts', {})).toThrow('src/core/share/crc32.ts: the early script, which has it, has not run');
  });
});
