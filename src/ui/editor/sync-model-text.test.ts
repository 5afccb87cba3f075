import { describe, expect, it } from 'vitest';
import type * as Monaco from 'monaco-editor/esm/vs/editor/editor.api.js';
import { syncModelText } from './sync-model-text.ts';

/** An editor over a one-model text: counts the whole-text reads and records the edits. */
function fakeEditor(initial: string) {
  let text = initial;
  let version = 1;
  const log: string[] = [];
  const model = {
    getVersionId: () => version,
    getValue: () => {
      log.push('getValue');
      return text;
    },
    getFullModelRange: () => ({ startLineNumber: 1, startColumn: 1, endLineNumber: 9, endColumn: 1 }),
  };
  const editor = {
    getModel: () => model,
    executeEdits: (source: string, edits: Array<{ range: unknown; text: string; forceMoveMarkers: boolean }>) => {
      log.push(`executeEdits ${JSON.stringify([source, edits])}`);
      text = edits[0]!.text;
      version++;
      return true;
    },
    pushUndoStop: () => {
      log.push('pushUndoStop');
      return true;
    },
  } as unknown as Monaco.editor.IStandaloneCodeEditor;
  /** A keystroke: the model moves on to a new version. */
  const type = (next: string): void => {
    text = next;
    version++;
  };
  return { editor, log, type };
}

describe('syncModelText', () => {
  it('reads the whole text once per model version, however often the same text is synced', () => {
    const { editor, log, type } = fakeEditor('hooks: []\n');
    syncModelText(editor, 'hooks: []\n');
    syncModelText(editor, 'hooks: []\n');
    type('hooks: [ ]\n');
    syncModelText(editor, 'hooks: [ ]\n');
    syncModelText(editor, 'hooks: [ ]\n');
    expect(log).toEqual(['getValue', 'getValue']);
  });

  it('sets a text from outside the editor as one edit over the whole model, then an undo stop', () => {
    const { editor, log } = fakeEditor('hooks: []\n');
    syncModelText(editor, 'hooks:\n- name: a.service\n');
    expect(log).toEqual([
      'getValue',
      `executeEdits ${JSON.stringify(['', [{ range: { startLineNumber: 1, startColumn: 1, endLineNumber: 9, endColumn: 1 }, text: 'hooks:\n- name: a.service\n', forceMoveMarkers: true }]])}`,
      'pushUndoStop',
    ]);
    log.length = 0;
    syncModelText(editor, 'hooks:\n- name: a.service\n');
    expect(log).toEqual(['getValue']);
  });
});
