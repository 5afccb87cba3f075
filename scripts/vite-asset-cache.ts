import type { Plugin } from 'vite';

/** Whether a request path names a content-hashed build asset (`…/assets/name-HASH.ext`). */
export function isHashedAsset(url: string): boolean {
  return /\/assets\/[^/]+-[\w-]{8}\.\w+$/.test(url.split('?')[0] ?? '');
}

/**
 * `vite preview` serves like a production host: files under `assets/` carry a content hash in
 * their names, so they are cached for a year without revalidation, and a returning visitor's
 * browser runs the page without asking the server about every chunk first. `index.html`
 * stays `no-cache`, so a new build is picked up on the next load.
 */
export function assetCachePlugin(): Plugin {
  return {
    name: 'kops-hook-playground-asset-cache',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (isHashedAsset(req.url ?? '')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        next();
      });
    },
  };
}
