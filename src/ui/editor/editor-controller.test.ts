import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useStore } from '../store/store.ts';
import { editorController, setEditorController, type EditorController } from './editor-controller.ts';

/** An editor that records the offsets it was asked to reveal. */
function recordingEditor(): EditorController & { revealed: number[] } {
  const revealed: number[] = [];
  return { revealed, applyEdits: () => true, revealOffset: (o) => void revealed.push(o), undo: () => {} };
}

describe('editorController().revealOffset with the editor behind its tab', () => {
  let frames: Array<() => void> = [];
  beforeEach(() => {
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (f: () => void) => frames.push(f));
    // No stand-in textarea on this page.
    vi.stubGlobal('document', { querySelector: () => null });
    useStore.setState({ narrowPane: 'output', cursor: 0 });
  });
  afterEach(() => {
    setEditorController(null);
    vi.unstubAllGlobals();
  });

  it('shows the editor pane first and moves the caret one frame later', () => {
    const monaco = recordingEditor();
    setEditorController(monaco);
    editorController().revealOffset(42);
    expect(useStore.getState().narrowPane).toBe('editor');
    expect(monaco.revealed).toEqual([]);
    frames.forEach((f) => f());
    expect(monaco.revealed).toEqual([42]);
  });

  // Seen in the boot-order end-to-end test under load: a hook box pressed while Monaco loads
  // left the caret on line 1, because the stand-in was told after Monaco had taken its caret.
  it('goes to Monaco when Monaco mounted during that frame', () => {
    editorController().revealOffset(42);
    const monaco = recordingEditor();
    setEditorController(monaco);
    frames.forEach((f) => f());
    expect(monaco.revealed).toEqual([42]);
  });

  it('goes to the stand-in (the store\'s caret) when Monaco has not mounted yet', () => {
    editorController().revealOffset(42);
    frames.forEach((f) => f());
    expect(useStore.getState().cursor).toBe(42);
  });
});
