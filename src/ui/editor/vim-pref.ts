import { create } from 'zustand';

/** Where the choice is remembered (this browser, every tab). */
export const VIM_KEY = 'kops-hook-playground:vim-mode';

function stored(): boolean {
  try {
    return localStorage.getItem(VIM_KEY) === 'on';
  } catch {
    return false; // Storage off (private mode, a sandboxed frame): the editor's own keys.
  }
}

interface VimPref {
  on: boolean;
  setOn: (on: boolean) => void;
}

let read = false;

/**
 * Whether the editor takes Vim's keys ("Vim mode" under Keys), remembered in localStorage. Only
 * the choice lives here: monaco-vim itself loads with the editor's chunk's vim-mode.ts, and only
 * once the mode is on, so the first view never pays for it. Off until `readVimPref` (the editor
 * pane calls it once Monaco is wanted, after the first paint): a page's first read of localStorage
 * waits for the browser to hand it the origin's storage, which took 43–195 ms in 2 of 6 permalink
 * visits profiled on a loaded machine, and a permalink or `?example=` visit reads nothing else
 * from it before its units (issue 47).
 */
export const useVimPref = create<VimPref>()((set) => ({
  on: false,
  setOn: (on) => {
    read = true;
    try {
      if (on) localStorage.setItem(VIM_KEY, 'on');
      else localStorage.removeItem(VIM_KEY);
    } catch {
      // Not remembered where storage is off; the mode still changes for this page.
    }
    set({ on });
  },
}));

/** Takes the remembered choice into `useVimPref`, once (a choice made on this page before it wins). */
export function readVimPref(): void {
  if (read) return;
  read = true;
  useVimPref.setState({ on: stored() });
}
