import type { StateCreator } from 'zustand';
import type { Distro, Runtime } from '../../core/index.ts';
import type { StorageStatus } from '../drafts/draft-record.ts';

/** Identifies one hook in the text: `<document>:<list>:<index>` (cheap to compare in selectors). */
export type HookKey = string;

/** The text and where the user is in it. */
export interface EditorSlice {
  text: string;
  /** Caret offset in `text`. */
  cursor: number;
  /** The text as last loaded from an example or a file: edits beyond it are the user's own work. */
  baseline: string;
  setText: (text: string) => void;
  /** Replaces the text with loaded content (example, file, link) and resets the selection. */
  loadText: (text: string) => void;
  setCursor: (cursor: number) => void;
}

/** What to render for. `kopsVersion` is a version string or `proposal` (the request's design). */
export interface OptionsSlice {
  kopsVersion: string;
  /** `auto`: the Cluster's containerRuntime, else the version's default. */
  runtime: Runtime | 'auto';
  /** The node's OS family: where unit files go, and the units kops adds or only drops in on it. */
  distro: Distro;
  setKopsVersion: (version: string) => void;
  setRuntime: (runtime: Runtime | 'auto') => void;
  setDistro: (distro: Distro) => void;
}

/**
 * What the output pane shows. The unit is held by name (it survives edits elsewhere and travels
 * in links) and by the hook that made it (it survives a rename of that hook); null means the
 * group's first unit. The toggles act on the shown unit's hook, so the two never disagree.
 */
export interface OutputSlice {
  group: string | null;
  unit: string | null;
  /** The hook of the chosen unit, when it was chosen on the page (a tab, or the caret in a hook). */
  selectedHook: HookKey | null;
  /** Another group: its unit from the same hook if it has one, else its first unit. */
  setGroup: (group: string | null) => void;
  setUnit: (unit: string | null) => void;
  /** Shows a unit: its name, the hook that made it, and its group when that changes too. */
  selectUnit: (unit: string, hook: HookKey, group?: string) => void;
}

/** Pane sizes, the output's view and the narrow-screen pane, plus whether drafts can be saved. */
export interface LayoutSlice {
  /** Editor width as a fraction of the main area (0.2–0.8). */
  split: number;
  /** On narrow screens, one pane shows at a time. */
  narrowPane: 'editor' | 'output';
  /** The output pane's view (an id of src/ui/output/output-views.tsx: `units`, `problems`, …). */
  outputView: string;
  storageStatus: StorageStatus;
  setSplit: (split: number) => void;
  setNarrowPane: (pane: 'editor' | 'output') => void;
  /** Shows an output view (and, on narrow screens, the output pane). */
  showOutputView: (view: string) => void;
  setStorageStatus: (status: StorageStatus) => void;
}

/** The whole store. Other features (sharing) add a slice here; the Analysis is never stored. */
export type PlaygroundState = EditorSlice & OptionsSlice & OutputSlice & LayoutSlice;

type Slice<T> = StateCreator<PlaygroundState, [], [], T>;

/** Initial text and options (the default example; the draft or the address replaces them before the first render). */
export interface InitialInputs {
  text: string;
  kopsVersion: string;
  runtime: Runtime | 'auto';
}

/** Creates the editor slice. */
export const createEditorSlice = (init: InitialInputs): Slice<EditorSlice> => (set) => ({
  text: init.text,
  cursor: 0,
  baseline: init.text,
  setText: (text) => set({ text }),
  loadText: (text) => set({ text, baseline: text, cursor: 0, selectedHook: null, group: null, unit: null }),
  setCursor: (cursor) => set({ cursor }),
});

/** Creates the options slice. */
export const createOptionsSlice = (init: InitialInputs): Slice<OptionsSlice> => (set) => ({
  kopsVersion: init.kopsVersion,
  runtime: init.runtime,
  distro: 'debian',
  setKopsVersion: (kopsVersion) => set({ kopsVersion }),
  setRuntime: (runtime) => set({ runtime }),
  setDistro: (distro) => set({ distro }),
});

/** Creates the output slice. */
export const createOutputSlice = (): Slice<OutputSlice> => (set) => ({
  group: null,
  unit: null,
  selectedHook: null,
  setGroup: (group) => set({ group, unit: null }),
  setUnit: (unit) => set({ unit }),
  selectUnit: (unit, selectedHook, group) => set(group === undefined ? { unit, selectedHook } : { group, unit, selectedHook }),
});

const clampSplit = (split: number): number => Math.min(0.8, Math.max(0.2, split));

/** Creates the layout slice. */
export const createLayoutSlice = (): Slice<LayoutSlice> => (set) => ({
  split: 0.5,
  narrowPane: 'output',
  outputView: 'units',
  storageStatus: 'ok',
  setSplit: (split) => set({ split: clampSplit(split) }),
  setNarrowPane: (narrowPane) => set({ narrowPane }),
  showOutputView: (outputView) => set({ outputView, narrowPane: 'output' }),
  setStorageStatus: (storageStatus) => set({ storageStatus }),
});
