import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../src/cli/main.ts';
import { fakeIo } from './fake-io.ts';

// Issue 46, done when, through the CLI. Facts (read at both sides): sysctlParameters is in
// 1.17.0:pkg/apis/kops/cluster.go:185 and not in 1.16.4:pkg/apis/kops/cluster.go; kops writes an
// exec hook `Requires=containerd.service` and no `After=` (v1.36.2:nodeup/pkg/model/hooks.go:170);
// ctr 2.2 fails at once without the socket (containerd v2.2.0:cmd/ctr/commands/client.go:65).
const SYSCTL = readFileSync(join(import.meta.dirname, 'boot-corpus', 'sysctl-before-kubelet.yaml'), 'utf8');
const PAGES = 'https://OWNER.github.io/kops-hook-playground/rules/';

async function run(args: string[], files: Record<string, string>): Promise<{ code: number; out: string; err: string }> {
  const io = fakeIo(files);
  const code = await main(args, io);
  return { code, out: io.out, err: io.err };
}

const lines = (out: string, code: string): string[] => out.split('\n').filter((l) => l.includes(` ${code}: `));

describe('kops-hooks lint: what kops and the node do with a hook', () => {
  it('a sysctl-only hook at kops 1.36.2: info naming sysctlParameters and its first release, with the rule page; none at 1.16.4', async () => {
    const now = await run(['lint', 'spec.yaml', '--kops-version', '1.36.2'], { 'spec.yaml': SYSCTL });
    expect(lines(now.out, 'use-kops-field')).toEqual([
      `spec.yaml:14:7: info use-kops-field: sysctl-tune.service only sets kernel parameters: kops 1.17.0 and later do this with \`sysctlParameters\` in the Cluster or InstanceGroup spec, applied by nodeup at boot without a hook.  ${PAGES}use-kops-field.html`,
    ]);
    const before = await run(['lint', 'spec.yaml', '--kops-version', '1.16.4'], { 'spec.yaml': SYSCTL });
    expect(lines(before.out, 'use-kops-field')).toEqual([]);
  });

  it('before: [update-engine.service] warns with --distro debian, not with --distro flatcar nor without --distro', async () => {
    const spec = { 'spec.yaml': '- name: hold.service\n  before: [update-engine.service]\n  manifest: |\n    Type=oneshot\n    ExecStart=/usr/bin/true\n' };
    const debian = await run(['lint', 'spec.yaml', '--distro', 'debian'], spec);
    expect(lines(debian.out, 'unit-not-on-distro')).toEqual([
      `spec.yaml:2:12: warning unit-not-on-distro: \`before: update-engine.service\`: update-engine.service exists only on Flatcar, so on Debian/Ubuntu the ordering does nothing.  ${PAGES}unit-not-on-distro.html`,
    ]);
    expect(lines((await run(['lint', 'spec.yaml', '--distro', 'flatcar'], spec)).out, 'unit-not-on-distro')).toEqual([]);
    expect(lines((await run(['lint', 'spec.yaml'], spec)).out, 'unit-not-on-distro')).toEqual([]);
  });

  it('graph --format json: an exec hook on containerd races containerd at a reboot, with its why and the way out', async () => {
    const spec = { 'spec.yaml': '- name: prep.service\n  execContainer:\n    image: busybox:1.36\n    command: [sh, -c, "echo ready"]\n' };
    const r = await run(['graph', 'spec.yaml', '--format', 'json', '--kops-version', '1.36.2'], spec);
    expect(r.code).toBe(0);
    const verdict = JSON.parse(r.out).instanceGroups[0].verdicts[0];
    expect(verdict.afterRuntime).toEqual({ firstBoot: 'race', reboot: 'race' });
    expect(verdict.afterRuntimeWhy.reboot).toBe('prep.service and containerd.service both start at boot, and kops writes `Requires=containerd.service` without `After=`: its `ctr image pull` can run before containerd has made its socket (containerd has no socket unit, and /run is empty after a reboot). ctr from containerd 2.2 (kops\'s default from Kubernetes 1.32) then fails at once ("cannot access socket"); ctr 1.7 waits at most 10 s; either way prep.service fails.');
    expect(verdict.afterRuntimeAdvice).toBe('Rewrite prep.service as a manifest hook (`useRawManifest: true`) with `After=containerd.service`: the quick fix of exec-pull-races-runtime writes the unit kops writes now, plus that line.');
    // Docker from kops 1.19: docker.socket (v1.19.0:nodeup/pkg/model/docker.go:163, dockerd -H fd:// at :208) makes the pull wait.
    const docker = await run(['graph', 'spec.yaml', '--format', 'json', '--kops-version', '1.19.0', '--runtime', 'docker'], spec);
    expect(JSON.parse(docker.out).instanceGroups[0].verdicts[0].afterRuntime).toEqual({ firstBoot: 'yes', reboot: 'yes' });
  });
});

describe('kops-hooks lint: suppressions, rule selection and exit codes', () => {
  // Two warnings (unknown-directive: systemd ignores Foo= and Bar=) and an info (no-install-section).
  const WARN = { 'spec.yaml': '- name: a.service\n  manifest: |\n    Foo=1\n    Bar=2\n    ExecStart=/usr/bin/true\n' };
  const codes = (out: string): string[] => out.split('\n').filter(Boolean).map((l) => l.split(' ')[2] ?? '');

  it('the spec has a warning and an info, and exits 0: only errors fail by default', async () => {
    const r = await run(['lint', 'spec.yaml'], WARN);
    expect([r.code, codes(r.out)]).toEqual([0, ['no-install-section:', 'unknown-directive:', 'unknown-directive:']]);
  });

  it.each([
    [['--max-warnings', '0'], 1],
    [['--max-warnings', '1'], 1],
    [['--max-warnings', '2'], 0],
    [['--fail-on', 'warning'], 1],
    [['--fail-on', 'info', '--disable', 'unknown-directive'], 1],
    [['--fail-on', 'warning', '--disable', 'unknown-directive'], 0],
    [['--only', 'no-install-section', '--max-warnings', '0'], 0],
    [['--only', 'unknown-directive', '--max-warnings=0'], 1],
    [['--fail-on', 'error', '--max-warnings', '5'], 0],
  ])('%j exits %i', async (flags, code) => {
    expect((await run(['lint', 'spec.yaml', ...flags], WARN)).code).toBe(code);
  });

  it('--only and --disable choose what is printed', async () => {
    expect(codes((await run(['lint', 'spec.yaml', '--only', 'no-install-section'], WARN)).out)).toEqual(['no-install-section:']);
    expect(codes((await run(['lint', 'spec.yaml', '--disable', 'no-install-section'], WARN)).out)).toEqual(['unknown-directive:', 'unknown-directive:']);
  });

  it('an unknown rule is a usage error (exit 2)', async () => {
    const r = await run(['lint', 'spec.yaml', '--disable', 'no-such-rule'], WARN);
    expect([r.code, r.out, r.err]).toEqual([2, '', 'kops-hooks lint: no lint rule "no-such-rule" (kops-hooks lists them in its README, "Lint rules") (see kops-hooks --help)\n']);
  });

  it('# kops-hooks-disable-next-line silences that rule on that hook only', async () => {
    const two = '# kops-hooks-disable-next-line no-install-section -- nodeup starts it\n- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Service]\n    ExecStart=/usr/bin/true\n'
      + '- name: b.service\n  useRawManifest: true\n  manifest: |\n    [Service]\n    ExecStart=/usr/bin/true\n';
    const r = await run(['lint', 'spec.yaml'], { 'spec.yaml': two });
    expect(r.out.split('\n').filter(Boolean).map((l) => l.split(': ').slice(0, 2).join(': '))).toEqual(['spec.yaml:9:3: info no-install-section']);
  });

  it('SARIF: every rule has a helpUri on its page of the built site', async () => {
    const r = await run(['lint', 'spec.yaml', '--format', 'sarif'], WARN);
    const rules = JSON.parse(r.out).runs[0].tool.driver.rules as Array<{ id: string; helpUri?: string }>;
    expect(rules.find((x) => x.id === 'no-install-section')?.helpUri).toBe(`${PAGES}no-install-section.html`);
    expect(rules.every((x) => x.helpUri === `${PAGES}${x.id}.html`)).toBe(true);
  });
});
