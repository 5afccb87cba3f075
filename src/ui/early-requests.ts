import { bootDraft, type BootDraft } from './drafts/boot-draft.ts';
import { readUrlParams } from './share/url-state.ts';

/**
 * Imported first by main.tsx, so that it runs before React, the store and the renderer are
 * evaluated: what the first render waits for starts here, and its fetch, compile or IndexedDB
 * read overlaps the rest of the entry's start instead of following it. A permalink visit asks
 * for the share codec (`#v1.…`), `?example=` for the gallery's texts, and a plain visit starts
 * choosing its draft (drafts/boot-draft.ts). The module map makes the later `import()` of the
 * same chunk resolve to this one. Nothing that imports React may be imported here. (The codec
 * and the texts are preloaded earlier still, by a script that runs before the entry has arrived:
 * scripts/vite-early-preload.ts; this import is what runs them.)
 */
const params = readUrlParams();
const plain = params.fragment === '' && params.example === null && !params.embed;

/** A plain visit's draft, being chosen since the entry started (null on other visits). */
export const earlyDraft: Promise<BootDraft> | null = plain ? bootDraft() : null;

if (params.fragment !== '') void import('../core/share/index.ts').catch(() => undefined);
else if (params.example !== null) void import('./examples/example-texts.ts').catch(() => undefined);
