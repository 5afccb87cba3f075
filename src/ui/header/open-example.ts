import { findExample } from '../examples/catalog.ts';
import { useStore } from '../store/store.ts';
import { useCompareStore } from '../compare/compare-store.ts';
import { useDraftsState } from '../drafts/drafts-state.ts';
import { draftTitle } from '../drafts/draft-title.ts';
import { openView, type View } from '../share/open-view.ts';
import { useShareStore } from '../share/share-store.ts';

/** The view on screen: text, kops version, runtime and comparison. */
function currentView(): View {
  const s = useStore.getState();
  const c = useCompareStore.getState();
  return { text: s.text, kopsVersion: s.kopsVersion, runtime: s.runtime, compare: c.on ? { from: c.from, to: c.to } : null };
}

/**
 * Puts back the view an example replaced. The draft that went to Recent drafts is taken back
 * from there, as its "open" button does, so it is not left behind as a copy; the text goes
 * through the editor (Ctrl+Z brings the example back).
 */
function undoExample(before: View): void {
  const record = useDraftsState.getState().recent.find((d) => d.text === before.text);
  openView(before, record, true);
}

/**
 * Opens a gallery example as Recent drafts opens a draft: the text on screen is kept in Recent
 * drafts, the example goes through the editor (Ctrl+Z brings the text back), its kops version
 * and, for an upgrade story, its comparison apply (any other example leaves compare mode), and
 * a notice offers Undo, which brings back the text, version, runtime and comparison.
 */
export function openExample(id: string): boolean {
  const example = findExample(id);
  if (!example) return false;
  const before = currentView();
  const kept = openView({ text: example.text, ...(example.kopsVersion ? { kopsVersion: example.kopsVersion } : {}), compare: example.compare ?? null }, undefined, true);
  const share = useShareStore.getState();
  for (const n of share.notices) if (n.kind === 'draft-kept') share.dismiss(n);
  share.notify({
    kind: 'example-opened',
    text: `Opened the example "${example.title}".${kept ? ` Your draft ("${draftTitle(before.text)}") is kept in Recent drafts.` : ''}`,
    undo: () => undoExample(before),
  });
  return true;
}
