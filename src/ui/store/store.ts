import { create } from 'zustand';
import type { Runtime } from '../../core/index.ts';
import { DEFAULT_EXAMPLE_TEXT } from '../examples/default-example.ts';
import { DEFAULT_KOPS_VERSION } from '../header/kops-versions.ts';
import {
  createEditorSlice, createLayoutSlice, createOptionsSlice, createOutputSlice,
  type PlaygroundState,
} from './slices.ts';

/**
 * The playground store: inputs only, in slices. Read with selectors (`useStore(selectX)`). It
 * starts on the default example; the address (`share/boot-share.ts`) or the tab's saved draft
 * (`drafts/draft-session.tsx`) replaces that before the first render.
 */
export const useStore = create<PlaygroundState>()((...a) => {
  const init = { text: DEFAULT_EXAMPLE_TEXT, kopsVersion: DEFAULT_KOPS_VERSION, runtime: 'auto' as const };
  return {
    ...createEditorSlice(init)(...a),
    ...createOptionsSlice(init)(...a),
    ...createOutputSlice()(...a),
    ...createLayoutSlice()(...a),
  };
});

/** The runtime option to pass to analyze (`auto` means none). */
export function runtimeOption(runtime: Runtime | 'auto'): Runtime | undefined {
  return runtime === 'auto' ? undefined : runtime;
}
