import { bootDraft, type BootDraft } from './drafts/boot-draft.ts';
import { takeEarlyDrafts } from './drafts/early-drafts.ts';
import { CODEC_MODULE, EXAMPLE_TEXTS_MODULE, importEarly } from './early-imports.ts';
import { isPlainVisit, readUrlParams } from './share/url-state.ts';

/**
 * Imported first by main.tsx, so that it runs before React, the store and the renderer are
 * evaluated: what the first render waits for starts here, and its fetch, compile or IndexedDB
 * read overlaps the rest of the entry's start instead of following it. A permalink visit asks
 * for the share codec (`#v1.…`), `?example=` for the gallery's texts, and a plain visit starts
 * choosing its draft (drafts/boot-draft.ts), with what the early script started for it
 * (drafts/early-drafts.ts). The module map makes the later `import()` of the
 * same chunk resolve to this one. Nothing that imports React may be imported here. (The codec
 * and the texts are preloaded earlier still, by a script that runs before the entry has arrived:
 * scripts/vite-early-preload.ts; this import is what runs them; on a plain visit it starts
 * the drafts read.)
 */
const params = readUrlParams();
// What the early script started (a plain visit's drafts read and turn to choose), taken even when
// not used, so that an early script that runs after the entry starts nothing.
const early = takeEarlyDrafts();

/** A plain visit's draft, being chosen since the entry (or the early script) started (null on other visits). */
export const earlyDraft: Promise<BootDraft> | null = isPlainVisit(params) ? bootDraft({ early }) : null;
// (The early script starts nothing on other visits; were it to, its turn must not hold up other tabs.)
if (!earlyDraft) void early?.turn.then((t) => t.release());

if (params.fragment !== '') void importEarly(CODEC_MODULE, () => import('../core/share/index.ts')).catch(() => undefined);
else if (params.example !== null) void importEarly(EXAMPLE_TEXTS_MODULE, () => import('./examples/example-texts.ts')).catch(() => undefined);
