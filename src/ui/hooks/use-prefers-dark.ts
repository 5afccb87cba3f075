import { useMediaQuery } from './use-media-query.ts';

/** True while the OS (or an emulated media query) asks for a dark theme. */
export function usePrefersDark(): boolean {
  return useMediaQuery('(prefers-color-scheme: dark)');
}
