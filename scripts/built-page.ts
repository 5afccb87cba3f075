import type { Rolldown } from 'vite';

/** The built index.html of a bundle, for the plugins that rewrite it; undefined in a bundle with no page (a worker's). */
export function builtPage(bundle: Rolldown.OutputBundle): Rolldown.OutputAsset | undefined {
  return Object.values(bundle).find((f): f is Rolldown.OutputAsset => f.type === 'asset' && f.fileName.endsWith('index.html'));
}
