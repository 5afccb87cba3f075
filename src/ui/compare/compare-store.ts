import { create } from 'zustand';
import type { Runtime } from '../../core/types.ts';
import { useStore } from '../store/store.ts';

/** One side of the comparison: a kops version (or `proposal`) and a runtime (`auto`: Automatic). */
export interface CompareSide {
  kopsVersion: string;
  runtime: Runtime | 'auto';
}

/**
 * Compare mode's inputs, beside the playground store (which holds the spec and the single
 * version): whether the output pane compares two versions, and which. The selected unit is the
 * playground's own group and unit, so leaving compare mode shows the unit last looked at.
 */
export interface CompareState {
  on: boolean;
  from: CompareSide;
  to: CompareSide;
  /**
   * The earlier spec, when comparing two specs ("Compare with an earlier spec": `from` is its
   * side, `to` the editor's), or null when comparing two versions of the spec on screen.
   */
  base: string | null;
  /** Where the base came from, for people (`draft "swap"`, `the pasted link`): not in links. */
  baseLabel: string;
  setOn: (on: boolean) => void;
  setFrom: (side: CompareSide) => void;
  setTo: (side: CompareSide) => void;
  /** Compares the editor's spec with `base` (null: back to two versions), labelled `label`. */
  setBase: (base: string | null, label?: string) => void;
  /** Opens a view that carries a comparison (link, example), or none (compare mode off). */
  open: (compare: OpenCompare | null) => void;
}

/** A comparison a link or an example opens: two sides, and the base spec when it compares two specs. */
export interface OpenCompare {
  from: CompareSide;
  to: CompareSide;
  base?: string | null;
  baseLabel?: string;
}

/** The compare mode store. Defaults are set when the mode is first turned on (compare-toggle.tsx). */
export const useCompareStore = create<CompareState>()((set) => ({
  on: false,
  from: { kopsVersion: '', runtime: 'auto' },
  to: { kopsVersion: '', runtime: 'auto' },
  base: null,
  baseLabel: '',
  setOn: (on) => set({ on }),
  setFrom: (from) => set({ from }),
  setTo: (to) => set({ to }),
  setBase: (base, label = '') => set({ base, baseLabel: base === null ? '' : label }),
  open: (compare) => set(compare ? { on: true, from: compare.from, to: compare.to, base: compare.base ?? null, baseLabel: compare.base ? (compare.baseLabel ?? 'the link') : '' } : { on: false }),
}));

// Turning compare mode on (the toggle, a link, an upgrade story) shows its view, the output's
// "Comparison" tab, wherever the output was; turning it off falls back to the first view (Units).
useCompareStore.subscribe((s, p) => {
  if (s.on && !p.on) useStore.getState().showOutputView('compare');
});
