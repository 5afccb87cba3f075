import { VitePWA } from 'vite-plugin-pwa';
import type { PluginOption } from 'vite';

/** The manifest's colours: the accent (title bars) and the light page background (splash screens). */
export const THEME_COLOR = '#326ce5';
export const BACKGROUND_COLOR = '#ffffff';

/**
 * The installable app and its offline copy (vite-plugin-pwa, Workbox generateSW), in builds only.
 *
 * - The web app manifest has relative `start_url` and `scope` (`./`), like `base`, so the app
 *   installs from whatever sub-path a documentation site serves it under.
 * - The service worker precaches every file of the build, Monaco's 3 MB chunk included, so after
 *   one visit the page loads with no network. Workbox writes its list at closeBundle from the
 *   files on disk, i.e. after scripts/vite-classic-entry.ts has rewritten the entry (the classic
 *   script, its shim and index.html are listed as they are served).
 * - Navigations (`?embed`, `?example=…`, any fragment) are answered with the precached page.
 * - `registerType: 'prompt'`: a new version waits until the person presses "Reload to update"
 *   (src/ui/pwa/), which saves the draft first. The first version controls the page at once
 *   (clientsClaim): there is nothing older to wait for.
 * - No registration script is injected (`injectRegister: false`): the page registers from a
 *   bundled module, so the CSP keeps `script-src 'self'` without inline code.
 * - Off in dev (devOptions disabled): `npm run dev` must never serve a stale precache.
 */
export function pwaPlugin(): PluginOption {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    includeManifestIcons: false,
    manifest: {
      name: 'kops hook playground',
      short_name: 'kops hooks',
      description: 'See exactly which systemd units kops nodeup writes for your hooks, for any kops version.',
      start_url: './',
      scope: './',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      icons: [
        { src: 'icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: 'icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      ],
    },
    workbox: {
      // The manifest is added by the plugin itself; json is the hook schema (schema/), which an
      // offline page still links to from its docs and permalinks.
      globPatterns: ['**/*.{html,js,css,ttf,svg,png,json}'],
      // The examples' prerendered first views (scripts/vite-prerender.ts), 1.3 MB: a `?example=`
      // visit offline paints nothing early and renders as before.
      globIgnores: ['first-paint/**'],
      // Every file is listed with a revision hashed from its final bytes, hashed names included:
      // the classic entry and its shim keep the hash of the module they were rewritten from
      // (scripts/vite-classic-entry.ts), so a name's hash does not always cover what is served.
      dontCacheBustURLsMatching: /^$/,
      // Monaco's chunk is about 3.3 MB; Workbox skips files over 2 MiB by default.
      maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
      navigateFallback: 'index.html',
      cleanupOutdatedCaches: true,
      clientsClaim: true,
    },
    devOptions: { enabled: false },
  });
}
