import type { Plugin } from 'vite';

/**
 * The Content-Security-Policy of the built page, as a <meta> tag so that it holds on any static
 * host (documentation sites cannot always set headers).
 *
 * - Nothing but the page's own origin: no CDN, no remote fonts, no analytics (`default-src 'self'`).
 * - No `unsafe-eval`: nothing here compiles code from strings.
 * - `style-src 'unsafe-inline'` because Monaco creates <style> elements at run time for its themes
 *   and decorations; it is styles only, scripts stay locked to 'self'.
 * - `blob:` for workers and downloads (the zip of units is a blob URL); `data:` for Monaco's
 *   inlined codicon font and small images.
 * - frame-ancestors cannot be set from a <meta>; embedding in documentation is a feature anyway.
 */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

/** Adds the CSP <meta> to index.html in production builds only (the dev server needs inline HMR). */
export function cspPlugin(): Plugin {
  return {
    name: 'kops-hook-playground-csp',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CSP }, injectTo: 'head-prepend' },
    ],
  };
}
