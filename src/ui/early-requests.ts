import { bootDraft, type BootDraft } from './drafts/choose-draft.ts';
import { EXAMPLE_TEXTS_MODULE, importEarly } from './early-imports.ts';
import { takeEarlyLink } from './share/early-link.ts';
import { isPlainVisit, readUrlParams } from './share/url-state.ts';

/**
 * Imported first by main.tsx, so that it runs before React, the store and the renderer are
 * evaluated: what the first render needs is taken from the early script here
 * (scripts/vite-early-preload.ts: a permalink it decoded), and
 * what the first render still waits for starts here, so that its fetch, compile or IndexedDB read
 * overlaps the rest of the entry's start instead of following it: the share codec when no early
 * script decoded the link, the gallery's texts on `?example=`, and a plain visit's choice of
 * draft (drafts/choose-draft.ts's `bootDraft`: in this task when localStorage settles it). The
 * module map makes the later `import()` of the
 * same chunk resolve to this one. Nothing that imports React may be imported here.
 */
const params = readUrlParams();

/** A plain visit's draft: chosen already, or being chosen once IndexedDB answers (null on other visits). */
export const earlyDraft: BootDraft | Promise<BootDraft> | null = isPlainVisit(params) ? bootDraft() : null;

/** The permalink as the early script decoded it (null: none, or the entry decodes it: share/open-view.ts's openLink). */
export const earlyLink = params.fragment !== '' ? takeEarlyLink(params.fragment) : null;
if (params.fragment !== '' && !earlyLink) void import('../core/share/index.ts').catch(() => undefined);
else if (params.example !== null) void importEarly(EXAMPLE_TEXTS_MODULE, () => import('./examples/example-texts.ts')).catch(() => undefined);
