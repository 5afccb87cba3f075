// Monaco's tab-focus switch, shared by every editor of the page (what Ctrl+M toggles). The public
// API has no getter for it; this module of the pinned monaco-editor 0.52 holds it.
declare module 'monaco-editor/esm/vs/editor/browser/config/tabFocus.js' {
  export const TabFocus: {
    getTabFocusMode(): boolean;
    setTabFocusMode(tabFocusMode: boolean): void;
  };
}
