import { findExample } from '../examples/catalog.ts';
import { useStore } from '../store/store.ts';
import { useCompareStore } from '../compare/compare-store.ts';
import { useDraftsState } from '../drafts/drafts-state.ts';
import { openView } from '../share/open-view.ts';
import { useShareStore } from '../share/share-store.ts';

/**
 * Opens a gallery example as Recent drafts opens a draft (openView): the text on screen is kept
 * in Recent drafts and the example goes through the editor (Ctrl+Z brings the text back); its
 * kops version and, for an upgrade story, its comparison apply (any other example leaves compare
 * mode). The notice of the kept draft offers Undo: the text, version, runtime and comparison come
 * back, and the draft is taken back from Recent drafts, as its own button there would.
 */
export function openExample(id: string): void {
  const example = findExample(id);
  if (!example) return;
  const { text, kopsVersion, runtime } = useStore.getState();
  // The compare store's state is replaced, never changed, on each change: this one stays as it is.
  const c = useCompareStore.getState();
  const compare = c.on ? c : null;
  openView({ text: example.text, kopsVersion: example.kopsVersion, compare: example.compare ?? null }, undefined, () => {
    useShareStore.setState({ notices: [] });
    openView({ text, kopsVersion, runtime, compare }, useDraftsState.getState().recent.find((d) => d.text === text));
  });
}
