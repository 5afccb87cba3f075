/**
 * Generates src/ui/editor/completion/directive-docs.json, the text the editor shows on hover and
 * beside completions of a systemd directive, from the man pages of the systemd installed here
 * (Debian's, the same release as src/core/systemd/directives.json).
 *
 *   node bin/run-ts.mjs scripts/gen-directive-docs.ts [--check]
 *
 * For every directive documented in the unit pages (systemd.unit(5), systemd.service(5),
 * systemd.exec(5)...), the first paragraph of its entry, cut after about two sentences, with the
 * page it comes from. The man pages are systemd's (LGPL-2.1-or-later); the JSON says so.
 * `--check` compares instead of writing (exit 1 when the committed JSON is stale).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

const OUT = 'src/ui/editor/completion/directive-docs.json';
const PAGES = [
  'systemd.unit', 'systemd.service', 'systemd.socket', 'systemd.mount', 'systemd.automount', 'systemd.swap', 'systemd.timer', 'systemd.path',
  'systemd.slice', 'systemd.scope', 'systemd.exec', 'systemd.kill', 'systemd.resource-control',
];
/** About this many characters: whole sentences up to it, at least one. */
const LENGTH = 360;

/** roff as the DocBook stylesheets write it, to Markdown: `\fIKey=\fR` becomes `Key=` in code. */
function plain(roff: string): string {
  return roff
    .replace(/\\fI([^\\]*?)\\fR/g, '`$1`')
    .replace(/\\fB([^\\]*?)\\fR/g, '$1')
    .replace(/\\f[BIRP]/g, '')
    .replace(/\\&/g, '')
    .replace(/\\-/g, '-')
    .replace(/\\\*\(Aq/g, "'")
    .replace(/\\\*\(lq|\\\*\(rq|\\\(lq|\\\(rq/g, '"')
    .replace(/\\\(em/g, '—')
    .replace(/\\\(en/g, '–')
    .replace(/\\\(bu/g, '•')
    .replace(/\\e/g, '\\')
    .replace(/\\ /g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whole sentences of `text` up to about LENGTH characters (at least the first). */
function cut(text: string): string {
  // A sentence ends at `.`, `!` or `?` followed by a blank and a capital, a quote or code: not in
  // "i.e. the", ".wants/" or "5.3".
  const ends = [...[...text.matchAll(/[.!?](?=\s+[A-Z"`(])/g)].map((m) => (m.index ?? 0) + 1), text.length];
  let out = text.slice(0, ends[0] ?? text.length);
  for (const end of ends.slice(1)) {
    if (end > LENGTH) break;
    out = text.slice(0, end);
  }
  return out.trim();
}

/** Every entry of one page: the directives it names and its first paragraph. */
function entries(page: string): Map<string, string> {
  const roff = gunzipSync(readFileSync(`/usr/share/man/man5/${page}.5.gz`)).toString('utf8').split('\n');
  const out = new Map<string, string>();
  for (let i = 0; i < roff.length; i++) {
    if (roff[i] !== '.PP') continue;
    // The entry's header: lines of `\fIKey=\fR` names, then `.RS 4`.
    const names: string[] = [];
    let j = i + 1;
    // `\fIKey=\fR`, several with `, `, some with an argument: `\fIMemoryMax=\fR\fI\fIbytes\fR\fR`.
    while (j < roff.length && /^\\fI[A-Za-z0-9]+=/.test(roff[j] ?? '')) {
      names.push(...[...(roff[j] ?? '').matchAll(/\\fI([A-Za-z0-9]+)=/g)].map((m) => m[1] as string));
      j++;
    }
    if (names.length === 0 || roff[j] !== '.RS 4') continue;
    const body: string[] = [];
    for (j++; j < roff.length && !/^\.(sp|RE|PP|RS|IP|nf|if|TS)\b/.test(roff[j] ?? ''); j++) body.push(roff[j] ?? '');
    const text = cut(plain(body.join('\n')));
    if (text === '') continue;
    for (const n of names) if (!out.has(n)) out.set(n, text);
  }
  return out;
}

function generate(): string {
  const version = execFileSync('/lib/systemd/systemd', ['--version'], { encoding: 'utf8' }).split('\n')[0];
  const pages: Record<string, Record<string, string>> = {};
  for (const page of PAGES) {
    if (!existsSync(`/usr/share/man/man5/${page}.5.gz`)) throw new Error(`man page ${page}(5) is not installed`);
    pages[page] = Object.fromEntries([...entries(page)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }
  const count = Object.values(pages).reduce((n, p) => n + Object.keys(p).length, 0);
  process.stderr.write(`${count} entries from ${PAGES.length} pages of ${version}\n`);
  return `${JSON.stringify({ systemd: version, license: 'Text from the systemd man pages, LGPL-2.1-or-later (https://github.com/systemd/systemd)', pages }, null, 0)}\n`;
}

const text = generate();
if (process.argv.includes('--check')) {
  const committed = existsSync(OUT) ? readFileSync(OUT, 'utf8') : '';
  if (committed !== text) {
    process.stderr.write(`${OUT} is stale: run node bin/run-ts.mjs scripts/gen-directive-docs.ts\n`);
    process.exit(1);
  }
} else {
  writeFileSync(OUT, text);
}
