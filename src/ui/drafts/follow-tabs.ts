import { useDraftsState } from './drafts-state.ts';
import type { Session } from './active-session.ts';
import { SHARED_TEXT } from './notice-texts.ts';

/** Follows the other tabs: who has which draft open, and changes to the stored drafts. */
export function followTabs(s: Session): void {
  let reload: ReturnType<typeof setTimeout> | undefined;
  const state = useDraftsState.getState;
  s.tabs.listen((event) => {
    if (event.kind === 'claimed' && event.draft === s.writer.current().id) {
      s.writer.setCopy(true);
      state().notify({ kind: 'shared', text: SHARED_TEXT });
    } else if (event.kind === 'others') {
      // The other tab has closed or moved on: this one continues the draft itself.
      if (state().notices.some((n) => n.kind === 'shared') && !s.tabs.openElsewhere().has(s.writer.current().id)) {
        s.writer.setCopy(false);
        state().dismiss('shared');
      }
      s.publish();
    } else if (event.kind === 'changed') {
      clearTimeout(reload);
      reload = setTimeout(() => void s.writer.load().then(() => {
        // Removed in another tab while on screen here: this tab still shows it, so it is kept.
        const current = s.writer.current();
        if (current.rev > 0 && !s.writer.records().some((d) => d.id === current.id)) s.resave();
        s.publish();
      }), 100);
    }
  });
  window.addEventListener('pagehide', () => {
    s.flush();
    s.tabs.leave();
  });
  window.addEventListener('pageshow', (e: PageTransitionEvent) => {
    if (e.persisted) void s.tabs.announce(s.writer.current().id);
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') s.flush();
  });
}
