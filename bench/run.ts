import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { benchBrowser, benchLoad, type BrowserFigures } from './browser-bench.ts';
import { DCL_TO_UNITS_LIMIT_MS, overLimit } from './first-view-bench.ts';
import { bundleSizes, type Chunk } from './bundle-sizes.ts';
import { benchCli, type CliFigures } from './cli-bench.ts';
import { benchCore, type CoreRow } from './core-bench.ts';
import { benchEdits, benchFallbacks, type EditRow, type FallbackRow } from './incremental-bench.ts';
import { markdownReport } from './report.ts';
import { typingSection } from './typing-section.ts';

/**
 * `npm run bench`: core timings on generated specs, the installed CLI against bare Node, browser
 * figures on the production build, and bundle sizes. Prints a Markdown report, writes bench/results.json and bench/results.md, and
 * refreshes the table between the bench markers in README.md. Figures from one run on one
 * machine: compare ratios, not absolute times. `--only=typing` measures the typing figures alone
 * (typing-section.ts), `--only=core` the Core table (analyze against parseAllDocuments) and
 * `--only=cli` the installed CLI's figures, `--only=load` the browser's load figures (a production
 * build, a permalink opened warm, and the first view of a first, a returning and a permalink
 * visit); each keeps the rest of bench/results.json as it was. Exits 1 when a kind of visit's
 * median DOMContentLoaded → units is over 50 ms (first-view-bench.ts).
 */
const sizes = [10, 100, 1000, 10_000];
const log = (s: string) => process.stderr.write(`bench: ${s}\n`);
const only = process.argv.slice(2).find((a) => a.startsWith('--only='))?.slice('--only='.length);
if (only !== undefined && !['typing', 'core', 'cli', 'load'].includes(only)) throw new Error(`--only=${only}: the sections that run alone are typing, core, cli and load`);
if (only !== undefined) {
  const earlier = JSON.parse(readFileSync('bench/results.json', 'utf8')) as Parameters<typeof markdownReport>[0];
  if (only === 'typing') {
    const { typing, ...section } = await typingSection(log);
    const browser = 'error' in earlier.browser ? earlier.browser : { ...earlier.browser, typing };
    write({ ...earlier, ...section, browser });
  } else if (only === 'load') {
    log('building the production bundle (vite build)');
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    log('browser: warm loads of a permalink in Chromium');
    const load = await benchLoad();
    const browser = 'error' in earlier.browser ? earlier.browser : { ...earlier.browser, ...load };
    write({ ...earlier, browser, chunks: bundleSizes(), loadDate: new Date().toISOString() });
    failOnSlowFirstView(load);
  } else if (only === 'core') {
    log(`core: analyze vs yaml parseAllDocuments on ${sizes.join(', ')} hooks`);
    write({ ...earlier, core: benchCore(sizes), coreDate: new Date().toISOString() });
  } else {
    log('cli: npm pack, install the tarball, time --help and a 10,000-hook lint against bare node');
    write({ ...earlier, cli: benchCli() });
  }
  // Not exit(0): a slow first view has set exitCode.
  process.exit();
}

log(`core: analyze vs yaml parseAllDocuments on ${sizes.join(', ')} hooks`);
const core: CoreRow[] = benchCore(sizes);

log('core: one keystroke in one hook (analyzeEdit) vs a full analyze, 1,000 and 10,000 hooks');
const edits: EditRow[] = benchEdits([1000, 10_000]);
log('core: paths taken by random edits on ../shared/wild');
const fallbacks: FallbackRow[] = benchFallbacks(500, log);

log('cli: npm pack, install the tarball, time --help and a 10,000-hook lint against bare node');
let cli: CliFigures | { error: string };
try {
  cli = benchCli();
} catch (error) {
  cli = { error: error instanceof Error ? error.message : String(error) };
  log(`cli figures failed: ${cli.error}`);
}

log('building the production bundle (vite build)');
execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
const chunks: Chunk[] = bundleSizes();

log('browser: load and typing in Chromium');
let browser: BrowserFigures | { error: string };
try {
  browser = await benchBrowser();
} catch (error) {
  browser = { error: error instanceof Error ? error.message : String(error) };
  log(`browser figures failed: ${browser.error}`);
}

write({
  date: new Date().toISOString(),
  machine: { node: process.version, cpus: cpus().length, cpu: cpus()[0]?.model ?? 'unknown' },
  core,
  edits,
  fallbacks,
  cli,
  browser,
  chunks,
});
// The tables say "Not measured" for a failed section; the exit status says it too, so that
// figures with a hole are not committed by mistake (`git checkout bench README.md` keeps the old).
const failed = [['cli', cli], ['browser', browser]].filter(([, f]) => typeof f === 'object' && 'error' in f).map(([name]) => name);
if (failed.length > 0) {
  log(`not measured: ${failed.join(', ')} (see above); the results written have a hole where they go`);
  process.exitCode = 1;
}
if (!('error' in browser)) failOnSlowFirstView(browser);

/**
 * Fails the run when a kind of visit waits more than DCL_TO_UNITS_LIMIT_MS (median) between
 * DOMContentLoaded and its units (issue 35): the absolute times of a shared machine move by tens
 * of ms from run to run, this gap does not.
 */
function failOnSlowFirstView(figures: Pick<BrowserFigures, 'firstView'>): void {
  const slow = overLimit(figures.firstView ?? []);
  if (slow.length === 0) return;
  log(`first view: DOMContentLoaded → units over ${DCL_TO_UNITS_LIMIT_MS} ms (median) on ${slow.map((r) => `the ${r.visit} visit (${r.dclToUnits.medianMs.toFixed(1)} ms)`).join(', ')}`);
  process.exitCode = 1;
}

/** Writes bench/results.json and bench/results.md, refreshes README.md's table and prints it. */
function write(results: Parameters<typeof markdownReport>[0]): void {
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/results.json', JSON.stringify(results, null, 2) + '\n');
  const md = markdownReport(results);
  writeFileSync('bench/results.md', md);
  const readme = readFileSync('README.md', 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  if (readme.includes(start) && readme.includes(end)) {
    writeFileSync('README.md', readme.slice(0, readme.indexOf(start) + start.length) + '\n' + md + readme.slice(readme.indexOf(end)));
  }
  process.stdout.write(md);
}
