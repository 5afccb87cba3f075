import type * as Monaco from 'monaco-editor/esm/vs/editor/editor.api.js';

/** Theme names for the page's light and dark schemes. */
export const THEMES = { light: 'kops-light', dark: 'kops-dark' } as const;

/**
 * Monaco's built-in themes with the page's backgrounds and comment colours that keep WCAG AA
 * contrast (YAML comments carry the examples' explanations, so they must stay readable). The
 * line number after a final newline, which Monaco dims on Linux (`renderFinalNewline: 'dimmed'`,
 * 40% of the line numbers' colour by default), gets a dimmer colour of its own that still keeps
 * 4.5:1: #6b7280 on white is 4.83:1, #7d8590 on #0d1117 is 5.07:1 (axe color-contrast).
 */
export function defineThemes(monaco: typeof Monaco): void {
  monaco.editor.defineTheme(THEMES.light, {
    base: 'vs',
    inherit: true,
    rules: [{ token: 'comment', foreground: '1d6b2f' }],
    colors: { 'editor.background': '#ffffff', 'editorLineNumber.foreground': '#5b6470', 'editorLineNumber.dimmedForeground': '#6b7280' },
  });
  monaco.editor.defineTheme(THEMES.dark, {
    base: 'vs-dark',
    inherit: true,
    rules: [{ token: 'comment', foreground: '8fc97f' }],
    colors: { 'editor.background': '#0d1117', 'editorLineNumber.foreground': '#9da7b3', 'editorLineNumber.dimmedForeground': '#7d8590' },
  });
}
