import { findExample } from '../examples/catalog.ts';
import { loadText } from '../editor/load-text.ts';
import { useStore } from '../store/store.ts';
import { useCompareStore } from '../compare/compare-store.ts';

/**
 * Opens a gallery example: asks before replacing edited text, and applies the example's kops
 * version and, for an upgrade story, its comparison (any other example leaves compare mode).
 */
export function openExample(id: string): boolean {
  const example = findExample(id);
  if (!example || !loadText(example.text, `the example "${example.title}"`)) return false;
  if (example.kopsVersion) useStore.getState().setKopsVersion(example.kopsVersion);
  useCompareStore.getState().open(example.compare ?? null);
  return true;
}
