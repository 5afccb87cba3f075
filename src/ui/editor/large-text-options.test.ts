import { describe, expect, it } from 'vitest';
import type * as Monaco from 'monaco-editor/esm/vs/editor/editor.api.js';
import { followTextSize, LARGE_TEXT_LINES, largeTextOptions } from './large-text-options.ts';

/** An editor whose model has `lines` lines, recording updateOptions and its content listener. */
function fakeEditor(lines: number) {
  const model = { lines, getLineCount: () => model.lines };
  const updates: Monaco.editor.IEditorOptions[] = [];
  let listener: (() => void) | null = null;
  const editor = {
    getModel: () => model,
    updateOptions: (o: Monaco.editor.IEditorOptions) => updates.push(o),
    onDidChangeModelContent: (l: () => void) => {
      listener = l;
      return { dispose: () => (listener = null) };
    },
  } as unknown as Monaco.editor.IStandaloneCodeEditor;
  return { editor, model, updates, change: () => listener?.() };
}

describe('largeTextOptions', () => {
  it('keeps sticky scroll, folding, bracket pair colours and links below the limit, and drops them from it', () => {
    expect(largeTextOptions(LARGE_TEXT_LINES - 1)).toEqual({ stickyScroll: { enabled: true }, folding: true, bracketPairColorization: { enabled: true }, links: true });
    expect(largeTextOptions(LARGE_TEXT_LINES)).toEqual({ stickyScroll: { enabled: false }, folding: false, bracketPairColorization: { enabled: false }, links: false });
  });
});

describe('followTextSize', () => {
  it('updates the options once per crossing of the limit, not on every change', () => {
    const { editor, model, updates, change } = fakeEditor(10);
    followTextSize(editor, {});
    model.lines = 12;
    change();
    model.lines = LARGE_TEXT_LINES + 5;
    change();
    change();
    model.lines = 3;
    change();
    expect(updates).toEqual([largeTextOptions(10), largeTextOptions(LARGE_TEXT_LINES + 5), largeTextOptions(3)]);
  });

  it('keeps folding off when the base options turn it off (a narrow screen)', () => {
    const { editor, updates } = fakeEditor(10);
    followTextSize(editor, { folding: false });
    expect(updates).toEqual([{ ...largeTextOptions(10), folding: false }]);
  });

  it('stops following once disposed', () => {
    const { editor, model, updates, change } = fakeEditor(10);
    followTextSize(editor, {}).dispose();
    model.lines = LARGE_TEXT_LINES;
    change();
    expect(updates).toHaveLength(1);
  });
});
