import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.ts';
import { nodeIo } from '../src/cli/node-io.ts';
import { runCli } from './run-cli.ts';

const ROOT = join(import.meta.dirname, '..');

/** Runs the CLI in-process (the binary is the same `main`; one run of it is below). */
async function graph(args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io = { ...nodeIo, readFile: (path: string) => nodeIo.readFile(join(ROOT, path)), stdout: (t: string) => (stdout += t), stderr: (t: string) => (stderr += t) };
  const status = await main(['graph', ...args], io);
  return { status, stdout, stderr };
}

/**
 * Golden boot graphs: `kops-hooks graph` in every format, pinned in
 * test/fixtures/boot/<case>/<label>.<format>. `npm run test:update` rewrites them; review the diff.
 * - seed-swap: the request's swap hooks. A swap unit is ordered before swap.target, which
 *   sysinit.target waits for, which the service that creates the file waits for: a cycle.
 * - exec-before-kubelet: an exec hook ordered before kubelet; kubelet waits for a oneshot with no
 *   timeout. Before 1.21 kubelet has no [Install] and waits for nodeup instead.
 * - kubelet-containerd: `Before=containerd.service` with `After=kubelet.service`: a cycle through
 *   kubelet and the runtime (and docker.service in the Docker era).
 * - sysctl-before-kubelet: issue 38's hook, before kubelet but started only by nodeup: its
 *   verdicts, and no claim that kubelet waits for it.
 */
const CASES: Array<{ name: string; input: string; runs: Array<{ label: string; args: string[]; exit: number; cycle: boolean }> }> = [
  // Issue 38: a sysctl hook before kubelet with no [Install]. kubelet is enabled from 1.21
  // (v1.21.0:nodeup/pkg/model/kubelet.go), so at a reboot it starts first; before, nodeup starts both.
  { name: 'sysctl-before-kubelet', input: 'test/boot-corpus/sysctl-before-kubelet.yaml', runs: [
    { label: '1.36.2', args: [], exit: 0, cycle: false },
    { label: '1.20.3', args: ['--kops-version', '1.20.3'], exit: 0, cycle: false },
  ] },
  { name: 'seed-swap', input: 'fixtures/seed-swap/input.yaml', runs: [
    { label: '1.36.2', args: [], exit: 1, cycle: true },
    // kops 1.10 appends .service: swap1.swap.service is a service, with no swap.target to close a loop.
    { label: '1.10.1', args: ['--kops-version', '1.10.1'], exit: 1, cycle: false },
  ] },
  { name: 'exec-before-kubelet', input: 'test/boot-corpus/exec-before-kubelet.yaml', runs: [
    { label: '1.36.2', args: ['--ig', 'Node'], exit: 0, cycle: false },
    // Exec hooks run through Docker before 1.20.3: Requires=docker.service names a unit this containerd node lacks.
    { label: '1.20.2', args: ['--ig', 'Node', '--kops-version', '1.20.2'], exit: 1, cycle: false },
  ] },
  { name: 'kubelet-containerd', input: 'test/boot-corpus/kubelet-containerd-cycle.yaml', runs: [
    { label: '1.36.2', args: ['--ig', 'Node'], exit: 1, cycle: true },
    { label: '1.21.0-docker', args: ['--ig', 'Node', '--kops-version', '1.21.0', '--runtime', 'docker'], exit: 1, cycle: true },
  ] },
];

const FORMATS = ['text', 'json', 'markdown', 'dot', 'mermaid'] as const;
const EXT = { text: 'txt', json: 'json', markdown: 'md', dot: 'dot', mermaid: 'mmd' } as const;
const DIR = join(import.meta.dirname, 'fixtures', 'boot');
const UPDATE = process.env.UPDATE_GOLDEN === '1';

describe('kops-hooks graph: golden boot graphs in every format', () => {
  for (const c of CASES) {
    for (const run of c.runs) {
      it.each(FORMATS)(`${c.name} @ ${run.label}: --format %s`, async (format) => {
        const r = await graph([c.input, ...run.args, '--format', format]);
        const file = join(DIR, c.name, `${run.label}.${EXT[format]}`);
        if (UPDATE) {
          mkdirSync(join(DIR, c.name), { recursive: true });
          writeFileSync(file, r.stdout);
        }
        expect(existsSync(file), `${file} is missing: run npm run test:update and review it`).toBe(true);
        expect(r.stdout).toBe(readFileSync(file, 'utf8'));
        expect(r.status).toBe(run.exit);
        // Diagnostics go to stderr, except in JSON where they are part of the output.
        if (format === 'json') expect(r.stderr).toBe('');
        else expect(/: warning ordering-cycle: Ordering cycle at boot/.test(r.stderr)).toBe(run.cycle);
      });
    }
  }

  it('the binary prints the same as main, with the diagnostics on stderr', () => {
    const r = runCli(['graph', 'test/boot-corpus/kubelet-containerd-cycle.yaml', '--ig', 'Node', '--format', 'mermaid']);
    expect(r.stdout).toBe(readFileSync(join(DIR, 'kubelet-containerd', '1.36.2.mmd'), 'utf8'));
    expect(r.stderr).toMatch(/^test\/boot-corpus\/kubelet-containerd-cycle\.yaml:10:5: warning ordering-cycle: Ordering cycle at boot on instance groups ControlPlane, Node: runtime-prep\.service → containerd\.service → kubelet\.service → runtime-prep\.service\./m);
    expect(r.status).toBe(1);
  });
});

describe('kops-hooks graph --format json: the contract of the issue "Boot order"', () => {
  it('has the contract keys first, in order, at every level', async () => {
    const r = await graph(['test/boot-corpus/kubelet-containerd-cycle.yaml', '--format', 'json']);
    const json = JSON.parse(r.stdout) as { instanceGroups: Array<Record<string, unknown> & { nodes: Array<Record<string, unknown>>; edges: Array<Record<string, unknown>> }> } & Record<string, unknown>;
    expect(Object.keys(json)).toEqual(['kopsVersion', 'runtime', 'instanceGroups', 'diagnostics']);
    const group = json.instanceGroups[1];
    expect(Object.keys(group ?? {}).slice(0, 6)).toEqual(['name', 'nodes', 'edges', 'cycles', 'kubeletWaitsFor', 'verdicts']);
    expect(group?.nodes[0]).toEqual({ unit: 'runtime-prep.service', kind: 'hook', hook: { list: 'cluster', index: 0 }, presence: 'yes', job: true });
    // A unit's After= lines come first, then its Before= lines: both in boot order (from starts first).
    expect(group?.edges.filter((e) => e.origin !== null).slice(0, 2)).toEqual([
      { from: 'kubelet.service', to: 'runtime-prep.service', type: 'after', origin: { line: 11, column: 5 }, source: 'hook', holds: true },
      { from: 'runtime-prep.service', to: 'containerd.service', type: 'after', origin: { line: 10, column: 5 }, source: 'hook', holds: true },
    ]);
    expect(group?.cycles).toEqual([['runtime-prep.service', 'containerd.service', 'kubelet.service']]);
    expect(new Set(group?.edges.map((e) => e.type))).toEqual(new Set(['after', 'requires', 'wanted-by', 'implicit-after', 'wants']));
  });
});
