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

/**
 * Whether the editor takes Vim's keys ("Vim mode" under Keys), remembered in localStorage. Only
 * the choice lives here: monaco-vim itself loads with the editor's chunk's vim-mode.ts, and only
 * once the mode is on, so the first view never pays for it.
 */
export const useVimPref = create<VimPref>()((set) => ({
  on: stored(),
  setOn: (on) => {
    try {
      if (on) localStorage.setItem(VIM_KEY, 'on');
      else localStorage.removeItem(VIM_KEY);
    } catch {
      // Not remembered where storage is off; the mode still changes for this page.
    }
    set({ on });
  },
}));
