import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DCL_TO_UNITS_LIMIT_MS, FLOOR_PAGE, OVER_FLOOR_LIMIT_MS, overLimit, writeFloorPage, type FirstViewRow, type Visit } from '../bench/first-view-bench.ts';
import { OPEN_FILE_GOAL_MS, OPEN_FILE_TASK_LIMIT_MS, openFileMisses, type OpenFileRow } from '../bench/open-file-bench.ts';
import { summarise } from '../bench/harness.ts';

/** A row whose DOMContentLoaded → units samples are `gaps`. */
const row = (visit: Visit, gaps: number[]): FirstViewRow => ({
  visit, navigationToUnits: summarise(gaps.map((g) => g + 300)), dclToUnits: summarise(gaps), dclToRender: summarise(gaps), render: summarise(gaps),
});

describe('overLimit (npm run bench exits 1 on these: issue 35)', () => {
  it('is the limit of issue 35: 50 ms', () => {
    expect(DCL_TO_UNITS_LIMIT_MS).toBe(50);
  });

  it('lists the kinds of visit whose median DOMContentLoaded → units is over 50 ms, not those at it or under', () => {
    const rows = [row('first', [-1, 0, 0]), row('returning', [40, 50, 400]), row('permalink', [20, 51, 60])];
    expect(overLimit(rows).map((r) => r.visit)).toEqual(['permalink']);
    expect(overLimit([row('first', [0]), row('returning', [-12]), row('permalink', [-3])])).toEqual([]);
  });
});

describe('overLimit against the floor (issue 47)', () => {
  it('is 60 ms over the floor', () => {
    expect(OVER_FLOOR_LIMIT_MS).toBe(60);
  });

  it('lists the kinds of visit more than 60 ms over the floor, not those at it or under', () => {
    const over = (visit: Visit, overFloorMs: number): FirstViewRow => ({ ...row(visit, [0]), overFloorMs });
    expect(overLimit([over('first', 60), over('returning', 60.1), over('permalink', -5), over('example', 200)]).map((r) => r.visit)).toEqual(['returning', 'example']);
  });
});

describe('writeFloorPage', () => {
  const write = (html: string): string => {
    const dist = mkdtempSync(join(tmpdir(), 'floor-'));
    try {
      writeFileSync(join(dist, 'index.html'), html);
      writeFloorPage(dist);
      return readFileSync(join(dist, FLOOR_PAGE), 'utf8');
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  };

  it('is the page a browser without JavaScript shows: the prerendered first view as markup, every script, data block and preload gone', () => {
    expect(write([
      '<html><head><meta charset="UTF-8" /><script>(function(){})();</script><script defer src="./assets/early-preload-X.js"></script>',
      '<script defer src="./assets/index-classic-Y.js"></script><link rel="modulepreload" href="./assets/a.js">',
      '<link rel="stylesheet" crossorigin href="./assets/index-Z.css"></head>',
      '<body><div id="root"><noscript><div class="app"><div aria-label="Unit file content"><pre>[Unit]</pre></div></div></noscript></div><script type="text/x-first-paint" id="first-paint-0"><div class="app">narrow</div></script><script>(function(){})();</script></body></html>',
    ].join('\n'))).toBe([
      '<html><head><meta charset="UTF-8" />',
      '',
      '<link rel="stylesheet" crossorigin href="./assets/index-Z.css"></head>',
      '<body><div id="root"><div class="app"><div aria-label="Unit file content"><pre>[Unit]</pre></div></div></div></body></html>',
    ].join('\n'));
  });

  it('throws when the built page has no prerendered first view with units in its root', () => {
    const shape = 'floor page: the built index.html no longer has the expected shape (a prerendered first view in the root)';
    expect(() => write('<html><body><div id="app"></div></body></html>')).toThrow(shape);
    expect(() => write('<html><body><div id="root"></div><noscript>needs JavaScript</noscript></body></html>')).toThrow(shape);
    expect(() => write('<html><body><div id="root"><noscript><p>no units</p></noscript></div></body></html>')).toThrow(shape);
  });
});

describe('openFileMisses (issue 47)', () => {
  const open = (hooks: number, medianMs: number, longestTaskMs: number): OpenFileRow => ({
    hooks, bytes: 0, toUnits: summarise([medianMs]), longestTaskMs, longTasks: 0, longestTaskCpuMs: 0, longTasksCpu: 0,
  });

  it('are the sizes over 1,000 ms to the units or with a task over 200 ms', () => {
    expect([OPEN_FILE_GOAL_MS, OPEN_FILE_TASK_LIMIT_MS]).toEqual([1000, 200]);
    const rows = [open(1000, 1000, 200), open(5000, 1000.5, 10), open(6000, 10, 200.5)];
    expect(openFileMisses(rows).map((r) => r.hooks)).toEqual([5000, 6000]);
  });
});
