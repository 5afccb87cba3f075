import { create } from 'zustand';

/** Whether the "Permalink" box is open under the toolbar, and what the last copy said. */
export interface LinkPanelState {
  open: boolean;
  status: string;
  show: (status: string) => void;
  close: () => void;
}

/** Shared by "Copy link", "Copy as Markdown" (toolbar) and the Permalink box (under it). */
export const useLinkPanel = create<LinkPanelState>()((set) => ({
  open: false,
  status: '',
  show: (status) => set({ open: true, status }),
  close: () => set({ open: false, status: '' }),
}));
