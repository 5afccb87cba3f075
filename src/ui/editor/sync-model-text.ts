import type * as Monaco from 'monaco-editor/esm/vs/editor/editor.api.js';
import { modelText } from './model-text.ts';

/**
 * Makes the editor hold `text`, set from outside it (an example, a draft, an opened file, New),
 * as one edit over the whole model with an undo stop after it, so that Ctrl+Z brings back what
 * was there: what @monaco-editor/react does with its `value` prop. The wrapper compares `value`
 * with `getValue()`, which joins the whole text again after every keystroke (a 2 MB string per key
 * at 10,000 hooks); this compares with the text that `modelText` already read for this version,
 * the very string the store got from the keystroke.
 */
export function syncModelText(editor: Monaco.editor.IStandaloneCodeEditor, text: string): void {
  const model = editor.getModel();
  if (!model || modelText(model) === text) return;
  editor.executeEdits('', [{ range: model.getFullModelRange(), text, forceMoveMarkers: true }]);
  editor.pushUndoStop();
}
