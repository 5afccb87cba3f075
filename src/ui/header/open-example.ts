import { loadExample } from '../examples/catalog.ts';
import { loadText } from '../editor/load-text.ts';
import { useStore } from '../store/store.ts';
import { useCompareStore } from '../compare/compare-store.ts';

/**
 * Opens a gallery example once its text has loaded: asks before replacing edited text, and
 * applies the example's kops version and, for an upgrade story, its comparison (any other example
 * leaves compare mode). Resolves whether it opened.
 */
export async function openExample(id: string): Promise<boolean> {
  const example = await loadExample(id);
  if (!example || !loadText(example.text, `the example "${example.title}"`)) return false;
  if (example.kopsVersion) useStore.getState().setKopsVersion(example.kopsVersion);
  useCompareStore.getState().open(example.compare ?? null);
  return true;
}
