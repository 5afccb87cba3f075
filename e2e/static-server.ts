import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ttf': 'font/ttf',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves `root` under the URL prefix `base` (like a documentation site hosting the playground
 * under a sub-path) and answers 404 for anything outside it. Resolves with the server's origin.
 * `edit` may change a file's bytes as served (a test can publish a "new version" of one file).
 */
export async function serveStatic(
  root: string,
  base: string,
  edit?: (rel: string, body: Buffer) => Buffer,
): Promise<{ url: string; server: Server; misses: string[] }> {
  const misses: string[] = [];
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (!path.startsWith(base)) {
      misses.push(path);
      res.writeHead(404).end();
      return;
    }
    const rel = normalize(path.slice(base.length) || 'index.html').replace(/^(\.\.[/\\])+/, '');
    try {
      const file = rel.endsWith('/') || rel === '' ? 'index.html' : rel;
      const read = await readFile(join(root, file));
      const body = edit ? edit(file, read) : read;
      res.writeHead(200, { 'content-type': TYPES[extname(rel)] ?? 'application/octet-stream' }).end(body);
    } catch {
      misses.push(path);
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}${base}`, server, misses };
}
