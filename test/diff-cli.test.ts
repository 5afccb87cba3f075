import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../src/cli/io.ts';
import { main } from '../src/cli/main.ts';
import { runCli } from './run-cli.ts';

const ROOT = join(import.meta.dirname, '..');
const CONTRACT = 'test/fixtures/compare/contract/input.yaml';
const CONTRACT_ARGS = ['diff', CONTRACT, '--from', '1.21.5', '--from-runtime', 'docker', '--to', '1.36.2', '--to-runtime', 'containerd', '--format', 'json'];
const SWAP = 'fixtures/seed-swap/input.yaml';
/** An exec hook that kops 1.20.3 moves to ctr: a change with no error on either side. */
const EXEC_ENV = 'test/fixtures/compare/exec-env/input.yaml';
const UPDATE = process.env.UPDATE_GOLDEN === '1';

/** Runs `kops-hooks` in-process with files read from the repository and stdin given. */
async function run(args: string[], stdin = ''): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIo = {
    stdout: (t) => void (out += t),
    stderr: (t) => void (err += t),
    readFile: async (p) => readFileSync(join(ROOT, p), 'utf8'),
    writeFile: async () => { throw new Error('diff never writes'); },
    readStdin: async () => stdin,
  };
  const code = await main(args, io);
  return { code, out, err };
}

describe('kops-hooks diff: the JSON contract (issue "Upgrade preview")', () => {
  it('has the issue\'s keys, in its order, with 1-based diagnostics marked by side', async () => {
    const r = await run(CONTRACT_ARGS);
    // The new side has an error (disabled-inverted-on-instance-group): exit 1, as render does.
    expect(r.code).toBe(1);
    const json = JSON.parse(r.out) as Record<string, unknown> & {
      instanceGroups: Array<{ units: Array<Record<string, unknown>> } & Record<string, unknown>>;
      diagnostics: Array<Record<string, unknown>>;
    };
    expect(Object.keys(json)).toEqual(['from', 'to', 'instanceGroups', 'diagnostics', 'notes', 'summary', 'counts']);
    expect(json.summary).toBe('1.21.5 (docker) → 1.36.2 (containerd): 1 unit breaks (a new error); 2 units change on 1 of 1 instance group');
    expect(json.counts).toEqual({ changed: 2, unchanged: 1, broken: 1, groups: 1, groupsChanged: 1, filesChanged: 0 });
    expect(json.from).toEqual({ kopsVersion: '1.21.5', runtime: 'docker' });
    expect(json.to).toEqual({ kopsVersion: '1.36.2', runtime: 'containerd' });
    expect(json.instanceGroups.map((g) => Object.keys(g))).toEqual([['name', 'units', 'fatal', 'files']]);
    const [exec, off, timer] = json.instanceGroups[0]?.units ?? [];
    expect(Object.keys(exec ?? {})).toEqual(['unit', 'path', 'change', 'before', 'after', 'patch', 'reasons', 'state', 'nodeup']);
    expect(exec).toMatchObject({
      unit: 'kops-hook-0-ig.service', path: '/lib/systemd/system/kops-hook-0-ig.service', change: 'changed',
      reasons: [{ since: '1.29', switch: 'dockerAvailable', message: expect.stringContaining('kops 1.29 removes Docker') }],
    });
    expect(String(exec?.patch).split('\n').slice(0, 2)).toEqual([
      '--- a/lib/systemd/system/kops-hook-0-ig.service (kops 1.21.5, docker)',
      '+++ b/lib/systemd/system/kops-hook-0-ig.service (kops 1.36.2, containerd)',
    ]);
    // A disabled hook writes no file: it shows by its state.
    expect(off).toMatchObject({
      unit: 'off.service', change: 'changed', before: null,
      state: { from: { enabled: false, running: false, manageState: true }, to: { enabled: true, running: true, manageState: true } },
      reasons: [{ since: '1.23', switch: 'invertedIgDisabled' }],
    });
    expect(timer).toMatchObject({ unit: 'tick.timer', change: 'unchanged', patch: '', reasons: [] });
    expect(json.instanceGroups[0]?.fatal).toEqual({ from: null, to: null });
    expect(json.diagnostics.every((d) => ['from', 'to', 'both'].includes(String(d.side)))).toBe(true);
    expect(Object.keys(json.diagnostics[0] ?? {})).toEqual(['code', 'severity', 'message', 'range', 'side']);
    expect(json.diagnostics).toContainEqual(expect.objectContaining({
      code: 'disabled-inverted-on-instance-group', side: 'to', range: { start: { line: 13, column: 15 }, end: { line: 13, column: 19 } },
    }));
  });

  it('prints exactly the pinned document (test/fixtures/compare/contract/…json)', async () => {
    const r = await run(CONTRACT_ARGS);
    const file = join(ROOT, 'test/fixtures/compare/contract/1.21.5-docker..1.36.2-containerd.json');
    if (UPDATE) writeFileSync(file, r.out);
    expect(r.out).toBe(readFileSync(file, 'utf8'));
  });
});

describe('kops-hooks diff: text and markdown', () => {
  it('prints git-like headers, the reasons after each unit, and diagnostics with their side on stderr', async () => {
    const r = await run(['diff', SWAP, '--from', '1.10.1', '--to', '1.36.0']);
    expect(r.out.split('\n')[0]).toBe('# 1.10.1 (docker) → 1.36.0 (containerd): 2 units change on 1 of 1 instance group');
    expect(r.out).toContain('--- a/lib/systemd/system/swap1.swap.service (kops 1.10.1, docker)\n+++ /dev/null (kops 1.36.0, containerd)\n@@ -1,15 +0,0 @@\n');
    expect(r.out).toContain('--- /dev/null (kops 1.10.1, docker)\n+++ b/lib/systemd/system/swap1.swap (kops 1.36.0, containerd)\n');
    expect(r.out).toContain('\n# why (1.11): From kops 1.11 a hook name that ends in any systemd unit type');
    expect(r.out).toContain('# 1 unit unchanged: create-swapfile.service\n');
    expect(r.err).toMatch(/^fixtures\/seed-swap\/input\.yaml:\d+:\d+: error name-gets-service-suffix \[from\]: /m);
  });

  it('markdown: a diff block per changed unit, then its reasons', async () => {
    const r = await run(['diff', SWAP, '--from', '1.10.1', '--to', '1.36.0', '--format', 'markdown']);
    expect(r.out.startsWith('### kops hooks: 1.10.1 (docker) → 1.36.0 (containerd): 2 units change on 1 of 1 instance group\n\n#### Instance group `nodes` (Node)\n\n**`swap1.swap.service`**: removed\n\n```diff\n--- a/lib/systemd/system/swap1.swap.service (kops 1.10.1, docker)\n')).toBe(true);
    expect(r.out).toContain('- **1.11**: From kops 1.11 a hook name that ends in any systemd unit type');
    expect(r.out).toContain('#### Problems that disappear (they hold with kops 1.10.1)\n');
    // The document goes to a file or a job summary; the error behind exit 1 goes to the log.
    // Errors only: what systemd refuses at 1.10.1; at 1.36.0 the swap loads (its empty [Service] is ignored).
    expect(r.err.split('\n').map((l) => l.split(': ', 2).join(': ')).filter(Boolean)).toEqual([
      'fixtures/seed-swap/input.yaml:18:11: error name-gets-service-suffix [from]', 'fixtures/seed-swap/input.yaml:21:5: error missing-exec-start [from]',
    ]);
  });

  it('markdown lists the problems that stay as well as those that appear and disappear (a standing error is no less one)', async () => {
    const r = await run(['diff', SWAP, '--from', '1.23.4', '--to', '1.36.0', '--format', 'markdown']);
    expect(r.out.split('\n')[0]).toBe('### kops hooks: 1.23.4 (containerd) → 1.36.0 (containerd): no unit changes on the instance group');
    const stay = r.out.slice(r.out.indexOf('#### Problems that stay (with both kops 1.23.4 and kops 1.36.0)\n\n'));
    expect(stay).toMatch(/^#### Problems that stay \(with both kops 1\.23\.4 and kops 1\.36\.0\)\n\n- line 12: info `no-install-section`: create-swapfile\.service has no \[Install\] section/);
    expect(stay).toMatch(/\n- line 18: info `section-not-for-unit-type`: kops writes an empty \[Service\]/);
    expect(stay).toMatch(/\n- line 25: warning `ordering-cycle`: /);
    expect(r.out).not.toContain('Problems that appear');
    expect(r.out).not.toContain('Problems that disappear');
  });

  it('--ig shows one group and counts only it', async () => {
    const r = await run(['diff', 'fixtures/role-numbering/input.yaml', '--from', '1.21.5', '--to', '1.22.6', '--ig', 'master-us-east-1a']);
    expect(r.out.split('\n')[0]).toBe('# 1.21.5 (containerd) → 1.22.6 (containerd): no unit changes on the instance group');
    expect(r.out).not.toContain('# instance group nodes');
  });
});

describe('kops-hooks diff: usage errors', () => {
  it.each([
    [['diff', SWAP, '--to', '1.36.0'], 'kops-hooks diff: missing --from VERSION (see kops-hooks --help)\n'],
    [['diff', SWAP, '--from', '1.10.1'], 'kops-hooks diff: missing --to VERSION (see kops-hooks --help)\n'],
    [['diff', SWAP, '--from', 'latest', '--to', '1.36.0'], 'kops-hooks diff: --from must be a kops version (1.21.5, v1.29) or proposal, not "latest" (see kops-hooks --help)\n'],
    [['diff', SWAP, '--from', '1.10.1', '--to'], 'kops-hooks diff: option --to needs a value (see kops-hooks --help)\n'],
    [['diff', SWAP, '--from', '1.10.1', '--to', '1.36.0', '--to-runtime', 'crio'], 'kops-hooks diff: --to-runtime must be docker or containerd, not "crio" (see kops-hooks --help)\n'],
    [['diff', SWAP, '--from', '1.10.1', '--to', '1.36.0', '--exit-code=yes'], 'kops-hooks diff: option --exit-code takes no value (see kops-hooks --help)\n'],
    [['diff', SWAP, '--from', '1.10.1', '--to', '1.36.0', '--kops-version', '1.2'], 'kops-hooks diff: unknown option "--kops-version" (see kops-hooks --help)\n'],
    [['diff', SWAP, '--from', '1.10.1', '--to', '1.36.0', '--format', 'sarif'], 'kops-hooks diff: --format must be one of text, json, markdown, not "sarif" (see kops-hooks --help)\n'],
    [['diff', SWAP, '--from', '1.10.1', '--to', '1.36.0', '--ig', 'nope'], 'kops-hooks diff: no instance group "nope" (groups: nodes)\n'],
    [['diff', '--from', '1.10.1', '--to', '1.36.0'], 'kops-hooks diff: missing FILE (use - for standard input) (see kops-hooks --help)\n'],
    [['diff', 'fixtures/nope.yaml', '--from', '1.10.1', '--to', '1.36.0'], 'kops-hooks diff: cannot read fixtures/nope.yaml: no such file\n'],
  ])('exits 2 on usage error %j with one clear line', async (args, message) => {
    const r = await run(args);
    expect([r.code, r.err, r.out]).toEqual([2, message, '']);
  });

});

describe('kops-hooks diff: exit codes (the real binary)', () => {
  it('--detailed-exitcode and its alias --exit-code, through the installed command: 0 no changes, 2 changes, 1 an error', () => {
    for (const flag of ['--detailed-exitcode', '--exit-code']) {
      const same = runCli(['diff', 'fixtures/worked-containerd/input.yaml', '--from', '1.23.4', '--to', '1.36.0', flag]);
      expect([same.status, same.stdout.split('\n')[0]]).toEqual([0, '# 1.23.4 (containerd) → 1.36.0 (containerd): no unit changes on any of 2 instance groups']);
      const changed = runCli(['diff', EXEC_ENV, '--from', '1.19.2', '--to', '1.21.5', '--to-runtime', 'docker', flag]);
      expect([changed.status, changed.stdout.split('\n')[0]]).toEqual([2, '# 1.19.2 (docker) → 1.21.5 (docker): 1 unit changes on 1 of 1 instance group']);
      // On containerd, 1.21.5's ctr reads `kopeio/…` as a registry host (image-name-read-as-registry): an error wins.
      expect(runCli(['diff', EXEC_ENV, '--from', '1.19.2', '--to', '1.21.5', flag]).status).toBe(1);
    }
  });

  it('without the flag: 1 when either side has an error (as render), else 0, changes or not', () => {
    expect(runCli(['diff', SWAP, '--from', '1.10.1', '--to', '1.36.0']).status).toBe(1);
    expect(runCli(['diff', 'fixtures/worked-containerd/input.yaml', '--from', '1.23.4', '--to', '1.36.0']).status).toBe(0);
    expect(runCli(['diff', EXEC_ENV, '--from', '1.19.2', '--to', '1.21.5', '--to-runtime', 'docker']).status).toBe(0);
  });

  it('reads standard input with -', () => {
    const r = runCli(['diff', '-', '--from=1.19.2', '--to=1.21.5', '--format=json'], readFileSync(join(ROOT, EXEC_ENV), 'utf8'));
    // 1: ctr at 1.21.5 reads `kopeio/nvidia-bootstrap:1.6.0` as registry host `kopeio`.
    expect([r.status, r.stderr.split(': ').slice(0, 2).join(': ')]).toEqual([1, '<stdin>:15:14: error image-name-read-as-registry [to]']);
    const json = JSON.parse(r.stdout) as { instanceGroups: Array<{ units: Array<{ change: string; reasons: Array<{ switch: string }> }> }> };
    // kops 1.19 runs docker by default, 1.21 containerd: the hook moves to ctr at 1.20.3, and its environment to --env.
    expect(json.instanceGroups[0]?.units.map((u) => [u.change, u.reasons.map((x) => x.switch)])).toEqual([['changed', ['containerdExec', 'envFlag']]]);
  });

  it('exits 2 on a usage error, on empty input, and prints its usage with --help', () => {
    expect(runCli(['diff', SWAP, '--from', '1.10.1', '--to', '1.36.0', '--to-runtime', 'crio'])).toEqual({
      status: 2, stdout: '', stderr: 'kops-hooks diff: --to-runtime must be docker or containerd, not "crio" (see kops-hooks --help)\n',
    });
    expect(runCli(['diff', '-', '--from', '1.10.1', '--to', '1.36.0'], '\n')).toMatchObject({ status: 2, stderr: 'kops-hooks diff: <stdin> is empty: nothing to diff\n' });
    const help = runCli(['diff', '--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: kops-hooks diff FILE\|- --from V --to V/);
  });
});
