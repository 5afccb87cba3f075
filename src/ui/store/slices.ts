import type { StateCreator } from 'zustand';
import type { Runtime } from '../../core/index.ts';
import type { StorageStatus } from '../drafts/storage-status.ts';

/** Identifies one hook in the text: `<document>:<list>:<index>` (cheap to compare in selectors). */
export type HookKey = string;

/** The text and where the user is in it. */
export interface EditorSlice {
  text: string;
  /** Caret offset in `text`. */
  cursor: number;
  /** The hook the toggles act on: the one under the caret, or one chosen from the output. */
  selectedHook: HookKey | null;
  /** The text as last loaded from an example or a file: edits beyond it are the user's own work. */
  baseline: string;
  setText: (text: string) => void;
  /** Replaces the text with loaded content (example, file, link) and resets the selection. */
  loadText: (text: string) => void;
  setCursor: (cursor: number) => void;
  selectHook: (hook: HookKey | null) => void;
}

/** What to render for. `kopsVersion` is a version string or `proposal` (the request's design). */
export interface OptionsSlice {
  kopsVersion: string;
  /** `auto`: the Cluster's containerRuntime, else the version's default. */
  runtime: Runtime | 'auto';
  setKopsVersion: (version: string) => void;
  setRuntime: (runtime: Runtime | 'auto') => void;
}

/** What the output pane shows. Names, not indices, so a selection survives edits. */
export interface OutputSlice {
  group: string | null;
  unit: string | null;
  setGroup: (group: string | null) => void;
  setUnit: (unit: string | null) => void;
}

/** Pane sizes and the narrow-screen tab, plus whether drafts can be saved. */
export interface LayoutSlice {
  /** Editor width as a fraction of the main area (0.2–0.8). */
  split: number;
  narrowPane: 'editor' | 'output';
  storageStatus: StorageStatus;
  setSplit: (split: number) => void;
  setNarrowPane: (pane: 'editor' | 'output') => void;
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
  selectedHook: null,
  baseline: init.text,
  setText: (text) => set({ text }),
  loadText: (text) => set({ text, baseline: text, cursor: 0, selectedHook: null, group: null, unit: null }),
  setCursor: (cursor) => set({ cursor }),
  selectHook: (selectedHook) => set({ selectedHook }),
});

/** Creates the options slice. */
export const createOptionsSlice = (init: InitialInputs): Slice<OptionsSlice> => (set) => ({
  kopsVersion: init.kopsVersion,
  runtime: init.runtime,
  setKopsVersion: (kopsVersion) => set({ kopsVersion }),
  setRuntime: (runtime) => set({ runtime }),
});

/** Creates the output slice. */
export const createOutputSlice = (): Slice<OutputSlice> => (set) => ({
  group: null,
  unit: null,
  setGroup: (group) => set({ group, unit: null }),
  setUnit: (unit) => set({ unit }),
});

const clampSplit = (split: number): number => Math.min(0.8, Math.max(0.2, split));

/** Creates the layout slice. */
export const createLayoutSlice = (): Slice<LayoutSlice> => (set) => ({
  split: 0.5,
  narrowPane: 'output',
  storageStatus: 'ok',
  setSplit: (split) => set({ split: clampSplit(split) }),
  setNarrowPane: (narrowPane) => set({ narrowPane }),
  setStorageStatus: (storageStatus) => set({ storageStatus }),
});
