import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const WORKED = 'fixtures/worked-containerd/input.yaml';

function run(args: string[], input?: string) {
  const r = spawnSync(process.execPath, ['bin/kops-hooks.mjs', ...args], { cwd: ROOT, input, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('kops-hooks render (the real binary)', () => {
  it('prints the golden text for a clean fixture and exits 0', () => {
    const r = run(['render', 'fixtures/role-numbering/input.yaml', '--kops-version', '1.22.0']);
    expect(r.stdout).toBe(readFileSync(join(ROOT, 'fixtures/role-numbering/1.22.0.txt'), 'utf8'));
    expect(r.code).toBe(0);
  });

  it('still prints the golden text when the spec has errors, exits 1, and puts file:line:col diagnostics on stderr', () => {
    const r = run(['render', 'fixtures/seed-swap/input.yaml', '--kops-version', '1.10.1']);
    expect(r.stdout).toBe(readFileSync(join(ROOT, 'fixtures/seed-swap/1.10.1.txt'), 'utf8'));
    expect(r.stderr).toMatch(/^fixtures\/seed-swap\/input\.yaml:\d+:\d+: error [a-z-]+: /m);
    expect(r.code).toBe(1);
  });

  it('prints the JSON contract of DESIGN.md', () => {
    const r = run(['render', WORKED, '--format=json', '--ig', 'Node', '--distro', 'rhel']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual(['kopsVersion', 'runtime', 'refusal', 'instanceGroups', 'diagnostics']);
    expect(json).toMatchObject({ kopsVersion: '1.36.2', runtime: 'containerd', refusal: null });
    expect(json.instanceGroups).toEqual([{
      name: 'Node', role: 'Node', runsNodeup: true, fatal: null, skipped: [], files: [],
      tasks: [{
        unit: 'kops-hook-0.service', path: '/usr/lib/systemd/system/kops-hook-0.service',
        definition: expect.stringContaining('ExecStartPre=/usr/bin/ctr --namespace k8s.io image pull docker.io/library/busybox:latest\n'),
        enabled: true, running: true, manageState: true, hook: { name: 'kops-hook-0', list: 'cluster', index: 0 },
        actions: ['systemctl daemon-reload', 'systemctl restart kops-hook-0.service --no-block', 'systemctl enable kops-hook-0.service'],
        // Where each line came from: the image (line 10) and the command's items (line 11), or kops.
        lines: [
          { from: 'kops', rule: 'wrap-unit-section' }, { from: 'kops', rule: 'wrap-description' },
          { from: 'kops', rule: 'exec-requires-containerd' }, { from: 'kops', rule: 'wrap-section-break' },
          { from: 'kops', rule: 'exec-service-section' },
          { from: 'spec', rule: 'exec-ctr-pull', ranges: [{ start: { line: 10, column: 14 }, end: { line: 10, column: 21 } }] },
          { from: 'spec', rule: 'exec-ctr-run', ranges: [
            { start: { line: 10, column: 14 }, end: { line: 10, column: 21 } },
            { start: { line: 11, column: 17 }, end: { line: 11, column: 19 } },
            { start: { line: 11, column: 21 }, end: { line: 11, column: 23 } },
            { start: { line: 11, column: 25 }, end: { line: 11, column: 105 } },
          ] },
          { from: 'kops', rule: 'exec-oneshot' }, { from: 'kops', rule: 'wrap-section-break' },
          { from: 'kops', rule: 'exec-install-section' }, { from: 'kops', rule: 'exec-wanted-by' },
        ],
      }],
    }]);
  });

  it('reports disabled, skipped and fatal in JSON', () => {
    const r = run(['render', 'fixtures/abort-duplicate-task/input.yaml', '--format', 'json', '--ig', 'nodes']);
    const g = (JSON.parse(r.stdout) as { instanceGroups: Array<Record<string, unknown>> }).instanceGroups[0];
    expect(g?.fatal).toBe('found duplicate tasks with name "Service/bar.service"');
    const d = run(['render', 'fixtures/ig-disabled-inversion/input.yaml', '--format', 'json', '--kops-version', '1.23.0']);
    const tasks = (JSON.parse(d.stdout) as { instanceGroups: Array<{ tasks: Array<{ unit: string; definition: string | null }> }> }).instanceGroups[0]?.tasks;
    expect(tasks?.filter((t) => t.definition === null).map((t) => t.unit)).toEqual(['ig-disabled-false.service', 'cluster-disabled-true.service']);
  });

  it('reads standard input with -', () => {
    const r = run(['render', '-', '--kops-version', 'v1.22.0'], readFileSync(join(ROOT, WORKED), 'utf8'));
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(readFileSync(join(ROOT, 'fixtures/worked-containerd/1.22.0.txt'), 'utf8'));
  });

  it('exits 1 and still prints when the input has an error, with 1-based positions', () => {
    const r = run(['render', '-', '--format', 'json'], 'hooks:\n- name: a\n  manifest: "ExecStart=/bin/true\n');
    expect(r.code).toBe(1);
    const json = JSON.parse(r.stdout) as { diagnostics: Array<{ severity: string; range: { start: { line: number; column: number } } }> };
    const error = json.diagnostics.find((d) => d.severity === 'error');
    expect(error?.range.start.line).toBeGreaterThanOrEqual(1);
    expect(error?.range.start.column).toBeGreaterThanOrEqual(1);
    const text = run(['render', '-'], 'hooks:\n- name: a\n  manifest: "ExecStart=/bin/true\n');
    expect(text.code).toBe(1);
    expect(text.stderr).toMatch(/^<stdin>:\d+:\d+: error /m);
  });

  it.each([
    [['render'], /missing FILE/],
    [['render', WORKED, '--bogus'], /unknown option "--bogus"/],
    [['render', WORKED, '--runtime'], /option --runtime needs a value/],
    [['render', WORKED, '--runtime', 'crio'], /--runtime must be docker or containerd/],
    [['render', WORKED, '--format', 'sarif'], /--format must be one of text, json/],
    [['render', WORKED, '--ig', 'nope'], /no instance group "nope" \(groups: ControlPlane, Node\)/],
    [['render', 'fixtures/does-not-exist.yaml'], /cannot read fixtures\/does-not-exist.yaml: no such file/],
    [['render', 'fixtures'], /cannot read fixtures: is a directory/],
    [['render', '-', '--proposal=yes'], /--proposal takes no value/],
  ])('exits 2 on usage error %j with one clear line', (args, message) => {
    const r = run(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(r.stdout).toBe('');
  });

  it('exits 2 on empty input', () => {
    const r = run(['render', '-'], '  \n');
    expect([r.code, r.stderr]).toEqual([2, 'kops-hooks render: <stdin> is empty: nothing to render\n']);
  });

  it('prints its usage with --help', () => {
    const r = run(['render', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Usage: kops-hooks render FILE\|-/);
  });
});
