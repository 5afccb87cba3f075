import { loadExample } from '../examples/catalog.ts';
import { exampleCompare } from '../examples/example-compare.ts';
import { useStore } from '../store/store.ts';
import { useCompareStore } from '../compare/compare-store.ts';
import { useDraftsState } from '../drafts/drafts-entry.tsx';
import { openView } from '../share/open-view.ts';
import { useShareStore } from '../share/share-store.ts';

/**
 * Opens a gallery example, once its text has loaded (example-texts.ts), as Recent drafts opens a
 * draft (openView): the text on screen is kept in Recent drafts and the example goes through the
 * editor (Ctrl+Z brings the text back); its kops version and, for an upgrade story or a
 * comparison with an earlier spec, its comparison apply (any other example leaves compare mode). The notice of the kept draft offers
 * Undo: the text, version, runtime and comparison come back, and the draft is taken back from
 * Recent drafts, as its own button there would. Resolves whether it opened.
 */
export async function openExample(id: string): Promise<boolean> {
  const example = await loadExample(id);
  if (!example) return false;
  const { text, kopsVersion, runtime } = useStore.getState();
  // The compare store's state is replaced, never changed, on each change: this one stays as it is.
  const c = useCompareStore.getState();
  const compare = c.on ? c : null;
  openView({ text: example.text, kopsVersion: example.kopsVersion, compare: exampleCompare(example, kopsVersion) }, undefined, () => {
    useShareStore.setState({ notices: [] });
    openView({ text, kopsVersion, runtime, compare }, useDraftsState.getState().recent.find((d) => d.text === text));
  });
  return true;
}
