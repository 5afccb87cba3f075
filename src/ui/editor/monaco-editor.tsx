import { memo, useEffect, useRef, useState } from 'react';
import Editor, { type OnMount } from '@monaco-editor/react';
import type * as Monaco from 'monaco-editor/esm/vs/editor/editor.api.js';
import type { Analysis } from '../../core/index.ts';
import { useStore } from '../store/store.ts';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import { usePrefersDark } from '../hooks/use-prefers-dark.ts';
import { NARROW_QUERY } from '../layout/breakpoints.ts';
import { MODEL_PATH, setupMonaco } from './monaco-setup.ts';
import { THEMES } from './monaco-themes.ts';
import { setDiagnosticMarkers } from './markers.ts';
import { setEditorController } from './editor-controller.ts';
import { monacoController } from './monaco-controller.ts';
import { FallbackTextarea, takeStandInFocus } from './fallback-textarea.tsx';
import { modelText } from './model-text.ts';
import { syncModelText } from './sync-model-text.ts';
import { noteEdit } from '../store/text-edits.ts';
import { EDITOR_KEYS_DESCRIPTION, installEditorKeys } from './editor-keys.ts';
import { watchOrigins } from './origin-decorations.ts';
import { followTextSize } from './large-text-options.ts';
import { startVimMode } from './vim-mode.ts';

const monaco = setupMonaco();

/** The editor's accessible description: how Tab works in it, and how to leave it (editor-keys.ts). */
const EDITOR_KEYS_TEXT = 'Tab indents the line, Shift+Tab outdents it. To leave the editor, press Escape, then Tab or Shift+Tab. '
  + 'Control+Space suggests hook fields, and systemd directives inside a manifest. Control+Period shows quick fixes.';

const OPTIONS: Monaco.editor.IStandaloneEditorConstructionOptions = {
  ariaLabel: 'Hook spec',
  automaticLayout: true,
  // Without a minimap its section headers are never shown, yet the editor's worker searched the
  // whole text for them every second (issue 47: 5,000 hooks).
  minimap: { enabled: false, showRegionSectionHeaders: false, showMarkSectionHeaders: false },
  tabSize: 2,
  insertSpaces: true,
  fontSize: 13,
  scrollBeyondLastLine: false,
  renderWhitespace: 'trailing',
  lightbulb: { enabled: 'on' as Monaco.editor.ShowLightbulbIconMode },
  fixedOverflowWidgets: true,
  // YAML nests by indentation, so the indentation model gives the same sticky lines as the
  // outline, without asking the YAML worker for every symbol of the document after each edit.
  stickyScroll: { enabled: true, defaultModel: 'indentationModel' },
  // Likewise for folding: no round trip to the YAML worker, which would parse the whole text
  // again after every keystroke, competing with the analysis worker for the CPU.
  foldingStrategy: 'indentation',
  // A manifest is a YAML string: suggestions must come while typing there too (its directives).
  quickSuggestions: { other: true, comments: false, strings: true },
  // Enter after a word that is already whole starts a new line instead of taking the suggestion
  // (`kind: InstanceGroup` + Enter gave `kind: InstanceGroupspec:`).
  acceptSuggestionOnEnter: 'smart',
  // Words of the document are no suggestions: the schema and the systemd table give the real ones.
  wordBasedSuggestions: 'off',
  // YAML forbids tabs for indentation: the indentation stays two spaces whatever the text holds.
  detectIndentation: false,
  // The empty line after a final newline gets a dimmed number on every platform (Monaco's default
  // only on Linux), in a colour that keeps its contrast (monaco-themes.ts).
  renderFinalNewline: 'dimmed',
};

/**
 * On a phone (the one-column layout): long lines wrap, as nothing may scroll sideways, and the
 * gutter is narrow (two-digit line numbers, no folding or glyph column: a sixth of a 360 px
 * screen was gutter), keeping just room for the origin marks.
 */
const NARROW_OPTIONS: Monaco.editor.IStandaloneEditorConstructionOptions = {
  ...OPTIONS,
  wordWrap: 'on',
  wrappingIndent: 'same',
  lineNumbersMinChars: 2,
  lineDecorationsWidth: 8,
  folding: false,
  glyphMargin: false,
};

/**
 * Takes over the stand-in textarea's caret and focus: a problem or a boot-graph box clicked
 * before Monaco loaded moved that caret, and Monaco would otherwise open at line 1 and drop it.
 */
function carryCaret(ed: Monaco.editor.IStandaloneCodeEditor, model: Monaco.editor.ITextModel | null): void {
  const offset = useStore.getState().cursor;
  const inStandIn = document.activeElement instanceof HTMLTextAreaElement && document.activeElement.hasAttribute('data-editor-fallback');
  const focused = takeStandInFocus() || inStandIn;
  if (model && offset > 0) {
    const position = model.getPositionAt(offset);
    ed.setPosition(position);
    ed.revealPositionInCenter(position);
  }
  // The wrapper shows Monaco's box only after this mount callback, and removes the textarea: focus
  // on the next frame, unless the person has since moved on to another control.
  if (focused) {
    requestAnimationFrame(() => {
      const now = document.activeElement;
      if (now === null || now === document.body || (now instanceof HTMLTextAreaElement && now.hasAttribute('data-editor-fallback'))) ed.focus();
    });
  }
}

/**
 * The Monaco editor (the lazy chunk's entry). The store's text is the value; typing writes back
 * to the store; markers follow the Analysis. While @monaco-editor/react initialises, the
 * textarea keeps standing in. With `vimStatus` (Vim mode on: its status bar), Vim's keys drive it.
 */
const MonacoEditor = memo(function MonacoEditor({ analysis, vimStatus = null }: { analysis: Analysis; vimStatus?: HTMLElement | null }) {
  const text = useStore((s) => s.text);
  const setText = useStore((s) => s.setText);
  const dark = usePrefersDark();
  const narrow = useMediaQuery(NARROW_QUERY);
  const editorRef = useRef<Monaco.editor.IStandaloneCodeEditor | null>(null);
  const stopOrigins = useRef<(() => void) | null>(null);
  const [mounted, setMounted] = useState(false);

  const onMount: OnMount = (editor) => {
    const ed = editor as unknown as Monaco.editor.IStandaloneCodeEditor;
    editorRef.current = ed;
    setEditorController(monacoController(monaco, ed));
    installEditorKeys(monaco, ed);
    // Not the wrapper's onChange, which reads getValue() again: modelText reads the text once
    // per version and shares it with the markers and quick fixes of the same edit. A single
    // change is handed on as the edit, so the analysis re-reads only what it touched.
    // Offsets of a change index the model's text before it: the text seen at the last change.
    // A model kept from an earlier mount (the same path) holds the text of then.
    syncModelText(ed, useStore.getState().text);
    const initial = ed.getModel();
    carryCaret(ed, initial);
    let before = initial ? modelText(initial) : '';
    ed.onDidChangeModelContent((e) => {
      const m = ed.getModel();
      if (!m) return;
      const after = modelText(m);
      const change = e.changes.length === 1 ? e.changes[0] : undefined;
      if (change) noteEdit(before, after, { start: change.rangeOffset, end: change.rangeOffset + change.rangeLength, text: change.text });
      before = after;
      setText(after);
    });
    ed.onDidChangeCursorPosition((e) => {
      // The caret picks the unit on screen only when the person moved it (typing, a click, a
      // key, Go to line). An edit from elsewhere (a toggle, a fix, undo) only shifts it along
      // with the text: Monaco reports that as a 'modelChange', a new text as 'model'.
      if (e.source === 'modelChange' || e.source === 'model') return;
      const model = ed.getModel();
      if (model) useStore.getState().setCursor(model.getOffsetAt(e.position));
    });
    const model = ed.getModel();
    if (model) setDiagnosticMarkers(monaco, model, analysis);
    stopOrigins.current = watchOrigins(monaco, ed);
    setMounted(true);
  };

  // After the wrapper's own options update (a child's effects run first), which would turn the
  // large text's features back on.
  useEffect(() => {
    const ed = editorRef.current;
    if (!mounted || !ed) return;
    const follower = followTextSize(ed, narrow ? NARROW_OPTIONS : OPTIONS);
    return () => follower.dispose();
  }, [mounted, narrow]);
  useEffect(() => {
    const ed = editorRef.current;
    if (!mounted || !ed || !vimStatus) return;
    let stop: Monaco.IDisposable | null = null;
    let gone = false;
    void startVimMode(ed, vimStatus).then((vim) => {
      if (gone) vim.dispose();
      else stop = vim;
    });
    return () => {
      gone = true;
      stop?.dispose();
    };
  }, [mounted, vimStatus]);

  useEffect(() => () => {
    setEditorController(null);
    stopOrigins.current?.();
  }, []);

  // The text is the model's from the start (`defaultValue`); a text set from outside the editor
  // reaches the model here, not through the wrapper's `value`, which reads the model's whole text
  // again on every keystroke to compare.
  useEffect(() => {
    if (editorRef.current) syncModelText(editorRef.current, text);
  }, [text]);

  useEffect(() => {
    const model = editorRef.current?.getModel();
    if (model) setDiagnosticMarkers(monaco, model, analysis);
  }, [analysis]);

  return (
    <>
      <p className="visually-hidden" id={EDITOR_KEYS_DESCRIPTION}>{EDITOR_KEYS_TEXT}</p>
      <Editor
        path={MODEL_PATH}
        language="yaml"
        defaultValue={text}
        theme={dark ? THEMES.dark : THEMES.light}
        options={narrow ? NARROW_OPTIONS : OPTIONS}
        loading={<FallbackTextarea />}
        onMount={onMount}
      />
    </>
  );
});

export default MonacoEditor;
