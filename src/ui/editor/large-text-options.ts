import type * as Monaco from 'monaco-editor/esm/vs/editor/editor.api.js';

/**
 * Lines from which the editor drops the features that read the whole model on the main thread
 * (issue 47). A 5,000-hook spec (about 55,000 lines) opened through "Open YAML file", profiled
 * on a 2-core machine at load average 15 to 25 (wall time, several times the CPU time): the
 * sticky lines' indentation model took one task of 674 ms, folding's indentation ranges 105 ms
 * of another; a 1,000-hook spec (about 11,000 lines) keeps both.
 */
export const LARGE_TEXT_LINES = 20_000;

/**
 * Sticky scroll, folding, bracket pair colours and links for a model of `lines` lines: on, unless
 * the text is large. Bracket pair colours parse the whole model into a tree before the first
 * render after a new text (303 ms and more at 5,000 hooks, in the same profile), though YAML
 * hooks seldom hold a bracket. Links are asked of both of Monaco's workers (monaco-yaml's and the
 * editor's URL finder) after each change: at 5,000 hooks the YAML worker parsed the whole text
 * for seconds on the second core, which the analysis worker needs for the units (issue 47).
 */
export function largeTextOptions(lines: number): Monaco.editor.IEditorOptions {
  const small = lines < LARGE_TEXT_LINES;
  return { stickyScroll: { enabled: small }, folding: small, bracketPairColorization: { enabled: small }, links: small };
}

/**
 * Keeps `editor`'s whole-model features off while its model is large, on again once it is not:
 * checked after each change of content, an options update only when the side changes. `base`
 * is the editor's options as given (folding off on a narrow screen stays off).
 */
export function followTextSize(editor: Monaco.editor.IStandaloneCodeEditor, base: Monaco.editor.IEditorOptions): Monaco.IDisposable {
  // Before the edit that makes a text large is rendered: the content event comes first.
  let large: boolean | null = null;
  const apply = (): void => {
    const model = editor.getModel();
    if (!model) return;
    const now = model.getLineCount() >= LARGE_TEXT_LINES;
    if (now === large) return;
    large = now;
    const options = largeTextOptions(model.getLineCount());
    editor.updateOptions(base.folding === false ? { ...options, folding: false } : options);
  };
  apply();
  return editor.onDidChangeModelContent(apply);
}
