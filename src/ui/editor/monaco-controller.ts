import type * as Monaco from 'monaco-editor/esm/vs/editor/editor.api.js';
import type { EditorController } from './editor-controller.ts';
import { modelHolds } from './model-text.ts';

/**
 * The EditorController backed by Monaco: every programmatic change goes through
 * `executeEdits` between undo stops, so Ctrl+Z undoes exactly that change.
 */
export function monacoController(monaco: typeof Monaco, editor: Monaco.editor.IStandaloneCodeEditor): EditorController {
  return {
    applyEdits(edits, basedOn) {
      const model = editor.getModel();
      if (!model || !modelHolds(model, basedOn)) return false;
      const ops = edits.map((e) => {
        const s = model.getPositionAt(e.start);
        const t = model.getPositionAt(e.end);
        return { range: new monaco.Range(s.lineNumber, s.column, t.lineNumber, t.column), text: e.text, forceMoveMarkers: true };
      });
      editor.pushUndoStop();
      const ok = editor.executeEdits('kops-hooks', ops);
      editor.pushUndoStop();
      return ok;
    },
    revealOffset(offset, end) {
      const model = editor.getModel();
      if (!model) return;
      const pos = model.getPositionAt(offset);
      if (end === undefined || end === offset) {
        editor.setPosition(pos);
      } else {
        const to = model.getPositionAt(end);
        editor.setSelection(new monaco.Selection(pos.lineNumber, pos.column, to.lineNumber, to.column));
      }
      editor.revealPositionInCenter(pos);
      editor.focus();
    },
    undo() {
      editor.trigger('kops-hooks', 'undo', null);
    },
  };
}
