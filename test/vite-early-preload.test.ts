import { createContext, runInContext } from 'node:vm';
import type { Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleEarlyScript, chunkClosure, earlyPreloadScript, withEarlyScript } from '../scripts/vite-early-preload.ts';
import { encodeShareLink } from '../src/core/share/index.ts';
import { DRAFTS_HINT_KEY } from '../src/ui/drafts/local-notes.ts';
import { fakeStorage } from '../src/ui/testing/fake-storage.ts';
import { EARLY_LINK_GLOBAL } from '../src/ui/share/early-link.ts';
import { EARLY_IMPORTS_GLOBAL } from '../src/ui/early-imports.ts';

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null, isEntry = false) =>
  ({ type: 'chunk', fileName, imports, facadeModuleId, isEntry }) as unknown as Rolldown.OutputChunk;

// The shapes of this build: the codec imports fflate's chunk and the entry's module, which
// imports chunks of its own (already in the page as part of the classic entry).
const BUNDLE = Object.fromEntries([
  chunk('assets/index-AAAAAAAA.js', ['assets/react-BBBBBBBB.js'], '/repo/index.html', true),
  chunk('assets/react-BBBBBBBB.js', []),
  chunk('assets/share-CCCCCCCC.js', ['assets/browser-DDDDDDDD.js', 'assets/index-AAAAAAAA.js'], '/repo/src/core/share/index.ts'),
  chunk('assets/browser-DDDDDDDD.js', []),
  chunk('assets/lint-EEEEEEEE.js', ['assets/index-AAAAAAAA.js'], '/repo/src/ui/store/lint-chunk.ts'),
].map((c) => [c.fileName, c])) as Rolldown.OutputBundle;

describe('chunkClosure', () => {
  it('lists the module\'s chunk and what it imports, not what the entry imports', () => {
    expect(chunkClosure(BUNDLE, 'src/core/share/index.ts')).toEqual(['assets/share-CCCCCCCC.js', 'assets/browser-DDDDDDDD.js', 'assets/index-AAAAAAAA.js']);
  });

  it('fails the build when no chunk is built from the module', () => {
    expect(() => chunkClosure(BUNDLE, 'src/ui/examples/example-texts.ts')).toThrow(/no chunk is built from src\/ui\/examples\/example-texts\.ts/);
  });
});

/** Runs the script at `href` and returns the links it added. */
function run(script: string, href: string): string[] {
  const url = new URL(href);
  const links: Array<{ rel: string; href: string }> = [];
  const document = { currentScript: { src: 'https://docs.example/play/assets/early-preload-FFFFFFFF.js' }, createElement: () => ({ rel: '', href: '' }), head: { appendChild: (l: { rel: string; href: string }) => links.push(l) } };
  // vm runs no import(): the script's import is recorded instead, as the entry finds it.
  const context = createContext({ document, location: { hash: url.hash, search: url.search }, URL, importStub: (u: string) => `imported ${u}` });
  runInContext(script.replace('import(', 'importStub('), context);
  const imports = (context as Record<string, Record<string, string> | undefined>)[EARLY_IMPORTS_GLOBAL] ?? {};
  return [...links.map((l) => `${l.rel} ${l.href}`), ...Object.entries(imports).map(([m, i]) => `${m}: ${i}`)];
}

describe('earlyPreloadScript', () => {
  const script = earlyPreloadScript([
    { when: 'location.hash.length>1', module: 'src/core/share/index.ts', files: ['assets/share-CCCCCCCC.js', 'assets/browser-DDDDDDDD.js'] },
    { when: '/[?&]example=/.test(location.search)', module: 'src/ui/examples/example-texts.ts', files: ['assets/example-texts-GGGGGGGG.js'] },
  ]);

  it('preloads and imports what the visit waits for, beside the script, and nothing on other visits', () => {
    expect(run(script, 'https://docs.example/play/#v1.abc')).toEqual([
      'modulepreload https://docs.example/play/assets/share-CCCCCCCC.js',
      'modulepreload https://docs.example/play/assets/browser-DDDDDDDD.js',
      'src/core/share/index.ts: imported https://docs.example/play/assets/share-CCCCCCCC.js',
    ]);
    expect(run(script, 'https://docs.example/play/?embed&example=07-timer')).toEqual([
      'modulepreload https://docs.example/play/assets/example-texts-GGGGGGGG.js',
      'src/ui/examples/example-texts.ts: imported https://docs.example/play/assets/example-texts-GGGGGGGG.js',
    ]);
    expect(run(script, 'https://docs.example/play/')).toEqual([]);
    expect(run(script, 'https://docs.example/play/#')).toEqual([]);
    expect(run(script, 'https://docs.example/play/?embed')).toEqual([]);
  });
});

describe('bundleEarlyScript', () => {
  /** Runs the bundled script as a classic script at `href`, with `stored` in localStorage, and no IndexedDB or Web Locks. */
  const runEarly = (script: string, href: string, stored: Record<string, string>): Record<string, unknown> => {
    const url = new URL(href);
    const context = createContext({ location: { hash: url.hash, search: url.search }, localStorage: fakeStorage(stored), navigator: {}, URLSearchParams, TextDecoder, TextEncoder, Promise, Set, Map, Date });
    runInContext(script, context);
    return context as Record<string, unknown>;
  };
  const HINT = { [DRAFTS_HINT_KEY]: '1' };
  let script = '';
  beforeAll(async () => {
    script = await bundleEarlyScript();
  }, 30_000);

  it('a classic script that leaves the drafts alone: a tab whose entry never runs opens no database and holds up no other tab', () => {
    expect(script).not.toMatch(/\bimport\b|\bexport\b/);
    expect(script).not.toMatch(/indexedDB|\.locks\b/);
  });

  it('decodes a permalink itself, and nothing on other visits', () => {
    const text = 'hooks:\n- name: early.service\n  manifest: |\n    Type=oneshot\n';
    const link = encodeShareLink({ text, kopsVersion: '1.36.2' });
    if (!link.ok) throw new Error(link.message);
    const early = runEarly(script, `https://docs.example/play/${link.fragment}`, HINT)[EARLY_LINK_GLOBAL] as { fragment: string; state: { text: string; kopsVersion: string } };
    expect(early.fragment).toBe(link.fragment.slice(1));
    expect(early.state.text).toBe(text);
    expect(early.state.kopsVersion).toBe('1.36.2');
    // A link that does not decode is left to the entry, which says why.
    expect(runEarly(script, 'https://docs.example/play/#v1.abc', HINT)[EARLY_LINK_GLOBAL]).toBeUndefined();
    expect(runEarly(script, 'https://docs.example/play/', HINT)[EARLY_LINK_GLOBAL]).toBeUndefined();
    expect(runEarly(script, 'https://docs.example/play/#', HINT)[EARLY_LINK_GLOBAL]).toBeUndefined();
  });
});

describe('withEarlyScript', () => {
  it('puts a deferred script before the first script of the page (deferred scripts run in order: it always runs before the entry)', () => {
    const html = '<head>\n    <meta charset="UTF-8" />\n    <script defer src="./assets/index-classic-AAAAAAAA.js"></script>\n</head>';
    expect(withEarlyScript(html, 'assets/early-preload-FFFFFFFF.js')).toBe(
      '<head>\n    <meta charset="UTF-8" />\n    <script defer src="./assets/early-preload-FFFFFFFF.js"></script>\n    <script defer src="./assets/index-classic-AAAAAAAA.js"></script>\n</head>',
    );
  });

  it('fails the build when the page has no script', () => {
    expect(() => withEarlyScript('<head></head>', 'assets/early-preload-FFFFFFFF.js')).toThrow(/no script tag/);
  });
});
