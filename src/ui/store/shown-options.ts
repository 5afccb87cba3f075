import { useCompareStore, type CompareSide, type CompareState } from '../compare/compare-store.ts';
import type { PlaygroundState } from './slices.ts';
import { useStore } from './store.ts';

/**
 * The kops version and runtime the page's analysis follows (units, problems, the editor's marks,
 * Download): the toolbar's, or in compare mode the To side's, so that "Problems N" counts the
 * version being moved to and the toolbar's pickers, unused meanwhile, can step aside.
 */
export function shownOptions(s: Pick<PlaygroundState, 'kopsVersion' | 'runtime'>, c: Pick<CompareState, 'on' | 'to'>): CompareSide {
  return c.on && c.to.kopsVersion !== '' ? c.to : { kopsVersion: s.kopsVersion, runtime: s.runtime };
}

/** `shownOptions` of the stores, re-rendering when the version or the runtime shown changes. */
export function useShownOptions(): CompareSide {
  const comparing = useCompareStore((c) => c.on && c.to.kopsVersion !== '');
  const to = useCompareStore((c) => c.to);
  const kopsVersion = useStore((s) => s.kopsVersion);
  const runtime = useStore((s) => s.runtime);
  return comparing ? to : { kopsVersion, runtime };
}
