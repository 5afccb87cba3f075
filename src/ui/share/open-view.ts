import type { Distro, Runtime } from '../../core/index.ts';
import { DISTROS } from '../../core/kops/paths.ts';
import type { ShareState } from '../../core/share/index.ts';
import { activeSession } from '../drafts/drafts-entry.tsx';
import { draftTitle, type DraftContent, type DraftRecord } from '../drafts/draft-record.ts';
import { editorController } from '../editor/editor-controller.ts';
import { useStore } from '../store/store.ts';
import { useShareStore } from './share-store.ts';
import { loadShareCodec } from './share-codec.ts';
import { useCompareStore, type CompareSide, type OpenCompare } from '../compare/compare-store.ts';

/** A view to open: the text and, when known, the options and selection. */
export interface View {
  text: string;
  kopsVersion?: string;
  runtime?: Runtime | 'auto';
  distro?: Distro;
  group?: string;
  unit?: string;
  /** The comparison to show (compare mode on), null for none (off), absent to leave it as it is. */
  compare?: OpenCompare | null;
  /** The output view (tab) to show, absent to leave it as it is (links made before views were kept). */
  outputView?: string;
}

/** A stored runtime as the store's option (anything unknown is `auto`). */
export function runtimeOf(runtime: string): Runtime | 'auto' {
  return runtime === 'docker' || runtime === 'containerd' ? runtime : 'auto';
}

/** A distro from a link or a draft as the store's option: none (older links and drafts) or an unknown one is Debian, the core's default. */
export function distroOf(distro: string | undefined): Distro {
  return (DISTROS as readonly (string | undefined)[]).includes(distro) ? distro as Distro : 'debian';
}

/** The view of a stored draft. */
export function viewOfDraft(d: DraftRecord): View {
  return { text: d.text, kopsVersion: d.kopsVersion, runtime: runtimeOf(d.runtime), distro: distroOf(d.distro) };
}

/** Says that the previous draft (`title`) is kept in Recent drafts, and whether the browser stores it; `undo` puts it back. */
export function notifyKept(title: string, undo?: () => void): void {
  const status = useStore.getState().storageStatus;
  const stored = status !== 'unavailable' && status !== 'full';
  useShareStore.getState().notify({
    kind: 'draft-kept',
    text: `Your previous draft ("${title}") is kept in Recent drafts.${stored ? '' : " This browser cannot save it, so it stays there only until this tab closes."}`,
    undo,
  });
}

/**
 * Keeps `draft` (the tab's text, about to be replaced) as a draft of its own, listed in Recent
 * drafts, with a notice that says where it went (and offers `undo`). Embeds keep nothing (they
 * show someone else's spec).
 */
export function keepDraft(draft: DraftContent, undo?: () => void): void {
  if (activeSession()?.setAside(draft)) notifyKept(draftTitle(draft.text), undo);
}

/** The current text and options. */
export function currentDraft(): DraftContent {
  const s = useStore.getState();
  return { text: s.text, kopsVersion: s.kopsVersion, runtime: s.runtime, distro: s.distro };
}

/**
 * Replaces the view. A different draft on screen is set aside in Recent drafts first, so
 * nothing is overwritten silently; the text goes through the editor, so Ctrl+Z brings it back.
 * With `draft`, the tab then works on that stored draft (reopened from Recent drafts). The notice
 * of a draft set aside offers `undo`.
 */
export function openView(view: View, draft?: DraftRecord, undo?: () => void): void {
  const before = useStore.getState();
  if (before.text !== view.text) {
    keepDraft(currentDraft(), undo);
    editorController().applyEdits([{ start: 0, end: before.text.length, text: view.text }], before.text);
  }
  opening = true;
  try {
    const s = useStore.getState();
    s.loadText(view.text);
    if (view.kopsVersion !== undefined) s.setKopsVersion(view.kopsVersion);
    if (view.runtime !== undefined) s.setRuntime(view.runtime);
    if (view.distro !== undefined) s.setDistro(view.distro);
    if (view.group !== undefined) s.setGroup(view.group);
    if (view.unit !== undefined) s.setUnit(view.unit);
    if (view.compare !== undefined) useCompareStore.getState().open(view.compare);
    // After the comparison, which shows its own view when it turns on: the link's view wins.
    if (view.outputView !== undefined) s.showOutputView(view.outputView);
  } finally {
    opening = false;
  }
  if (draft) activeSession()?.take(draft);
}

let opening = false;

/** True while `openView` loads (it has already kept the draft; `watchLoads` stays out). */
export function isOpening(): boolean {
  return opening;
}

/** The store's view of a permalink state. Unknown runtimes fall back to the spec's own. */
export function viewOf(state: ShareState): View {
  const view: View = {
    text: state.text,
    kopsVersion: state.proposal ? 'proposal' : state.kopsVersion,
    runtime: state.runtime === 'docker' || state.runtime === 'containerd' ? state.runtime : 'auto',
    distro: distroOf(state.distro),
  };
  if (state.group !== undefined) view.group = state.group;
  if (state.unit !== undefined) view.unit = state.unit;
  const side = (c: { kopsVersion: string; runtime?: string }): CompareSide => ({
    kopsVersion: c.kopsVersion, runtime: c.runtime === 'docker' || c.runtime === 'containerd' ? c.runtime : 'auto',
  });
  view.compare = state.compare
    ? { from: side(state.compare.from), to: side(state.compare.to), ...(state.compare.base !== undefined ? { base: state.compare.base, baseLabel: 'the link' } : {}) }
    : null;
  // A view this build does not have (a newer playground's) shows the first view.
  if (state.view !== undefined) view.outputView = state.view;
  return view;
}

/**
 * Opens a permalink once the codec has loaded (share-codec.ts); resolves whether it opened. A
 * link that does not decode leaves the draft alone and says why.
 */
export async function openLink(fragment: string): Promise<boolean> {
  const decoded = (await loadShareCodec()).decodeShareLink(fragment);
  if (!decoded.ok) {
    useShareStore.getState().notify({ kind: 'link-error', text: `This link could not be opened. ${decoded.message} Your draft was not changed.` });
    return false;
  }
  openView(viewOf(decoded.state));
  return true;
}
