import { useStore } from '../store/store.ts';
import type { PlaygroundState } from '../store/slices.ts';
import type { DraftContent } from '../drafts/draft-record.ts';
import { isOpening, keepDraft } from './open-view.ts';

const snapshot = (s: PlaygroundState): DraftContent => ({ text: s.text, kopsVersion: s.kopsVersion, runtime: s.runtime, distro: s.distro });
const edited = (s: PlaygroundState): boolean => s.text !== s.baseline;

/**
 * Keeps the user's edits in Recent drafts when something else (the Examples box, "Open YAML
 * file", a dropped file) loads over them. Those paths replace the text first and then move the
 * baseline, so the last edited state is remembered on every change and kept when the baseline
 * moves. Returns the unsubscribe function.
 */
export function watchLoads(): () => void {
  let lastEdited: DraftContent | null = null;
  return useStore.subscribe((state, prev) => {
    if (state.text !== prev.text && edited(prev)) lastEdited = snapshot(prev);
    if (state.baseline === prev.baseline) return;
    if (isOpening()) {
      lastEdited = null;
      return;
    }
    const candidate = edited(prev) && prev.text !== state.text ? snapshot(prev) : lastEdited;
    lastEdited = null;
    if (candidate && candidate.text !== state.text) keepDraft(candidate);
  });
}
