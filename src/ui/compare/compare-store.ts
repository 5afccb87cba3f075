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
  setOn: (on: boolean) => void;
  setFrom: (side: CompareSide) => void;
  setTo: (side: CompareSide) => void;
  /** Opens a view that carries a comparison (link, example), or none (compare mode off). */
  open: (compare: { from: CompareSide; to: CompareSide } | null) => void;
}

/** The compare mode store. Defaults are set when the mode is first turned on (compare-toggle.tsx). */
export const useCompareStore = create<CompareState>()((set) => ({
  on: false,
  from: { kopsVersion: '', runtime: 'auto' },
  to: { kopsVersion: '', runtime: 'auto' },
  setOn: (on) => set({ on }),
  setFrom: (from) => set({ from }),
  setTo: (to) => set({ to }),
  open: (compare) => set(compare ? { on: true, ...compare } : { on: false }),
}));

// Turning compare mode on (the toggle, a link, an upgrade story) shows its view, the output's
// "Comparison" tab, wherever the output was; turning it off falls back to the first view (Units).
useCompareStore.subscribe((s, p) => {
  if (s.on && !p.on) useStore.getState().showOutputView('compare');
});
