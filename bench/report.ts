import type { BrowserFigures } from './browser-bench.ts';
import { DCL_TO_UNITS_LIMIT_MS, OVER_FLOOR_LIMIT_MS, type FirstViewFigures, type FirstViewRow } from './first-view-bench.ts';
import { OPEN_FILE_GOAL_MS, OPEN_FILE_TASK_LIMIT_MS, type OpenFileRow } from './open-file-bench.ts';
import { CLI_LINT_GOAL } from './cli-bench.ts';
import type { Chunk } from './bundle-sizes.ts';
import type { CliFigures, ProcessPair } from './cli-bench.ts';
import type { CoreRow } from './core-bench.ts';
import type { EditRow, FallbackRow } from './incremental-bench.ts';

const ms = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1));
const kb = (n: number) => (n / 1024).toFixed(1);

/** The benchmark results as the Markdown that README.md includes. */
export function markdownReport(r: {
  date: string;
  /** When the typing figures were taken, if after `date` (`npm run bench -- --only=typing`). */
  typingDate?: string;
  /** When the Core table was taken, if after `date` (`npm run bench -- --only=core`). */
  coreDate?: string;
  /** When the load figures and bundle sizes were taken, if after `date` (`npm run bench -- --only=load`). */
  loadDate?: string;
  /** When the open-file figures were taken, if after `date` (`npm run bench -- --only=open`). */
  openDate?: string;
  /** The machine's 1-minute load average at the start and end of each section that ran. */
  loads?: Record<string, [number, number]>;
  machine: { node: string; cpus: number; cpu: string };
  core: CoreRow[];
  edits?: EditRow[];
  fallbacks?: FallbackRow[];
  cli: CliFigures | { error: string };
  browser: BrowserFigures | { error: string };
  chunks: Chunk[];
}): string {
  const out: string[] = [];
  out.push(`Measured ${r.date.slice(0, 10)} on ${r.machine.cpus} × ${r.machine.cpu}, Node ${r.machine.node}.`, '');
  if (r.typingDate) out.push(`The typing figures (the **Typing** and **Paths** tables and the browser's keystroke rows) were measured ${r.typingDate.slice(0, 10)} by \`npm run bench -- --only=typing\` on the same machine; the rest on the date above.`, '');
  if (r.coreDate) out.push(`The **Core** table was measured ${r.coreDate.slice(0, 10)} by \`npm run bench -- --only=core\` on the same machine.`, '');
  if (r.loadDate) out.push(`The browser's load rows and the **Bundle** table were measured ${r.loadDate.slice(0, 10)} by \`npm run bench -- --only=load\` on the same machine.`, '');
  if (r.openDate) out.push(`The open-file rows were measured ${r.openDate.slice(0, 10)} by \`npm run bench -- --only=open\` on the same machine.`, '');
  const loads = Object.entries(r.loads ?? {});
  if (loads.length > 0) out.push(`Load average (1 minute) at the start → end of each section, on ${r.machine.cpus} CPUs: ${loads.map(([k, [a, b]]) => `${k} ${a.toFixed(1)} → ${b.toFixed(1)}`).join('; ')}.`, '');
  out.push(...goals(r.cli, r.browser, r.chunks, r.date, r.typingDate), '');
  out.push('**Core** (`analyze` = parse + plan every group + lint; generated specs over 20 instance groups, seed 42; median of repeated runs)', '');
  out.push('| hooks | text | analyze ms (IQR) | parseAllDocuments ms | ratio (CPU time, alternated runs) | µs per hook | Analysis heap | peak RSS |');
  out.push('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const c of r.core) {
    out.push(
      `| ${c.hooks} | ${kb(c.bytes)} KB | ${ms(c.analyze.medianMs)} (±${c.analyze.iqrPct.toFixed(0)}%) | ${ms(c.parseDocument.medianMs)} | ${c.ratio.toFixed(2)} | ${c.usPerHook.toFixed(1)} | ${c.analysisHeapMb.toFixed(1)} MB | ${c.peakRssMb.toFixed(0)} MB |`,
    );
  }
  const row = (n: number) => r.core.find((c) => c.hooks === n);
  const [k1, k10] = [row(1000), row(10_000)];
  if (k1 && k10) out.push('', `Growth: 10,000 hooks take ${(k10.analyze.medianMs / k1.analyze.medianMs).toFixed(1)}× as long as 1,000.`);
  if (r.edits?.length) {
    out.push('', '**Typing** (keystrokes in one hook\'s manifest, each analysed from the analysis before it: blocks of a full analysis of the same text, then six keystrokes in a row, the first kept out of the keystroke figures since it pays for the full analysis\'s garbage and shown in a column of its own (bench/time-typing.ts); median)', '');
    out.push('| hooks | hook of | analyze ms | analyzeEdit ms | edit ÷ full (CPU time) | first analyzeEdit after a full analyze ms | analyzePlanEdit ms (units, no lint) | plan edit ÷ full plan |');
    out.push('| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const e of r.edits) {
      out.push(`| ${e.hooks} | ${e.where} | ${ms(e.full.medianMs)} | ${ms(e.edit.medianMs)} | ${(e.ratio * 100).toFixed(1)}% | ${e.firstEdit ? ms(e.firstEdit.medianMs) : 'not measured'} | ${ms(e.planEdit.medianMs)} | ${(e.planRatio * 100).toFixed(1)}% |`);
    }
    out.push('', 'The first keystroke after a full analysis also files that analysis\'s lint findings hook by hook, which a full analysis leaves for the first edit (the CLI never edits; the page files them in the worker\'s idle time after showing the lint).');
  }
  for (const f of r.fallbacks ?? []) {
    const full = f.paths.filter((p) => p.path.startsWith('full')).reduce((n, p) => n + p.steps, 0);
    out.push('', `**Paths of random edits on ../shared/wild, ${f.edits}** (${f.sequences} seeded sequences, ${f.steps} edits, each checked against a fresh analysis): ${full} edits (${((100 * full) / Math.max(1, f.steps)).toFixed(1)}%) took the full path.`, '');
    out.push('| edits | path: why |', '| ---: | --- |');
    for (const p of f.paths) out.push(`| ${p.steps} | ${p.path} |`);
  }
  out.push('', ...cliReport(r.cli, r.date));
  out.push('', '**Browser** (production build, Chromium)', '');
  if ('error' in r.browser) {
    out.push(`Not measured: ${r.browser.error}`);
  } else {
    const b = r.browser;
    const critical = r.chunks.filter((c) => b.criticalPathScripts.some((p) => p.endsWith(c.file)));
    const criticalGz = critical.reduce((n, c) => n + c.gzipBytes, 0);
    out.push('| figure | value |', '| --- | ---: |');
    const span = (t: typeof b.navigationToUnits) => `${ms(t.medianMs)} ms (${ms(t.minMs)}–${ms(t.maxMs)})`;
    out.push(`| navigation start → unit text visible, warm load, returning visitor (median of ${b.navigationToUnits.runs}; range) | ${span(b.navigationToUnits)} |`);
    out.push(`| the same in a private window (memory-only caches) | ${span(b.navigationToUnitsPrivate)} |`);
    const fv = firstViewOf(b.firstView);
    if (fv.floor) out.push(`| the floor: navigation start → the first frame that holds the units of the built page as a browser without JavaScript shows it (its prerendered first view, no script; a new browser profile), median of ${fv.floor.runs}${fv.floorFcp ? '; its first contentful paint' : ''} | ${span(fv.floor)}${fv.floorFcp ? `; ${span(fv.floorFcp)}` : ''} |`);
    for (const f of fv.visits) {
      const kind = {
        first: 'first visit (a new browser profile)',
        returning: 'returning visit (a new tab of a profile whose one visit saved a draft; no other tab open)',
        permalink: 'permalink visit (a new browser profile)',
        example: '`?example=` visit (a new browser profile)',
      }[f.visit];
      const over = f.overFloorMs === undefined ? '' : `; ${ms(f.overFloorMs)} ms over the floor (≤ ${OVER_FLOOR_LIMIT_MS} ms: ${f.overFloorMs <= OVER_FLOOR_LIMIT_MS ? 'met' : '**missed**'})`;
      const met = f.dclToUnits.medianMs <= DCL_TO_UNITS_LIMIT_MS ? 'met' : '**missed**';
      const inDom = f.navigationToUnitsInDom ? '; navigation start → units in the DOM' : '';
      out.push(`| ${kind}, median of ${f.dclToUnits.runs}: navigation start → the first frame with the units${over ? ', over the floor' : ''}${inDom}; DOMContentLoaded → units in the DOM (≤ ${DCL_TO_UNITS_LIMIT_MS} ms: ${met}) | ${span(f.navigationToUnits)}${over}${f.navigationToUnitsInDom ? `; ${span(f.navigationToUnitsInDom)}` : ''}; ${span(f.dclToUnits)} |`);
      if (f.render?.runs) out.push(`| … of which DOMContentLoaded → the first render starts (what the page waits for); the first render (React and the analysis, on code run for the first time) | ${span(f.dclToRender)}; ${span(f.render)} |`);
    }
    for (const o of b.openFile ?? []) out.push(...openFileRows(o));
    out.push(`| Monaco requested before the units showed | ${b.monacoBeforeUnits ? 'yes' : 'no'} |`);
    out.push(`| JavaScript on the critical path (gzip) | ${kb(criticalGz)} KB (${critical.map((c) => c.file).join(', ')}) |`);
    for (const t of b.typing) {
      const pages = t.pages ?? 1;
      const typed = pages > 1 ? `${t.keystrokes} keys over ${pages} fresh page loads, each typed once its page had settled` : `${t.keystrokes} keys, typed once the page has settled`;
      out.push(`| keystroke → unit text, ${t.hooks} hooks (${typed}): median / p95 | ${ms(t.latency.medianMs)} / ${ms(t.p95Ms)} ms |`);
      if (t.firstKeyMs && pages > 1) out.push(`| the first key after each load (Monaco's first edit of the model), ${t.hooks} hooks | ${t.firstKeyMs.map(ms).join(', ')} ms |`);
      const byPage = pages > 1 ? `; on ${t.pagesWithLongTask ?? 0} of ${pages} pages` : '';
      out.push(`| long tasks while typing, ${t.hooks} hooks | ${t.longTasks} (${ms(t.longTaskMs)} ms in all${byPage}) |`);
      const loads = pages > 1 ? `, ${pages} loads in all` : '';
      if (t.startupLongTasks !== undefined) out.push(`| long tasks while the page opens, before the first key (until a second without one), ${t.hooks} hooks${loads} | ${t.startupLongTasks} (${ms(t.startupLongTaskMs ?? 0)} ms in all) |`);
    }
  }
  out.push('', '**Bundle** (every chunk; gzip level 9)', '', '| chunk | size | gzip |', '| --- | ---: | ---: |');
  for (const c of r.chunks) out.push(`| ${c.file} | ${kb(c.bytes)} KB | ${kb(c.gzipBytes)} KB |`);
  return out.join('\n') + '\n';
}

function ratioRow(what: string, p: ProcessPair, target: number): string {
  const both = (x: ProcessPair['cli']) => `${ms(x.timing.medianMs)} / ${ms(x.cpu.medianMs)} ms`;
  const met = (r: number) => (r <= target ? 'met' : 'missed');
  return `| ${what} | \`${p.cli.command}\` | \`${p.baseline.command}\` | ${both(p.cli)} | ${both(p.baseline)} | **${p.ratio.toFixed(2)}×** / **${p.cpuRatio.toFixed(2)}×** | ≤ ${target}×: ${met(p.ratio)} / ${met(p.cpuRatio)} |`;
}

/** The CLI section: the installed tarball against bare Node, and where a big lint spends its time. */
function cliReport(cli: CliFigures | { error: string }, date: string): string[] {
  const when = 'date' in cli && cli.date.slice(0, 10) !== date.slice(0, 10) ? `measured ${cli.date.slice(0, 10)}; ` : '';
  const out = [`**CLI** (${when}\`npm pack\`, the tarball installed into an empty folder; whole processes, start-up included, run alternately with the baseline; wall time / CPU time of the process, medians; the ratio is the median of the per-round ratios)`, ''];
  if ('error' in cli) return [...out, `Not measured: ${cli.error}`];
  out.push('| figure | command | baseline | command ms (wall / CPU) | baseline ms (wall / CPU) | ratio (wall / CPU) | target |', '| --- | --- | --- | ---: | ---: | ---: | --- |');
  out.push(ratioRow('start-up', cli.help, 3));
  out.push(ratioRow(`lint, ${cli.lint.hooks.toLocaleString('en-US')} hooks (${kb(cli.lint.bytes)} KB)`, cli.lint, CLI_LINT_GOAL));
  out.push('', `${cli.help.cli.timing.runs} and ${cli.lint.cli.timing.runs} rounds. \`parse-only.mjs\` imports the installed \`yaml\`, reads the file and runs \`parseAllDocuments\` on it, nothing else. CPU time counts every thread of the process (V8 collects garbage on helper threads), but not the time other processes held the CPU, so it is the steadier figure on a shared machine.`);
  out.push(`The tarball holds ${cli.tarballFiles} files; installing it brings ${cli.installedPackages.join(', ')}.`);
  if (cli.lintPhases.length > 0) {
    out.push('', 'Where the time of the 10,000-hook lint goes (one run of each under `node --cpu-prof`, which slows both down):', '');
    out.push('| phase | lint ms | share | parse-only ms |', '| --- | ---: | ---: | ---: |');
    const base = new Map(cli.baselinePhases.map((p) => [p.phase, p.ms]));
    for (const p of cli.lintPhases) out.push(`| ${p.phase} | ${p.ms.toFixed(0)} | ${(p.share * 100).toFixed(0)}% | ${(base.get(p.phase) ?? 0).toFixed(0)} |`);
  }
  return out;
}

/** The first view as results.json holds it: before issue 47 a list of visits with no floor. */
function firstViewOf(f: FirstViewFigures | FirstViewRow[] | undefined): { floor?: FirstViewFigures['floor']; floorFcp?: FirstViewFigures['floorFcp']; visits: FirstViewRow[] } {
  if (!f) return { visits: [] };
  return Array.isArray(f) ? { visits: f } : f;
}

/** The browser rows of one open-file size. */
function openFileRows(o: OpenFileRow): string[] {
  const t = o.toUnits;
  const met = (ok: boolean) => (ok ? 'met' : '**missed**');
  return [
    `| "Open YAML file" with ${o.hooks.toLocaleString('en-US')} hooks (${kb(o.bytes)} KB; exec, raw and wrapped hooks on one Cluster), median of ${t.runs} fresh pages: the input's change → the unit tabs hold every unit (≤ ${OPEN_FILE_GOAL_MS.toLocaleString('en-US')} ms: ${met(t.medianMs <= OPEN_FILE_GOAL_MS)}) | ${ms(t.medianMs)} ms (${ms(t.minMs)}–${ms(t.maxMs)}) |`,
    `| … main-thread tasks from the change until a second without one: the longest, wall time (longtask observer; ≤ ${OPEN_FILE_TASK_LIMIT_MS} ms: ${met(o.longestTaskMs <= OPEN_FILE_TASK_LIMIT_MS)}), tasks over 50 ms (median per page) | ${ms(o.longestTaskMs)} ms; ${o.longTasks} |`,
    ...(o.longestTaskCpuMs === undefined ? [] : [`| … the same by the main thread's own CPU time (Chromium's trace): the longest; tasks over 50 ms | ${ms(o.longestTaskCpuMs)} ms; ${o.longTasksCpu} |`]),
    ...(o.mainCpuToUnitsMs === undefined ? [] : [`| … CPU time from the change to the units (Chromium's trace; median): the main thread (with the editor's background colouring); the workers (the analysis, and its lint once the units are sent) | ${ms(o.mainCpuToUnitsMs)} ms; ${ms(o.workerCpuToUnitsMs ?? 0)} ms |`]),
    ...(o.toPlanReplyMs === undefined ? [] : [`| … of the wait for the units: the change → the analysis worker's units reach the page; then the page's own work on them (median) | ${ms(o.toPlanReplyMs)} ms; ${ms(t.medianMs - o.toPlanReplyMs)} ms |`]),
  ];
}

/** Issue 47's budget for the first view's JavaScript, gzipped (level 9, as the Bundle table). */
const FIRST_VIEW_JS_BUDGET = 150_000;

/** Issue 47's four goals, each with its figure from this run (or "not measured"). */
function goals(cli: CliFigures | { error: string }, browser: BrowserFigures | { error: string }, chunks: Chunk[], date: string, typingDate?: string): string[] {
  const met = (ok: boolean) => (ok ? 'met' : '**missed**');
  const none = 'not measured';
  const out = ['**Goals** (issue 47; each figure from the tables below)', '', '| goal | figure | |', '| --- | --- | --- |'];
  if ('error' in cli) out.push(`| CLI: \`kops-hooks lint\` of 10,000 hooks ≤ ${CLI_LINT_GOAL}× a bare \`parseAllDocuments\`, as installed (CPU time) | ${none} | |`);
  else out.push(`| CLI: \`kops-hooks lint\` of 10,000 hooks ≤ ${CLI_LINT_GOAL}× a bare \`parseAllDocuments\`, as installed (CPU time; wall time; measured ${cli.date.slice(0, 10)}) | ${cli.lint.cpuRatio.toFixed(2)}×; ${cli.lint.ratio.toFixed(2)}× | ${met(cli.lint.cpuRatio <= CLI_LINT_GOAL)} |`);
  const b = 'error' in browser ? null : browser;
  for (const hooks of [1000, 5000]) {
    const o = b?.openFile?.find((r) => r.hooks === hooks);
    const what = `Page: ${hooks.toLocaleString('en-US')} hooks opened through "Open YAML file" show all their units ≤ ${OPEN_FILE_GOAL_MS.toLocaleString('en-US')} ms after, no main-thread task over ${OPEN_FILE_TASK_LIMIT_MS} ms`;
    if (!o) out.push(`| ${what} | ${none} | |`);
    else out.push(`| ${what} | ${ms(o.toUnits.medianMs)} ms; longest task ${ms(o.longestTaskMs)} ms${o.longestTaskCpuMs === undefined ? '' : ` (${ms(o.longestTaskCpuMs)} ms of CPU)`} | ${met(o.toUnits.medianMs <= OPEN_FILE_GOAL_MS && o.longestTaskMs <= OPEN_FILE_TASK_LIMIT_MS)} |`);
  }
  const fv = firstViewOf(b?.firstView);
  for (const f of fv.visits) {
    const what = `First view, ${f.visit} visit: navigation → the first frame with the units within ${OVER_FLOOR_LIMIT_MS} ms of the floor`;
    if (f.overFloorMs === undefined || !fv.floor) out.push(`| ${what} | ${none} (no floor in this run) | |`);
    else out.push(`| ${what} | ${ms(f.navigationToUnits.medianMs)} ms against ${ms(fv.floor.medianMs)} ms: ${ms(f.overFloorMs)} ms over | ${met(f.overFloorMs <= OVER_FLOOR_LIMIT_MS)} |`);
  }
  const early = chunks.find((c) => /^assets\/early-preload-/.test(c.file));
  const entry = chunks.find((c) => /^assets\/index-classic-/.test(c.file));
  const budget = `First view's JavaScript, early script + entry, ≤ ${FIRST_VIEW_JS_BUDGET.toLocaleString('en-US')} bytes gzipped (e2e/first-paint-size.spec.ts checks the same budget)`;
  if (early && entry) out.push(`| ${budget} | ${(early.gzipBytes + entry.gzipBytes).toLocaleString('en-US')} bytes (${early.gzipBytes.toLocaleString('en-US')} + ${entry.gzipBytes.toLocaleString('en-US')}) | ${met(early.gzipBytes + entry.gzipBytes <= FIRST_VIEW_JS_BUDGET)} |`);
  else out.push(`| ${budget} | ${none} | |`);
  const t = b?.typing.find((r) => r.hooks === 1000);
  const typing = `Keystrokes at 1,000 hooks: median < 16 ms, p95 < 50 ms (measured ${(typingDate ?? date).slice(0, 10)})`;
  out.push(t ? `| ${typing} | ${ms(t.latency.medianMs)} / ${ms(t.p95Ms)} ms | ${met(t.latency.medianMs < 16 && t.p95Ms < 50)} |` : `| ${typing} | ${none} | |`);
  return out;
}
