import { create } from 'zustand';
import type { Runtime } from '../../core/index.ts';
import { DEFAULT_EXAMPLE_TEXT } from '../examples/default-example.ts';
import { loadDraft, saveDraft } from './persist.ts';
import { DEFAULT_KOPS_VERSION } from '../header/kops-versions.ts';
import {
  createEditorSlice, createLayoutSlice, createOptionsSlice, createOutputSlice,
  type InitialInputs, type PlaygroundState,
} from './slices.ts';


function initialInputs(): { init: InitialInputs; status: ReturnType<typeof loadDraft>['status'] } {
  const { draft, status } = loadDraft();
  if (draft) {
    const runtime = draft.runtime === 'docker' || draft.runtime === 'containerd' ? draft.runtime : 'auto';
    return { init: { text: draft.text, kopsVersion: draft.kopsVersion, runtime }, status };
  }
  return { init: { text: DEFAULT_EXAMPLE_TEXT, kopsVersion: DEFAULT_KOPS_VERSION, runtime: 'auto' }, status };
}

const { init, status } = initialInputs();

/** The playground store: inputs only, in slices. Read with selectors (`useStore(selectX)`). */
export const useStore = create<PlaygroundState>()((...a) => ({
  ...createEditorSlice(init)(...a),
  ...createOptionsSlice(init)(...a),
  ...createOutputSlice()(...a),
  ...createLayoutSlice()(...a),
  storageStatus: status,
}));

const AUTOSAVE_MS = 300;
let timer: ReturnType<typeof setTimeout> | undefined;
let autosave = true;

/** Turns draft autosave off (an embed shows someone else's spec and must not overwrite the user's draft). */
export function setAutosave(on: boolean): void {
  autosave = on;
  if (!on) {
    clearTimeout(timer);
    timer = undefined;
  }
}

function save(): void {
  timer = undefined;
  const s = useStore.getState();
  const result = saveDraft({ text: s.text, kopsVersion: s.kopsVersion, runtime: s.runtime });
  if (result !== s.storageStatus) s.setStorageStatus(result);
}

/** Saves the draft shortly after the text or options change; reports storage trouble in the store. */
useStore.subscribe((state, prev) => {
  if (!autosave || (state.text === prev.text && state.kopsVersion === prev.kopsVersion && state.runtime === prev.runtime)) return;
  clearTimeout(timer);
  timer = setTimeout(save, AUTOSAVE_MS);
});

/** Saves a draft that is waiting for its autosave now: a reload (a new version) must not lose the last edits. */
export function flushDraft(): void {
  if (timer === undefined) return;
  clearTimeout(timer);
  save();
}

/** The runtime option to pass to analyze (`auto` means none). */
export function runtimeOption(runtime: Runtime | 'auto'): Runtime | undefined {
  return runtime === 'auto' ? undefined : runtime;
}
