import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { BrowserContext } from '@playwright/test';

const SITE = join(import.meta.dirname, 'docs-site');
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.css': 'text/css', '.js': 'text/javascript' };

/** A page the test makes up, served at `/NAME.html`, with the headers it asks for. */
export interface MadePage {
  html: string;
  headers?: Record<string, string>;
}

/** A documentation site on a second origin: the files of e2e/docs-site, and pages a test adds. */
export interface DocsHost {
  /** `http://localhost:PORT/`: another site than the playground's 127.0.0.1 (cross-site, as docs are). */
  url: string;
  pages: Map<string, MadePage>;
  close: () => Promise<void>;
}

/**
 * Serves the docs pages with `{{PLAYGROUND}}` replaced by the playground's address, on a port of
 * its own (the OS picks a free one). The host name is `localhost`, so that the page and the
 * playground's frames are different sites, as on the web: Chromium puts them in separate
 * processes, and the frames are cross-origin to the page.
 */
export async function startDocsHost(playground: string): Promise<DocsHost> {
  const pages = new Map<string, MadePage>();
  const server: Server = createServer(async (req, res) => {
    const name = new URL(req.url ?? '/', 'http://x').pathname.slice(1);
    const made = pages.get(name);
    try {
      const body = made ? made.html : await readFile(join(SITE, name.replace(/[^\w.-]/g, '')), 'utf8');
      res.writeHead(200, { 'content-type': TYPES[extname(name)] ?? 'application/octet-stream', ...made?.headers });
      res.end(body.replaceAll('{{PLAYGROUND}}', playground));
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://localhost:${port}/`, pages, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Lets the page reach the docs host: the test fixture (fixtures.ts) aborts every other origin but the playground's. */
export async function allowDocsHost(context: BrowserContext, host: DocsHost): Promise<void> {
  await context.route(`${host.url}**`, (route) => route.continue());
}
