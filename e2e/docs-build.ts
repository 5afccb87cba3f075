import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';

// Real docs builds for e2e/docs-builds.spec.ts: Debian's MkDocs (1.4, Material 8.2, pymdownx)
// with the Markdown extensions and theme of kops's own site, and Hugo with its defaults, built
// into a temporary folder for each run (the generated HTML is never committed) and served from
// a second origin.

/**
 * kops's `markdown_extensions` and `theme`, as `kubernetes/kops` has them at v1.36.2
 * (v1.36.2:mkdocs.yml:6-44), without the favicon, a file of kops's docs folder. No `attr_list`,
 * no `md_in_html`: only markup that needs neither can work on kops's site.
 */
export const KOPS_MKDOCS_SETTINGS = `markdown_extensions:
  - admonition
  - codehilite
  - pymdownx.inlinehilite
  - pymdownx.tasklist:
      custom_checkbox: true
  - pymdownx.superfences
  - pymdownx.tilde
  - toc:
      permalink: ' ¶'
theme:
  name: material
  features:
    - navigation.tabs
  icon:
    logo: 'material/cloud-outline'
  palette:
    # Palette toggle for automatic mode
    - media: "(prefers-color-scheme)"
      toggle:
        icon: material/brightness-auto
        name: Switch to light mode

    # Palette toggle for light mode
    - media: "(prefers-color-scheme: light)"
      scheme: default
      primary: 'teal'
      accent: 'green'
      toggle:
        icon: material/brightness-7
        name: Switch to dark mode

    # Palette toggle for dark mode
    - media: "(prefers-color-scheme: dark)"
      scheme: slate
      toggle:
        icon: material/brightness-4
        name: Match OS theme (Automatic)
`;

/** The generators, with the Debian package that brings each (.ci/run installs them). */
export const GENERATORS = [
  { command: 'mkdocs', version: ['--version'], packages: 'mkdocs mkdocs-material python3-pymdownx' },
  { command: 'hugo', version: ['version'], packages: 'hugo' },
] as const;

/** The generators that cannot run here, each with the packages that bring it. */
export function missingGenerators(): string[] {
  return GENERATORS.filter((g) => spawnSync(g.command, [...g.version], { encoding: 'utf8' }).status !== 0)
    .map((g) => `${g.command} (apt-get install ${g.packages})`);
}

/**
 * Skips the calling spec file where the generators are missing, naming them; under CI (which
 * installs them: .ci/run) it fails instead.
 */
export function needGenerators(skip: (condition: boolean, reason: string) => void): void {
  const missing = missingGenerators();
  const reason = `docs generators missing: ${missing.join(', ')}`;
  if (process.env.CI && missing.length > 0) throw new Error(reason);
  skip(missing.length > 0, reason);
}

/** A site's source: its files by relative path. */
export type SiteFiles = Record<string, string>;

/** Writes a site's source into its folder under the temporary one (never into the checkout: test/e2e-pictures.test.ts). */
async function write(root: string, files: SiteFiles): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
}

function run(command: string, args: string[], cwd: string): void {
  const r = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${r.error?.message ?? ''}${r.stderr}`);
}

/** A built site served over HTTP: `url` is its root; `headers` adds response headers to a path's page. */
export interface BuiltSite {
  url: string;
  headers: Map<string, Record<string, string>>;
  /** The built file at `path` (relative to the site's root), as served. */
  file: (path: string) => string;
}

/** Builds and serves docs sites from one temporary folder; `close` stops the servers and removes the folder. */
export interface DocsBuilds {
  /** `files` may depend on the site's own address (Material's instant navigation needs `site_url`). */
  mkdocs: (name: string, files: (url: string) => SiteFiles) => Promise<BuiltSite>;
  hugo: (name: string, files: (url: string) => SiteFiles) => Promise<BuiltSite>;
  close: () => Promise<void>;
}

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.css': 'text/css', '.js': 'text/javascript', '.json': 'application/json', '.svg': 'image/svg+xml' };

/**
 * Serves `root` on `localhost`, a port the OS picks: another site than the playground's
 * 127.0.0.1, so the previews are cross-site frames as on the web. A folder's page is its
 * `index.html`.
 */
async function serve(root: string, servers: Server[]): Promise<BuiltSite> {
  const headers = new Map<string, Record<string, string>>();
  const server = createServer((req, res) => {
    let path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    try {
      if (path.endsWith('/') || statSync(join(root, path)).isDirectory()) path = join(path, 'index.html');
      const body = readFileSync(join(root, path));
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream', ...headers.get(path.replace(/^\//, '')) });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://localhost:${port}/`, headers, file: (path) => readFileSync(join(root, path), 'utf8') };
}

export function docsBuilds(): DocsBuilds {
  const dir = mkdtempSync(join(tmpdir(), 'kops-hooks-docs-'));
  const servers: Server[] = [];
  return {
    async mkdocs(name, files) {
      const source = join(dir, name);
      const site = await serve(join(source, 'site'), servers);
      await write(source, files(site.url));
      run('mkdocs', ['build', '--quiet', '--site-dir', join(source, 'site')], source);
      return site;
    },
    async hugo(name, files) {
      const source = join(dir, name);
      const site = await serve(join(source, 'public'), servers);
      await write(source, files(site.url));
      run('hugo', ['--quiet', '--source', source, '--destination', join(source, 'public')], source);
      return site;
    },
    async close() {
      await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
