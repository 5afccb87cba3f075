import type { Plugin } from 'vite';
import { rulePages } from './rule-pages.ts';

/**
 * Publishes a page per lint rule at `rules/<id>.html` (and `rules/index.html`), generated from each
 * rule's own file: in the build beside index.html, and on the dev server at the same paths, so
 * that the links of the editor, the Problems list, the CLI and SARIF open it.
 */
export function rulePagesPlugin(): Plugin {
  return {
    name: 'kops-hook-playground-rule-pages',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (!Object.keys(bundle).some((name) => name.endsWith('index.html'))) return;
        for (const [fileName, source] of rulePages()) this.emitFile({ type: 'asset', fileName, source });
      },
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://x').pathname.slice(1);
        const html = path.startsWith('rules/') ? rulePages().get(path) : undefined;
        if (html === undefined) return next();
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(html);
      });
    },
  };
}
