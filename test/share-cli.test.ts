import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeShareLink, encodeShareLink } from '../src/core/share/index.ts';
import { NEWEST_KOPS_VERSION } from '../src/core/kops/behaviour.ts';

const BIN = new URL('../bin/kops-hooks.mjs', import.meta.url).pathname;

/** Runs the real binary, as a documentation build would. */
function run(args: string[], input?: string): { code: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [BIN, 'link', ...args], { input, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const dir = mkdtempSync(join(tmpdir(), 'share-cli-'));
// Its files go when the file's tests are done (a run left about 5 MB behind).
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const SPEC = 'apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nmetadata:\n  name: a.example.com\nspec:\n  hooks:\n  - name: swap1.swap\n    manifest: |\n      Type=oneshot\n';
const FILE = join(dir, 'spec.yaml');
writeFileSync(FILE, SPEC);

describe('kops-hooks link', () => {
  it('prints the fragment for FILE, pinning the newest kops version by default', () => {
    const out = run([FILE]);
    expect(out).toMatchObject({ code: 0, stderr: '' });
    const expected = encodeShareLink({ text: SPEC, kopsVersion: NEWEST_KOPS_VERSION });
    expect(expected.ok && `${expected.fragment}\n`).toBe(out.stdout);
  });

  it('carries version, runtime, proposal, distro, group and unit, and prepends --base (dropping its fragment)', () => {
    const out = run([FILE, '--kops-version', '1.10.1', '--runtime=docker', '--proposal', '--distro', 'rhel', '--ig', 'nodes', '--unit', 'swap1.swap', '--base', 'https://docs.example/play/?embed#old']);
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/^https:\/\/docs\.example\/play\/\?embed#v1\.[A-Za-z0-9_-]+\n$/);
    expect(decodeShareLink(out.stdout.trim())).toEqual({
      ok: true,
      version: 1,
      state: { text: SPEC, kopsVersion: '1.10.1', runtime: 'docker', proposal: true, distro: 'rhel', group: 'nodes', unit: 'swap1.swap' },
    });
  });

  it('--view opens the link on an output tab (header tag 11), and --decode says which', () => {
    const out = run([FILE, '--kops-version', '1.28', '--view', 'problems']);
    expect(out).toMatchObject({ code: 0, stderr: '' });
    expect(decodeShareLink(out.stdout.trim())).toEqual({ ok: true, version: 1, state: { text: SPEC, kopsVersion: '1.28', view: 'problems' } });
    expect(run([FILE, '--view=boot']).stdout).toBe(`${(encodeShareLink({ text: SPEC, kopsVersion: NEWEST_KOPS_VERSION, view: 'boot' }) as { fragment: string }).fragment}\n`);
    expect(run(['--decode', out.stdout.trim()])).toEqual({
      code: 0,
      stdout: SPEC,
      stderr: "kops version: 1.28\nruntime: from the spec (the Cluster's spec.containerRuntime, else the version's default)\nview: problems\n",
    });
  });

  it('reads standard input for "-"', () => {
    expect(run(['-'], SPEC).stdout).toBe(run([FILE]).stdout);
  });

  it('--decode prints the YAML byte for byte on stdout and the view on stderr', () => {
    const link = run([FILE, '--runtime', 'containerd', '--ig', 'nodes', '--unit', 'swap1.swap', '--base', 'https://x.example/']).stdout.trim();
    expect(run(['--decode', link])).toEqual({
      code: 0,
      stdout: SPEC,
      stderr: `kops version: ${NEWEST_KOPS_VERSION}\nruntime: containerd\ninstance group: nodes\nunit: swap1.swap\n`,
    });
    const bare = run([FILE]).stdout.trim();
    expect(run(['--decode', bare.slice(1)]).stdout).toBe(SPEC);
    expect(run(['--decode', '-'], `${bare}\n`).stdout).toBe(SPEC);
    expect(run(['--decode', bare]).stderr).toBe(
      `kops version: ${NEWEST_KOPS_VERSION}\nruntime: from the spec (the Cluster's spec.containerRuntime, else the version's default)\n`,
    );
  });

  it('a link that does not decode: one line on stderr, nothing on stdout, exit 1', () => {
    const link = run([FILE]).stdout.trim();
    expect(run(['--decode', link.slice(0, -5)])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'kops-hooks link: cannot decode the link (truncated): This link is incomplete: its data ends before the spec does, so it was probably cut off when it was copied. Copy the whole link again from where it was shared.\n',
    });
    expect(run(['--decode', '#v3.AAAA']).stderr).toMatch(/^kops-hooks link: cannot decode the link \(future-version\): This link was made by a newer playground \(link format v3\).*\n$/);
  });

  it('a spec too large for a link: exit 1 with the reason', () => {
    const big = join(dir, 'big.yaml');
    writeFileSync(big, `# ${'x'.repeat(1_100_000)}\n`);
    expect(run([big])).toEqual({
      code: 1,
      stdout: '',
      stderr: `kops-hooks link: ${big}: This link expands to more than 1 MiB of text, more than the playground opens, so it was not opened.\n`,
    });
  });

  it.each([
    [[], 'kops-hooks link: missing FILE (or - for standard input) (see kops-hooks link --help)\n'],
    [['a', 'b'], 'kops-hooks link: give one FILE (see kops-hooks link --help)\n'],
    [['--decode', 'x', FILE], 'kops-hooks link: --decode takes the link alone (see kops-hooks link --help)\n'],
    [[FILE, '--base', 'docs/play'], 'kops-hooks link: --base must be an absolute URL, not "docs/play" (see kops-hooks link --help)\n'],
    [[FILE, '--unit'], 'kops-hooks link: option --unit needs a value (see kops-hooks link --help)\n'],
    [[FILE, '--view', 'compare'], 'kops-hooks link: --view must be one of units, boot, problems, not "compare" (see kops-hooks link --help)\n'],
    [[FILE, '--view='], 'kops-hooks link: option --view needs a value (see kops-hooks link --help)\n'],
    [['--decode', 'x', '--view', 'units'], 'kops-hooks link: --decode takes the link alone (see kops-hooks link --help)\n'],
    [[FILE, '--runtime', 'crio'], 'kops-hooks link: --runtime must be docker or containerd, not "crio" (see kops-hooks --help)\n'],
    [[FILE, '--format', 'json'], 'kops-hooks link: unknown option "--format" (see kops-hooks --help)\n'],
    [[join(dir, 'missing.yaml')], `kops-hooks link: cannot read ${join(dir, 'missing.yaml')}: no such file\n`],
    [[dir], `kops-hooks link: cannot read ${dir}: is a directory, not a YAML file\n`],
  ])('usage error %j: one line on stderr, exit 2', (args, stderr) => {
    expect(run(args)).toEqual({ code: 2, stdout: '', stderr });
  });

  it('--help describes the link command and exits 0', () => {
    const out = run(['--help']);
    expect(out.code).toBe(0);
    expect(out.stdout).toContain('kops-hooks link --decode URL|FRAGMENT|-');
    expect(readFileSync(FILE, 'utf8')).toBe(SPEC);
  });
});
