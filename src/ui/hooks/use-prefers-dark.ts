import { useMediaQuery } from './use-media-query.ts';

/**
 * True when the page is dark: pinned by `?theme=` (main.tsx sets `data-theme` on the root before
 * the first render, for good), else while the OS (or an emulated media query) asks for it.
 */
export function usePrefersDark(): boolean {
  const osDark = useMediaQuery('(prefers-color-scheme: dark)');
  const pinned = document.documentElement.dataset.theme;
  return pinned === 'dark' || (pinned !== 'light' && osDark);
}
