/** The attributes docs themes switch their colour scheme with. */
const ATTRIBUTES = ['data-md-color-scheme', 'data-bs-theme', 'data-theme'];
const DARK = '(prefers-color-scheme: dark)';

/**
 * The host page's colour scheme: MkDocs Material's `data-md-color-scheme` (`slate` is its dark
 * scheme; every other scheme is light), else `data-bs-theme` or `data-theme` set to light or
 * dark on the root (Bootstrap 5.3, Docsy and other Hugo themes), else the reader's system.
 */
export function hostTheme(): 'light' | 'dark' {
  const root = document.documentElement;
  const material = document.body?.getAttribute(ATTRIBUTES[0]!) ?? root.getAttribute(ATTRIBUTES[0]!);
  if (material) return material === 'slate' ? 'dark' : 'light';
  const pinned = root.getAttribute(ATTRIBUTES[1]!) ?? root.getAttribute(ATTRIBUTES[2]!);
  if (pinned === 'light' || pinned === 'dark') return pinned;
  return matchMedia(DARK).matches ? 'dark' : 'light';
}

/** Calls `onChange` whenever the host's scheme may have changed: a theme toggle, or the system's. */
export function watchHostTheme(onChange: () => void): void {
  matchMedia(DARK).addEventListener('change', onChange);
  const observer = new MutationObserver(onChange);
  for (const el of [document.documentElement, document.body]) if (el) observer.observe(el, { attributes: true, attributeFilter: ATTRIBUTES });
}
