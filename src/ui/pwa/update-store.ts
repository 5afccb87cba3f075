import { create } from 'zustand';

/** Whether a new version of the page is installed and waiting, and how to switch to it. */
export interface UpdateState {
  /** A new service worker waits: "Reload to update" is offered. */
  waiting: boolean;
  /** Saves the draft, activates the new version and reloads (set once the worker is registered). */
  apply: (() => Promise<void>) | null;
  setWaiting: (waiting: boolean) => void;
  setApply: (apply: () => Promise<void>) => void;
}

/** The update state, written by register-sw.ts and read by the prompt. */
export const useUpdateStore = create<UpdateState>()((set) => ({
  waiting: false,
  apply: null,
  setWaiting: (waiting) => set({ waiting }),
  setApply: (apply) => set({ apply }),
}));
