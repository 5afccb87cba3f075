import type * as Monaco from 'monaco-editor/esm/vs/editor/editor.api.js';

const byModel = new WeakMap<Monaco.editor.ITextModel, { version: number; text: string }>();

/**
 * The model's text, read once per model version. `getValue()` joins the whole piece tree (~200 ms
 * for a 5 MB text), and markers, quick fixes and programmatic edits each ask for it after an edit.
 */
export function modelText(model: Monaco.editor.ITextModel): string {
  const version = model.getVersionId();
  const hit = byModel.get(model);
  if (hit?.version === version) return hit.text;
  const text = model.getValue();
  byModel.set(model, { version, text });
  return text;
}

/** Whether the model holds exactly `text` (analyses and fixes hold offsets into one text). */
export function modelHolds(model: Monaco.editor.ITextModel, text: string): boolean {
  return model.getValueLength() === text.length && modelText(model) === text;
}
