/** MkDocs Material's scheme attribute, which its palette sets on the body: `slate` is its dark scheme. */
const MATERIAL = 'data-md-color-scheme';
const DARK = '(prefers-color-scheme: dark)';

/**
 * The host page's colour scheme: MkDocs Material's `data-md-color-scheme` (`slate` is dark, every
 * other scheme, or none, light), else the reader's system (`prefers-color-scheme`), as most docs themes follow.
 */
export function hostTheme(): 'light' | 'dark' {
  // Present but empty: Material 8 given a palette of Material 9's "automatic" kind (kops's site),
  // which it shows in its light colours whatever the system's.
  if (document.body?.hasAttribute(MATERIAL)) return document.body.getAttribute(MATERIAL) === 'slate' ? 'dark' : 'light';
  return matchMedia(DARK).matches ? 'dark' : 'light';
}

/** Calls `onChange` whenever the host's scheme may have changed: Material's palette toggle, or the system's setting. */
export function watchHostTheme(onChange: () => void): void {
  matchMedia(DARK).addEventListener('change', onChange);
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { attributes: true, attributeFilter: [MATERIAL] });
}
