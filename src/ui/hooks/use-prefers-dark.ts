import { useSyncExternalStore } from 'react';
import { useMediaQuery } from './use-media-query.ts';

/** Calls `onChange` whenever the root's `data-theme` changes (an embed's host switching schemes). */
function subscribePinned(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/**
 * True when the page is dark: pinned by `data-theme` on the root (`?theme=`, set by main.tsx
 * before the first render, or an embed's host page later: share/parent-messages.ts), else while
 * the OS (or an emulated media query) asks for it.
 */
export function usePrefersDark(): boolean {
  const osDark = useMediaQuery('(prefers-color-scheme: dark)');
  const pinned = useSyncExternalStore(subscribePinned, () => document.documentElement.dataset.theme, () => undefined);
  return pinned === 'dark' || (pinned !== 'light' && osDark);
}
