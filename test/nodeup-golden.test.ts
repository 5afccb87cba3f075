import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderJson } from '../src/cli/commands/render.ts';
import { analyze } from '../src/core/index.ts';
import { TextIndex } from '../src/core/text-index.ts';
import type { AnalyzeOptions } from '../src/core/types.ts';

/**
 * What nodeup does around the units, per era: `render --format json` (tasks with their `actions`,
 * `runsNodeup`, `fatal`, `refusal`, diagnostics) pinned in test/fixtures/nodeup/<case>/<label>.json.
 * Each case's input.yaml cites the kops source it rests on. `npm run test:update` rewrites them.
 */
const CASES: Record<string, Array<{ label: string; options: AnalyzeOptions }>> = {
  // v1.36.2:pkg/model/resources/nodeup.go, 1.10.1:pkg/model/bootstrapscript.go
  bastion: [{ label: '1.10.1', options: { kopsVersion: '1.10.1' } }, { label: '1.36.0', options: { kopsVersion: '1.36.0' } }],
  // v1.34.3 vs v1.35.0:upup/pkg/fi/nodeup/nodetasks/service.go
  'oneshot-restart': [{ label: '1.34.3', options: { kopsVersion: '1.34.3' } }, { label: '1.35.0', options: { kopsVersion: '1.35.0' } }],
  // KOPS-NODE-UNITS.md section 1; v1.28.7 and v1.36.2:nodeup/pkg/model/{containerd,docker,protokube}.go
  'name-collisions': [
    { label: '1.10.1-docker', options: { kopsVersion: '1.10.1' } },
    { label: '1.28.7-docker', options: { kopsVersion: '1.28.7', runtime: 'docker' } },
    { label: '1.28.7-containerd', options: { kopsVersion: '1.28.7', runtime: 'containerd' } },
    { label: '1.36.0', options: { kopsVersion: '1.36.0' } },
  ],
  // pkg/apis/kops/install/install.go registers v1alpha3 in 1.25.x and from 1.29.0 only (kops/v1alpha3.ts)
  // fileAssets: always 0440 to v1.23.2:nodeup/pkg/model/file_assets.go:84, `mode` from v1.23.3:nodeup/pkg/model/file_assets.go:77
  'file-assets': [{ label: '1.23.2', options: { kopsVersion: '1.23.2' } }, { label: '1.23.3', options: { kopsVersion: '1.23.3' } }],
  'v1alpha3-refusal': ['1.22.6', '1.23.4', '1.25.4', '1.28.7', '1.29.2'].map((v) => ({ label: v, options: { kopsVersion: v } })),
};

const DIR = join(import.meta.dirname, 'fixtures', 'nodeup');
const UPDATE = process.env.UPDATE_GOLDEN === '1';

describe('what nodeup does per era (test/fixtures/nodeup/<case>/<label>.json = render --format json)', () => {
  for (const [name, runs] of Object.entries(CASES)) {
    const input = readFileSync(join(DIR, name, 'input.yaml'), 'utf8');
    for (const run of runs) {
      it(`${name} @ ${run.label}`, () => {
        const analysis = analyze(input, run.options);
        const actual = `${JSON.stringify(renderJson(analysis, analysis.groups, new TextIndex(input)), null, 2)}\n`;
        const file = join(DIR, name, `${run.label}.json`);
        if (UPDATE) writeFileSync(file, actual);
        expect(existsSync(file), `${file} is missing: run npm run test:update and review it`).toBe(true);
        expect(actual).toBe(readFileSync(file, 'utf8'));
      });
    }
  }
});
