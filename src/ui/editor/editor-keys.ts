import type * as Monaco from 'monaco-editor/esm/vs/editor/editor.api.js';
import { TabFocus } from 'monaco-editor/esm/vs/editor/browser/config/tabFocus.js';

/** The id of the text that tells assistive technology how Tab works in the editor (monaco-editor.tsx renders it). */
export const EDITOR_KEYS_DESCRIPTION = 'editor-keys-description';

// Widgets that Escape closes first: while one is open, Escape is theirs, not the way out.
const OPEN_WIDGETS = '.suggest-widget.visible, .find-widget.visible, .parameter-hints-widget.visible, .rename-box, .zone-widget, .monaco-hover:not(.hidden)';

// Tab indents only in plain editing: not while a suggestion, a snippet or tab-focus mode owns it.
const PLAIN_TAB = 'editorTextFocus && !editorReadonly && !suggestWidgetVisible && !inSnippetMode && !editorTabMovesFocus && !inlineSuggestionVisible';

/**
 * The editor's keyboard contract, CodeMirror 6's for an accessible editor: Tab indents the
 * caret's lines by one level (two spaces) and Shift+Tab takes one away, wherever the caret is on
 * the line, so Tab never inserts a tab or splits a line's YAML; Escape followed by Tab (or
 * Shift+Tab) moves focus out of the editor. Escape switches Monaco's tab-focus mode (what Ctrl+M
 * toggles) on for the next key only, unless Escape was closing a widget or the mode is already on.
 */
export function installEditorKeys(monaco: typeof Monaco, ed: Monaco.editor.IStandaloneCodeEditor): Monaco.IDisposable[] {
  ed.addCommand(monaco.KeyCode.Tab, () => ed.trigger('keyboard', 'editor.action.indentLines', null), PLAIN_TAB);
  ed.addCommand(monaco.KeyMod.Shift | monaco.KeyCode.Tab, () => ed.trigger('keyboard', 'editor.action.outdentLines', null), PLAIN_TAB);
  let armed = false;
  const disarm = (): void => {
    if (!armed) return;
    armed = false;
    TabFocus.setTabFocusMode(false);
  };
  const keys = ed.onKeyDown((e) => {
    if (e.keyCode === monaco.KeyCode.Escape) {
      const busy = ed.getDomNode()?.querySelector(OPEN_WIDGETS) !== null || (ed.getSelections()?.length ?? 0) > 1;
      if (!busy && !TabFocus.getTabFocusMode()) {
        armed = true;
        TabFocus.setTabFocusMode(true);
      }
      return;
    }
    const modifierOnly = e.keyCode === monaco.KeyCode.Shift || e.keyCode === monaco.KeyCode.Ctrl || e.keyCode === monaco.KeyCode.Alt || e.keyCode === monaco.KeyCode.Meta;
    if (e.keyCode !== monaco.KeyCode.Tab && !modifierOnly) disarm();
  });
  const blur = ed.onDidBlurEditorText(disarm);
  ed.getDomNode()?.querySelector('textarea')?.setAttribute('aria-describedby', EDITOR_KEYS_DESCRIPTION);
  return [keys, blur, { dispose: disarm }];
}
