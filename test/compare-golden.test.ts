import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffText } from '../src/cli/commands/diff-text.ts';
import { compare } from '../src/core/compare/compare.ts';
import { SWITCH_FIELDS } from '../src/core/compare/steps.ts';
import type { AnalyzeOptions } from '../src/core/types.ts';

/**
 * Golden upgrade previews: `kops-hooks diff --format text` (stdout) for the request's story and
 * for every switch of the era table in ../shared/KOPS-HOOKS.md, pinned in
 * test/fixtures/compare/<case>/<from>..<to>.txt. `npm run test:update` rewrites them.
 */
const ROOT = join(import.meta.dirname, '..');
const DIR = join(ROOT, 'test', 'fixtures', 'compare');
const UPDATE = process.env.UPDATE_GOLDEN === '1';

function side(label: string): AnalyzeOptions {
  // `1.19.2-docker`; a pre-release's own `-alpha.1` is part of its version.
  const m = /^(.*?)(?:-(docker|containerd))?$/.exec(label);
  const [version, runtime] = [m?.[1] ?? label, m?.[2] as 'docker' | 'containerd' | undefined];
  return { ...(version === 'proposal' ? { proposal: true } : { kopsVersion: version }), ...(runtime ? { runtime } : {}) };
}

/** Case name → its input (relative to the repository) and the moves to preview (`from..to`). */
const CASES: Record<string, { input: string; moves: string[] }> = {
  // The request: kops 1.10 wrote swap1.swap.service, 1.11 keeps swap1.swap (1.11.1:pkg/systemd/unit.go).
  'request-swap': { input: 'fixtures/seed-swap/input.yaml', moves: ['1.10.1..1.36.0', '1.36.0..1.10.1'] },
  // 1.11.0 row: suffixes (1.10.1 vs 1.11.1:nodeup/pkg/model/hooks.go).
  suffixes: { input: 'fixtures/suffixes/input.yaml', moves: ['1.10.1..1.11.1'] },
  // 1.11.0 row: useRawManifest; and the proposal's useRawName.
  'raw-manifest': { input: 'fixtures/seed-swap-raw/input.yaml', moves: ['1.10.1..1.11.1'] },
  // The request's proposal against what kops shipped.
  proposal: { input: 'test/fixtures/compare/proposal/input.yaml', moves: ['proposal..1.10.1', 'proposal..1.36.0'] },
  // 1.20.3 row: --env, and ctr on containerd (v1.20.3:nodeup/pkg/model/hooks.go).
  'exec-env': { input: 'test/fixtures/compare/exec-env/input.yaml', moves: ['1.20.2-containerd..1.20.3-containerd', '1.20.2-docker..1.20.3-docker', '1.19.2-docker..1.36.0-containerd'] },
  // 1.22.0 row: role filter before numbering (v1.22.0:nodeup/pkg/model/hooks.go).
  'role-numbering': { input: 'fixtures/role-numbering/input.yaml', moves: ['1.21.5..1.22.6'] },
  // 1.23.0 row: InstanceGroup disabled: taken as enabled (v1.23.0:pkg/apis/kops/v1alpha2 conversion).
  'ig-disabled-inversion': { input: 'fixtures/ig-disabled-inversion/input.yaml', moves: ['1.22.6..1.23.4'] },
  // fileAssets: `mode` read from v1.23.3:nodeup/pkg/model/file_assets.go:77, 0440 at v1.23.2:nodeup/pkg/model/file_assets.go:84
  'file-assets': { input: 'fixtures/file-assets/input.yaml', moves: ['1.23.2..1.23.3'] },
  // v1alpha3 is read in 1.25.x and from 1.29.0 (version ranges, kops/v1alpha3.ts): both sides of each boundary.
  'v1alpha3-refusal': {
    input: 'test/fixtures/nodeup/v1alpha3-refusal/input.yaml',
    moves: ['1.24.5..1.25.0', '1.25.4..1.26.0', '1.28.7..1.29.0', '1.29.0..1.28.7', '1.22.6..1.36.2'],
  },
  // 1.29.0 row: Docker is gone.
  'docker-removed': { input: 'test/fixtures/compare/docker-removed/input.yaml', moves: ['1.28.7..1.29.2'] },
  // 1.35.0 row: --no-block; no unit file changes, the note says it.
  'oneshot-restart': { input: 'test/fixtures/nodeup/oneshot-restart/input.yaml', moves: ['1.34.3..1.35.2'] },
  // A pre-release (kops/pre-releases.ts): renders as 1.36.2; the note says why.
  'pre-release': { input: 'test/fixtures/compare/pre-release/input.yaml', moves: ['1.36.2..1.37.0-alpha.1'] },
  // The runtime default (KOPS-HOOKS.md, below the table).
  'runtime-default': { input: 'test/fixtures/compare/runtime-default/input.yaml', moves: ['1.19.2..1.20.1'] },
  // 1.8.0 row: not modelled below 1.8 (see input.yaml).
  'before-1.8': { input: 'test/fixtures/compare/before-1.8/input.yaml', moves: ['1.7.1..1.8.1'] },
};

const RUNS = Object.entries(CASES).flatMap(([name, c]) => {
  const input = readFileSync(join(ROOT, c.input), 'utf8');
  return c.moves.map((move) => {
    const [from, to] = move.split('..') as [string, string];
    return { name, move, comparison: compare(input, side(from), side(to)) };
  });
});

describe('golden upgrade previews (test/fixtures/compare/<case>/<from>..<to>.txt)', () => {
  it.each(RUNS.map((r) => [`${r.name}: ${r.move}`, r] as const))('%s', (_label, { name, move, comparison }) => {
    const actual = diffText(comparison, comparison.groups);
    const file = join(DIR, name, `${move}.txt`);
    if (UPDATE) {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, actual);
    }
    expect(existsSync(file), `${file} is missing: run npm run test:update and review it`).toBe(true);
    expect(actual).toBe(readFileSync(file, 'utf8'));
  });

  it('cover every switch of the era table: each as a reason of some unit, the restart mode as a note', () => {
    const seen = new Set(RUNS.flatMap(({ comparison: c }) => [
      ...c.groups.flatMap((g) => g.units.flatMap((u) => u.reasons.map((r) => r.switch))),
      ...(c.notes.some((n) => n.since === '1.35') ? ['noBlockRestart'] : []),
    ]));
    // ignoreRequiresBeforeUnderRaw (the proposal's) changes no unit file, only validation.
    for (const f of SWITCH_FIELDS.filter((x) => x !== 'ignoreRequiresBeforeUnderRaw')) expect([...seen], f).toContain(f);
    expect([...seen]).toContain('runtimeDefault');
  });
});
