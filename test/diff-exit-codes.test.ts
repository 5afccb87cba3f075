import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXIT_DIFF_CHANGES, EXIT_DIFF_ERROR, EXIT_DIFF_NO_CHANGES, wantsDetailedExitCode } from '../src/cli/commands/diff-exit.ts';
import type { CliIo } from '../src/cli/io.ts';
import type * as Steps from '../src/core/compare/steps.ts';
import { main } from '../src/cli/main.ts';

// `kops-hooks diff --detailed-exitcode`, as operators know it from `terraform plan
// -detailed-exitcode` and `helm diff --detailed-exitcode`: 0 no changes, 1 an error (on either
// side, internal, or usage), 2 changes. Issue "Anyone's clone passes its own tests, and the CLI's
// exit codes can be trusted in CI", part 2.

const ROOT = join(import.meta.dirname, '..');
const SWAP = 'fixtures/seed-swap/input.yaml';
const EXEC_ENV = 'test/fixtures/compare/exec-env/input.yaml';
const IG_PROBLEMS = 'test/fixtures/compare/ig-problems/input.yaml';
/** A spec whose YAML breaks after its first hook: both sides read the same error, and no unit changes. */
const BROKEN = 'hooks:\n- name: a.service\n  manifest: |\n    [Service]\n    ExecStart=/bin/true\n- name: [b.service\n';

type Run = { code: number; out: string; err: string };

async function run(args: string[], stdin = '', call: typeof main = main, stdout?: (t: string) => void): Promise<Run> {
  let out = '';
  let err = '';
  const io: CliIo = {
    stdout: stdout ?? ((t) => void (out += t)),
    stderr: (t) => void (err += t),
    readFile: async (p) => readFileSync(join(ROOT, p), 'utf8'),
    writeFile: async () => { throw new Error('diff never writes'); },
    readStdin: async () => stdin,
  };
  return { code: await call(args, io), out, err };
}

afterEach(() => {
  vi.doUnmock('../src/core/compare/steps.ts');
  vi.resetModules();
});

describe('kops-hooks diff --detailed-exitcode', () => {
  it('has a constant per meaning, with the values of terraform and helm', () => {
    expect({ EXIT_DIFF_NO_CHANGES, EXIT_DIFF_ERROR, EXIT_DIFF_CHANGES }).toEqual({ EXIT_DIFF_NO_CHANGES: 0, EXIT_DIFF_ERROR: 1, EXIT_DIFF_CHANGES: 2 });
  });

  it('0: no unit changes and no error on either side', async () => {
    const r = await run(['diff', 'fixtures/worked-containerd/input.yaml', '--from', '1.23.4', '--to', '1.36.0', '--detailed-exitcode']);
    expect([r.code, r.out.split('\n')[0]]).toEqual([0, '# 1.23.4 (containerd) → 1.36.0 (containerd): no unit changes on any of 2 instance groups']);
  });

  it('2: units change and neither side has an error', async () => {
    // On Docker at both ends: the -e → --env change of 1.20.3 and nothing refused. (On containerd,
    // 1.21.5 pulls `kopeio/…` with ctr, which reads `kopeio` as a registry host: an error.)
    const r = await run(['diff', EXEC_ENV, '--from', '1.19.2', '--to', '1.21.5', '--to-runtime', 'docker', '--detailed-exitcode', '--format', 'json']);
    expect(r.code).toBe(2);
    expect((JSON.parse(r.out) as { diagnostics: Array<{ severity: string }> }).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });

  it('1: YAML errors on both sides and no unit changes, in every format, with the error on stderr', async () => {
    for (const format of ['text', 'json', 'markdown']) {
      const r = await run(['diff', '-', '--from', '1.30', '--to', '1.31', '--detailed-exitcode', '--format', format], BROKEN);
      expect(r.code, format).toBe(1);
      expect(r.err, format).toMatch(/^<stdin>:7:1: error BAD_INDENT \[both\]: Flow sequence in block collection must be sufficiently indented/m);
    }
    const md = await run(['diff', '-', '--from', '1.30', '--to', '1.31', '--detailed-exitcode', '--format', 'markdown'], BROKEN);
    expect(md.out).toContain('no unit changes');
    expect(md.out).toContain('\n#### Problems that stay (with both kops 1.30.0 and kops 1.31.0)\n\n- line 3: info `no-install-section`');
    expect(md.out).toContain('\n- line 7: error `BAD_INDENT`: Flow sequence in block collection');
  });

  it('1: an error on one side only, even though units change (an error wins)', async () => {
    // kops 1.23 reads `disabled:` of a v1alpha2 InstanceGroup hook inverted (v1.23.0:pkg/apis/kops/v1alpha2).
    const r = await run(['diff', 'fixtures/ig-disabled-inversion/input.yaml', '--from', '1.22.6', '--to', '1.23.4', '--detailed-exitcode']);
    expect(r.code).toBe(1);
    expect(r.out.split("\n")[0]).toMatch(/: 2 units break \(a new error\); 2 units change on 1 of 1 instance group$/);
    expect(r.err).toContain(': error disabled-inverted-on-instance-group [to]: ');
    expect(r.err).not.toMatch(/: error \S+ \[(from|both)\]/);
  });

  it('1: an internal error of the comparison (exit 2 would read as "units change")', async () => {
    vi.resetModules();
    vi.doMock('../src/core/compare/steps.ts', async (original) => ({
      ...(await original<typeof Steps>()),
      replaySteps: () => { throw new Error('planted'); },
    }));
    const fresh = (await import('../src/cli/main.ts')).main;
    const r = await run(['diff', EXEC_ENV, '--from', '1.19.2', '--to', '1.21.5', '--detailed-exitcode'], '', fresh);
    expect(r.code).toBe(1);
    expect(r.err).toBe(`${EXEC_ENV}:1:1: error internal-error [both]: Internal error in the playground (please report it): planted\n`);
  });

  it('1: a crash of the command itself, where the other commands exit 2', async () => {
    const broken = (): void => { throw new Error('stdout is gone'); };
    const args = ['diff', EXEC_ENV, '--from', '1.19.2', '--to', '1.21.5'];
    expect(await run([...args, '--detailed-exitcode'], '', main, broken)).toEqual({ code: 1, out: '', err: 'kops-hooks diff: internal error: stdout is gone\n' });
    expect((await run(args, '', main, broken)).code).toBe(2);
  });

  it.each([
    [['--to', '1.36.0'], 'kops-hooks diff: missing --from VERSION (see kops-hooks --help)\n'],
    [['--from', 'latest', '--to', '1.36.0'], 'kops-hooks diff: --from must be a kops version (1.21.5, v1.29) or proposal, not "latest" (see kops-hooks --help)\n'],
    [['--from', '1.10.1', '--to', '1.36.0', '--format', 'sarif'], 'kops-hooks diff: --format must be one of text, json, markdown, not "sarif" (see kops-hooks --help)\n'],
    [['--from', '1.10.1', '--to', '1.36.0', '--ig', 'nope'], 'kops-hooks diff: no instance group "nope" (groups: nodes)\n'],
    [['--from', '1.10.1', '--to', '1.36.0', '--detailed-exitcode=yes'], 'kops-hooks diff: option --detailed-exitcode takes no value (see kops-hooks --help)\n'],
  ])('1: bad usage %j, with the same one line as without the flag', async (args, message) => {
    for (const flag of ['--detailed-exitcode', '--exit-code']) {
      expect(await run(['diff', SWAP, ...args, flag])).toEqual({ code: 1, out: '', err: message });
    }
    expect((await run(['diff', SWAP, ...args])).code).toBe(2);
  });

  it('1: an unreadable file; 0 for --help', async () => {
    expect(await run(['diff', 'fixtures/nope.yaml', '--from', '1.10.1', '--to', '1.36.0', '--exit-code'])).toEqual({
      code: 1, out: '', err: 'kops-hooks diff: cannot read fixtures/nope.yaml: no such file\n',
    });
    const help = await run(['diff', '--help', '--detailed-exitcode']);
    expect([help.code, help.out]).toEqual([0, expect.stringContaining('--detailed-exitcode (alias --exit-code), as terraform plan -detailed-exitcode')]);
  });

  it('reads the flag only before `--` (after it, every word is a file name)', () => {
    expect(wantsDetailedExitCode(['x.yaml', '--exit-code'])).toBe(true);
    expect(wantsDetailedExitCode(['--', '--exit-code'])).toBe(false);
    expect(wantsDetailedExitCode(['x.yaml', '--exit-code=1'])).toBe(false);
  });
});

describe('kops-hooks diff --ig: that group\'s problems only', () => {
  const lines = (err: string): string[] => err.split('\n').filter(Boolean).map((l) => l.replace(/^([^:]+:\d+:\d+: \S+ \S+ \[\w+\]): .*$/, '$1'));

  it('text: the problems of the group\'s own document and of the Cluster hooks it runs; the others counted on one line', async () => {
    const r = await run(['diff', IG_PROBLEMS, '--from', '1.30', '--to', '1.31', '--ig', 'nodes']);
    expect(lines(r.err)).toEqual([
      `${IG_PROBLEMS}:18:5: error unknown-hook-field [both]`,
      `${IG_PROBLEMS}:19:5: info no-install-section [both]`,
      `${IG_PROBLEMS}:20:7: info oneshot-without-remain-after-exit [both]`,
      `${IG_PROBLEMS}:31:5: error unknown-hook-field [both]`,
      `${IG_PROBLEMS}:32:5: info no-install-section [both]`,
      `${IG_PROBLEMS}:33:7: info oneshot-without-remain-after-exit [both]`,
      'kops-hooks diff: 6 problems outside instance group "nodes" not shown (2 errors); drop --ig to see them',
    ]);
    // Every group's errors still count: the input has errors.
    expect(r.code).toBe(1);
  });

  it('without --ig: every problem, and no such line', async () => {
    const r = await run(['diff', IG_PROBLEMS, '--from', '1.30', '--to', '1.31']);
    expect(lines(r.err).map((l) => l.split(':')[1])).toEqual(['13', '14', '15', '18', '19', '20', '31', '32', '33', '44', '45', '46']);
  });

  it('markdown: the same problems, and the same count of the rest', async () => {
    const r = await run(['diff', IG_PROBLEMS, '--from', '1.30', '--to', '1.31', '--ig', 'masters', '--format', 'markdown']);
    const stay = r.out.slice(r.out.indexOf('#### Problems that stay'));
    expect([...stay.matchAll(/^- line (\d+):/gm)].map((m) => m[1])).toEqual(['13', '14', '15', '18', '19', '20', '44', '45', '46']);
    expect(r.out).toContain('\n\n3 problems outside instance group "masters" not shown (1 error); drop --ig to see them.\n');
  });
});
