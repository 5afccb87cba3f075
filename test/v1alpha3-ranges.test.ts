import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diff } from '../src/cli/commands/diff.ts';
import { graph } from '../src/cli/commands/graph.ts';
import { lint } from '../src/cli/commands/lint.ts';
import { render } from '../src/cli/commands/render.ts';
import { analyze } from '../src/core/index.ts';
import { fakeIo } from './fake-io.ts';

/**
 * Which releases read a spec written as kops.k8s.io/v1alpha3, through every way out of the
 * playground (render, lint, graph, diff; the page shows `analyze`'s refusal). The scheme of
 * pkg/kopscodecs registers v1alpha3 only in 1.25.x and from 1.29.0
 * (`v1.25.0`/`v1.25.4`/`v1.29.0:pkg/apis/kops/install/install.go:32`; `v1.23.4`, `v1.24.5`,
 * `v1.26.0`, `v1.28.7:…:30` register only v1alpha2). Every patch release of 1.24, 1.26 and 1.29
 * was checked in kops (`git show <tag>:pkg/apis/kops/install/install.go`).
 */
const SPEC = readFileSync(join(import.meta.dirname, 'fixtures', 'nodeup', 'v1alpha3-refusal', 'input.yaml'), 'utf8');
const REFUSED = ['1.22.6', '1.23.0', '1.23.4', '1.24.0', '1.24.1', '1.24.2', '1.24.3', '1.24.4', '1.24.5', '1.26.0', '1.26.1', '1.26.2', '1.26.3', '1.26.4', '1.26.5', '1.26.6', '1.27.3', '1.28.0', '1.28.7'];
const READ = ['1.25.0', '1.25.4', '1.29.0', '1.29.1', '1.29.2', '1.30.4', '1.35.2', '1.36.2'];

async function cli(command: typeof render, args: string[]): Promise<{ code: number; out: string }> {
  const io = fakeIo({ 'spec.yaml': SPEC });
  const code = await command(['spec.yaml', ...args], io);
  return { code, out: io.out };
}

describe('kops.k8s.io/v1alpha3 is read in 1.25.x and from 1.29.0 only', () => {
  it.each(REFUSED)('kops %s refuses it: no task anywhere, an error on apiVersion', (v) => {
    const a = analyze(SPEC, { kopsVersion: v });
    expect(a.refusal).toBe(`kops ${v} does not read apiVersion kops.k8s.io/v1alpha3 (only kops 1.25.0–1.25.x and 1.29.0 or later register it): it refuses the whole spec, so no node gets these hooks. Use kops 1.25.x or 1.29 or later, or write the spec as kops.k8s.io/v1alpha2.`);
    expect(a.groups.flatMap((g) => g.tasks)).toEqual([]);
    expect(a.diagnostics.filter((d) => d.code === 'api-version-unsupported').map((d) => SPEC.slice(d.range.start, d.range.end))).toEqual(['kops.k8s.io/v1alpha3']);
  });

  it.each(READ)('kops %s reads it: enabled: false switches a.service off, b.service runs', (v) => {
    const a = analyze(SPEC, { kopsVersion: v });
    expect(a.refusal).toBeNull();
    expect(a.groups[0]?.tasks.map((t) => [t.unit, t.enabled])).toEqual([['a.service', false], ['b.service', true]]);
    expect(a.diagnostics.map((d) => d.code)).not.toContain('api-version-unsupported');
  });

  it('render, lint and graph say so on both sides of each boundary', async () => {
    for (const [v, refused] of [['1.24.5', true], ['1.25.0', false], ['1.25.4', false], ['1.26.0', true], ['1.28.7', true], ['1.29.0', false]] as const) {
      const rendered = await cli(render, ['--kops-version', v, '--format', 'json']);
      const json = JSON.parse(rendered.out) as { refusal: string | null };
      expect([v, json.refusal !== null, rendered.code]).toEqual([v, refused, refused ? 1 : 0]);
      const linted = await cli(lint, ['--kops-version', v, '--format', 'json']);
      expect([v, linted.out.includes('"api-version-unsupported"')]).toEqual([v, refused]);
      const drawn = await cli(graph, ['--kops-version', v]);
      expect([v, drawn.out.includes(`!! kops refuses this spec: kops ${v} does not read apiVersion kops.k8s.io/v1alpha3`)]).toEqual([v, refused]);
    }
  });

  it('diff names the boundary the move meets last', async () => {
    const up = await cli(diff, ['--from', '1.23.4', '--to', '1.25.4', '--format', 'json']);
    const upJson = JSON.parse(up.out) as { instanceGroups: Array<{ units: Array<{ reasons: Array<{ since: string; switch: string }> }> }> };
    expect(upJson.instanceGroups[0]?.units[0]?.reasons.map((r) => [r.since, r.switch])).toEqual([['1.25', 'v1alpha3Registered']]);
    const away = await cli(diff, ['--from', '1.25.4', '--to', '1.28.7', '--format', 'json']);
    const awayJson = JSON.parse(away.out) as typeof upJson;
    expect(awayJson.instanceGroups[0]?.units[0]?.reasons.map((r) => [r.since, r.switch])).toEqual([['1.26', 'v1alpha3Registered']]);
    const long = await cli(diff, ['--from', '1.22.6', '--to', '1.36.2', '--format', 'json']);
    const longJson = JSON.parse(long.out) as typeof upJson;
    // 1.25 read it and 1.26 stopped again: the upgrade reads it because of 1.29.
    expect(longJson.instanceGroups[0]?.units[0]?.reasons.map((r) => [r.since, r.switch])).toEqual([['1.29', 'v1alpha3Registered']]);
    const same = await cli(diff, ['--from', '1.25.4', '--to', '1.29.2', '--exit-code']);
    expect(same.code).toBe(0);
  });
});
