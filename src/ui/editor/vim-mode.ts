import type * as Monaco from 'monaco-editor/esm/vs/editor/editor.api.js';

/**
 * Turns Vim's keys on in `editor`, with its mode line and `:` command line in `statusBar`, and
 * returns what turns them off again. monaco-vim (CodeMirror's Vim keymap on Monaco's API) is its
 * own chunk, fetched here the first time: a visitor who never turns the mode on never loads it.
 * The import names the package's ES module (vite.config.ts `resolve.alias`): its `browser` build
 * carries a copy of Monaco 0.33's internals, where the ES module imports them from our Monaco.
 */
export async function startVimMode(editor: Monaco.editor.IStandaloneCodeEditor, statusBar: HTMLElement): Promise<Monaco.IDisposable> {
  const { initVimMode } = await import('monaco-vim');
  return initVimMode(editor as never, statusBar);
}
