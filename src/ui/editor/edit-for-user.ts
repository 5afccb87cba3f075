import type { TextEdit } from '../../core/index.ts';
import { NARROW_QUERY } from '../layout/breakpoints.ts';
import { useStore } from '../store/store.ts';
import { useEditNotice } from './edit-notice.ts';
import { editorController } from './editor-controller.ts';

/**
 * Applies an edit the user asked for from outside the editor (a fix, a toggle, "Fix UNIT") as one
 * undo step, then gives the keyboard back to the editor at the edited line, so Ctrl+Z undoes it
 * there, and shows a notice with "Undo" (a phone has no Ctrl+Z). On narrow screens the editor is
 * behind the Spec tab: the page stays where the user is (and no on-screen keyboard opens), and the
 * notice is the way back. `what` says what was done, for the notice. Returns false, and does
 * nothing, when the text changed since `basedOn`.
 */
export function editForUser(edits: readonly TextEdit[], basedOn: string, what: string): boolean {
  const editor = editorController();
  if (edits.length === 0 || !editor.applyEdits(edits, basedOn)) return false;
  const narrow = typeof window.matchMedia === 'function' && window.matchMedia(NARROW_QUERY).matches;
  // Edits never overlap, so the first one starts at the same offset in the new text.
  if (!narrow || useStore.getState().narrowPane === 'editor') editor.revealOffset(Math.min(...edits.map((e) => e.start)));
  useEditNotice.getState().show(what, useStore.getState().text);
  return true;
}
