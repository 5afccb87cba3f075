import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { CliIo } from '../src/cli/io.ts';
import { main } from '../src/cli/main.ts';
import { describeCorpus, WILD } from './corpus.ts';

/** The three sides the issue names: kops 1.10.1 and 1.21.5 on docker, 1.36.2 on containerd. */
const SIDES = [['1.10.1', 'docker'], ['1.21.5', 'docker'], ['1.36.2', 'containerd']] as const;

async function cli(args: string[]): Promise<{ code: number; json: unknown; err: string }> {
  let out = '';
  let err = '';
  const io: CliIo = {
    stdout: (t) => void (out += t), stderr: (t) => void (err += t),
    readFile: async (p) => readFileSync(p, 'utf8'), writeFile: async () => undefined, readStdin: async () => '',
  };
  const code = await main(args, io);
  return { code, json: out === '' ? null : JSON.parse(out), err };
}

interface RenderTask { unit: string; definition: string | null; enabled: boolean; running: boolean; manageState: boolean }
interface Rendered { instanceGroups: Array<{ name: string; tasks: RenderTask[]; fatal: string | null }>; diagnostics: Array<{ code: string }> }
interface Diffed {
  instanceGroups: Array<{
    name: string; fatal: { from: string | null; to: string | null };
    units: Array<{ unit: string; change: string; before: string | null; after: string | null; reasons: unknown[];
      state: Record<'from' | 'to', { enabled: boolean; running: boolean; manageState: boolean } | null> }>;
  }>;
  diagnostics: Array<{ code: string; side: string }>;
}

function tasksOf(units: Diffed['instanceGroups'][number]['units'], side: 'from' | 'to'): RenderTask[] {
  return units.filter((u) => u.state[side] !== null).map((u) => ({ unit: u.unit, definition: side === 'from' ? u.before : u.after, ...u.state[side] } as RenderTask));
}

describeCorpus(WILD, 'kops-hooks diff over every published spec in ../shared/wild', () => {
  it('has the specs', () => expect(WILD.files().length).toBeGreaterThanOrEqual(27));

  for (const { name: file, path } of WILD.files()) {
    it(`${file}: every move between 1.10.1/docker, 1.21.5/docker and 1.36.2/containerd agrees with render`, async () => {
      const rendered = new Map<string, Rendered>();
      for (const [v, r] of SIDES) {
        const out = await cli(['render', path, '--kops-version', v, '--runtime', r, '--format', 'json']);
        expect(out.code).not.toBe(2);
        rendered.set(v, out.json as Rendered);
      }
      for (const [v0, r0] of SIDES) for (const [v1, r1] of SIDES) {
        if (v0 === v1) continue;
        const out = await cli(['diff', path, '--from', v0, '--from-runtime', r0, '--to', v1, '--to-runtime', r1, '--format', 'json']);
        expect(out.code, out.err).not.toBe(2);
        const d = out.json as Diffed;
        const before = rendered.get(v0) as Rendered;
        const after = rendered.get(v1) as Rendered;
        expect(d.diagnostics.filter((x) => x.code === 'internal-error')).toEqual([]);
        expect(d.instanceGroups.map((g) => g.name)).toEqual(after.instanceGroups.map((g) => g.name));
        for (const g of d.instanceGroups) {
          const g0 = before.instanceGroups.find((x) => x.name === g.name);
          const g1 = after.instanceGroups.find((x) => x.name === g.name);
          const pick = ({ unit, definition, enabled, running, manageState }: RenderTask) => ({ unit, definition, enabled, running, manageState });
          expect(g.fatal).toEqual({ from: g0?.fatal ?? null, to: g1?.fatal ?? null });
          expect(tasksOf(g.units, 'from').sort((a, b) => a.unit.localeCompare(b.unit))).toEqual((g0?.tasks ?? []).map(pick).sort((a, b) => a.unit.localeCompare(b.unit)));
          expect(tasksOf(g.units, 'to').sort((a, b) => a.unit.localeCompare(b.unit))).toEqual((g1?.tasks ?? []).map(pick).sort((a, b) => a.unit.localeCompare(b.unit)));
          for (const u of g.units) if (u.change !== 'unchanged') expect(u.reasons.length, `${file} ${v0}→${v1} ${g.name}/${u.unit}`).toBeGreaterThan(0);
        }
        expect(d.diagnostics.filter((x) => x.side !== 'to').length).toBe(before.diagnostics.length);
        expect(d.diagnostics.filter((x) => x.side !== 'from').length).toBe(after.diagnostics.length);
      }
    });
  }
});
