import { bootDraft, type BootDraft } from './drafts/boot-draft.ts';
import type { DraftRecord } from './drafts/draft-record.ts';
import { takeEarlyDrafts } from './drafts/early-drafts.ts';
import { EXAMPLE_TEXTS_MODULE, importEarly } from './early-imports.ts';
import { takeEarlyLink } from './share/early-link.ts';
import { isPlainVisit, readUrlParams } from './share/url-state.ts';

/**
 * Imported first by main.tsx, so that it runs before React, the store and the renderer are
 * evaluated: what the first render needs is taken from the early script here
 * (scripts/vite-early-preload.ts: a permalink it decoded, a plain visit's draft it found in
 * localStorage), and what the first render still waits for starts here, so that its fetch,
 * compile or IndexedDB read overlaps the rest of the entry's start instead of following it: the
 * share codec when no early script decoded the link, the gallery's texts on `?example=`, and a
 * plain visit's choice of draft under the locks (drafts/boot-draft.ts), with what the early
 * script started for it (drafts/early-drafts.ts). The module map makes the later `import()` of the
 * same chunk resolve to this one. Nothing that imports React may be imported here.
 */
const params = readUrlParams();
// What the early script started (a plain visit's drafts read and turn to choose), taken even when
// not used, so that an early script that runs after the entry starts nothing.
const early = takeEarlyDrafts();

/** A plain visit's draft, being chosen since the entry (or the early script) started (null on other visits). */
export const earlyDraft: Promise<BootDraft> | null = isPlainVisit(params) ? bootDraft({ early }) : null;
/** A plain visit's draft as localStorage names it, for the first render (null: wait for `earlyDraft`). */
export const earlyShown: DraftRecord | null = earlyDraft ? (early?.shown ?? null) : null;
// (The early script starts nothing on other visits; were it to, its turn must not hold up other tabs.)
if (!earlyDraft) void early?.turn.then((t) => t.release());

/** The permalink as the early script decoded it (null: none, or the entry decodes it: share/open-view.ts's openLink). */
export const earlyLink = params.fragment !== '' ? takeEarlyLink(params.fragment) : null;
if (params.fragment !== '' && !earlyLink) void import('../core/share/index.ts').catch(() => undefined);
else if (params.example !== null) void importEarly(EXAMPLE_TEXTS_MODULE, () => import('./examples/example-texts.ts')).catch(() => undefined);
