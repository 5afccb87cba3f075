import type { TextEdit } from '../../core/index.ts';
import { useStore } from '../store/store.ts';

/**
 * How the rest of the UI changes the text or moves the caret. Monaco registers itself when its
 * chunk has loaded (so edits land on its undo stack); until then the textarea stand-in is driven
 * through the store. Components call `editorController()` and never touch an editor directly.
 */
export interface EditorController {
  /** Applies edits given in offsets of `basedOn` (the text they were computed from) as one undo step. */
  applyEdits: (edits: readonly TextEdit[], basedOn: string) => boolean;
  /**
   * Puts the caret at an offset, scrolls it into view and focuses the editor; with `end`, selects
   * from `offset` to `end` (the caret at `end`).
   */
  revealOffset: (offset: number, end?: number) => void;
  /** Undoes the last change (Ctrl+Z from outside the editor, e.g. right after a toggle). */
  undo: () => void;
}

/** Applies offset edits to a string (edits must not overlap). */
export function applyTextEdits(text: string, edits: readonly TextEdit[]): string {
  const sorted = [...edits].sort((a, b) => b.start - a.start);
  let out = text;
  for (const e of sorted) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

/** The stand-in's last programmatic edit, so that "Undo" in the edit notice works before Monaco loads. */
let lastStoreEdit: { before: string; after: string } | null = null;

const storeController: EditorController = {
  applyEdits(edits, basedOn) {
    const state = useStore.getState();
    if (state.text !== basedOn) return false;
    const after = applyTextEdits(basedOn, edits);
    state.setText(after);
    lastStoreEdit = { before: basedOn, after };
    return true;
  },
  revealOffset(offset, end = offset) {
    useStore.getState().setCursor(end);
    const area = document.querySelector<HTMLTextAreaElement>('textarea[data-editor-fallback]');
    if (area) {
      area.focus();
      area.setSelectionRange(offset, end);
    }
  },
  undo() {
    // The textarea's native undo stack does not hold edits made through the store: undo the last
    // one of those, if nothing was typed since.
    const state = useStore.getState();
    if (lastStoreEdit && state.text === lastStoreEdit.after) state.setText(lastStoreEdit.before);
    lastStoreEdit = null;
  },
};

let current: EditorController | null = null;

/** Registers (or, with null, unregisters) the loaded editor. */
export function setEditorController(controller: EditorController | null): void {
  current = controller;
}

/**
 * The editor to send edits and caret moves to. A caret move also brings the editor into view on
 * narrow screens (where it sits behind a tab), after one frame so that it has its size.
 */
export function editorController(): EditorController {
  const c = current ?? storeController;
  return {
    ...c,
    revealOffset(offset, end) {
      const state = useStore.getState();
      if (state.narrowPane === 'editor') return c.revealOffset(offset, end);
      state.setNarrowPane('editor');
      // The editor is picked again after the frame: Monaco may have mounted in it, and the
      // stand-in's caret would then be set after Monaco took it over, and lost.
      requestAnimationFrame(() => (current ?? storeController).revealOffset(offset, end));
    },
  };
}
