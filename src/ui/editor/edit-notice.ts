import { create } from 'zustand';
import { useStore } from '../store/store.ts';

/**
 * How long the "Undo" notice of a programmatic edit stays (ms): long enough to read it and reach
 * the button on a phone, short enough that it does not pile up over the page.
 */
export const EDIT_NOTICE_MS = 10_000;

/** The last programmatic edit (a fix, a toggle, a loaded file), offered for undoing. */
export interface EditNotice {
  /** What was done, e.g. "Applied: Add [Install] WantedBy=multi-user.target". */
  text: string;
  /** The text right after the edit: once the text is anything else, Undo would undo something else. */
  after: string;
  /** Tells two notices with the same text apart, so a second fix restarts the timer. */
  id: number;
}

interface EditNoticeState {
  notice: EditNotice | null;
  show: (text: string, after: string) => void;
  dismiss: () => void;
}

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * The notice under the toolbar after an edit the page made for the user. Buttons that edit the
 * text lose focus (a fix's button disappears with its problem), and a phone has no Ctrl+Z: the
 * notice's "Undo" is the way back on every width.
 */
export const useEditNotice = create<EditNoticeState>()((set) => ({
  notice: null,
  show: (text, after) => {
    clearTimeout(timer);
    set({ notice: { text, after, id: nextId++ } });
    timer = setTimeout(() => set({ notice: null }), EDIT_NOTICE_MS);
  },
  dismiss: () => {
    clearTimeout(timer);
    set({ notice: null });
  },
}));

// Typing, Ctrl+Z or another edit makes the notice's Undo mean something else: it goes.
useStore.subscribe((s) => {
  const { notice, dismiss } = useEditNotice.getState();
  if (notice && s.text !== notice.after) dismiss();
});
