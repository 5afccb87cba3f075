import { describe, expect, it } from 'vitest';
import { byConsequence, consequence, headlineReason } from './consequence.ts';
import { compare } from './compare.ts';
import { sideDiagnostics } from './side-diagnostics.ts';
import { compareSummary } from './summary.ts';
import { patchLines, unitPatch } from './unit-patch.ts';
import type { Diagnostic } from '../types.ts';

const EXEC = 'hooks:\n- name: pull.service\n  execContainer:\n    image: busybox\n    environment:\n      A: "1"\n';

describe('compare', () => {
  it('ties an exec hook\'s change to the switches that make it, in the order an upgrade meets them', () => {
    const c = compare(EXEC, { kopsVersion: '1.19.2', runtime: 'docker' }, { kopsVersion: '1.29.2' });
    const unit = c.groups.find((g) => g.name === 'Node')?.units[0];
    expect(unit?.change).toBe('changed');
    expect(unit?.reasons.map((r) => [r.since, r.switch])).toEqual([['1.20.3', 'envFlag'], ['1.29', 'dockerAvailable']]);
    expect(unit?.nodeup).toBe('On a node that has the old file, kops 1.29.2\'s nodeup rewrites it, runs systemctl daemon-reload and restarts it (systemctl restart pull.service), because the file is newer than the unit\'s last start. New nodes from a rolling update start from a fresh disk: they get only the new set of units, with no stale hooks.');
  });

  it('names the kops rule of every line on both sides, so a changed line says why it is there', () => {
    const c = compare(EXEC, { kopsVersion: '1.19.2', runtime: 'docker' }, { kopsVersion: '1.29.2' });
    const unit = c.groups.find((g) => g.name === 'Node')?.units[0];
    // Docker's lines until 1.28 (1.8.0:nodeup/pkg/model/hooks.go:167-169), ctr's from 1.20.3 (v1.20.3: same file, 183-185).
    const changed = (side: 'before' | 'after'): string[] => (unit?.[side]?.definition ?? '').split('\n').flatMap((line, i) => (/^(Requires|ExecStart)/.test(line) ? [`${line.split('=')[0]} ${unit?.[side]?.rules[i]}`] : []));
    expect(changed('before')).toEqual(['Requires exec-requires-docker', 'ExecStartPre exec-docker-pull', 'ExecStart exec-docker-run']);
    expect(changed('after')).toEqual(['Requires exec-requires-containerd', 'ExecStartPre exec-ctr-pull', 'ExecStart exec-ctr-run']);
    expect(unit?.after?.rules).toHaveLength(11);
  });

  it('says when only kops\'s default runtime moved', () => {
    const c = compare('hooks:\n- name: containerd.service\n  manifest: "ExecStart=/bin/true\\n"\n', { kopsVersion: '1.19.2' }, { kopsVersion: '1.20.1' });
    const g = c.groups.find((x) => x.name === 'Node');
    expect(g?.fatal).toEqual({ from: null, to: 'found duplicate tasks with name "Service/containerd.service"' });
    expect(g?.units.map((u) => [u.unit, u.change, u.reasons.map((r) => r.switch)])).toEqual([['containerd.service', 'removed', ['runtimeDefault']]]);
    expect(g?.units[0]?.reasons[0]?.message).toMatch(/^nodeup now aborts on this group \(found duplicate tasks with name "Service\/containerd.service"\), so none of its units is written\. Only kops's default runtime moved/);
    expect(g?.units[0]?.nodeup).toMatch(/^With kops 1\.20\.1, nodeup aborts on this group \(found duplicate tasks/);
  });

  it('counts, sums up and marks the sides of a refusal', () => {
    // v1.25.4:pkg/apis/kops/install/install.go:32 registers v1alpha3; v1.26.0:…:30 registers only v1alpha2.
    const c = compare('apiVersion: kops.k8s.io/v1alpha3\nkind: Cluster\nspec:\n  hooks:\n  - name: a.service\n    manifest: "ExecStart=/bin/true\\n"\n', { kopsVersion: '1.25.4' }, { kopsVersion: '1.26.6' });
    expect(c.from.refusal).toBeNull();
    expect(c.to.refusal).toMatch(/^kops 1\.26\.6 does not read apiVersion kops\.k8s\.io\/v1alpha3 \(only kops 1\.25\.0–1\.25\.x and 1\.29\.0 or later register it\)/);
    expect(c.counts).toEqual({ changed: 2, unchanged: 0, broken: 0, groupsChanged: 2, groups: 2, filesChanged: 0 });
    expect(compareSummary(c)).toBe('1.25.4 (containerd) → 1.26.6 (containerd): 2 units change on 2 of 2 instance groups');
    expect(c.groups[0]?.units[0]?.reasons).toEqual([{ since: '1.26', switch: 'v1alpha3Registered', message: c.to.refusal }]);
    expect(c.groups[0]?.units[0]?.nodeup).toBe('kops 1.26.6 refuses the whole spec, so it applies nothing: nodes keep what they have.');
    expect(c.diagnostics.filter((d) => d.side === 'to').map((d) => d.code)).toEqual(['api-version-unsupported']);
  });

  it('is total: garbage in, a comparison out', () => {
    const c = compare('\u0000: [', { kopsVersion: 'latest' }, { proposal: true });
    expect(c.diagnostics.some((d) => d.code === 'internal-error')).toBe(false);
    expect(c.counts.changed).toBe(0);
  });
});

describe('compareSummary', () => {
  it('says the issue\'s sentence, singular and plural', () => {
    const from = { kopsVersion: '1.21.5', runtime: 'docker' as const };
    const to = { kopsVersion: '1.36.0', runtime: 'containerd' as const };
    expect(compareSummary({ from, to, counts: { changed: 3, unchanged: 1, groupsChanged: 2, groups: 3 } } as never))
      .toBe('1.21.5 (docker) → 1.36.0 (containerd): 3 units change on 2 of 3 instance groups');
    expect(compareSummary({ from, to, counts: { changed: 1, unchanged: 0, groupsChanged: 1, groups: 1 } } as never))
      .toBe('1.21.5 (docker) → 1.36.0 (containerd): 1 unit changes on 1 of 1 instance group');
    expect(compareSummary({ from, to, counts: { changed: 0, unchanged: 4, groupsChanged: 0, groups: 2 } } as never))
      .toBe('1.21.5 (docker) → 1.36.0 (containerd): no unit changes on any of 2 instance groups');
  });

  it('counts the fileAsset files that change, per instance group as units are: kops 1.23.3 reads `mode` (v1.23.3:nodeup/pkg/model/file_assets.go:77; v1.23.2:…:84 writes 0440)', () => {
    const yaml = 'apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nspec:\n  fileAssets:\n  - name: tune\n    path: /opt/bin/tune.sh\n    mode: "0755"\n    content: x\n';
    const c = compare(yaml, { kopsVersion: '1.23.2' }, { kopsVersion: '1.23.3' });
    expect(c.counts).toEqual({ changed: 0, unchanged: 0, broken: 0, groupsChanged: 2, groups: 2, filesChanged: 2 });
    expect(compareSummary(c)).toBe('1.23.2 (containerd) → 1.23.3 (containerd): no unit changes, 2 files change on 2 of 2 instance groups');
    const from = { kopsVersion: '1.21.5', runtime: 'docker' as const };
    expect(compareSummary({ from, to: from, counts: { changed: 3, unchanged: 0, groupsChanged: 1, groups: 1, filesChanged: 1 } } as never))
      .toBe('1.21.5 (docker) → 1.21.5 (docker): 3 units change, 1 file changes on 1 of 1 instance group');
  });
});

describe('unit patches (jsdiff)', () => {
  const a = { path: '/lib/systemd/system/x.service', label: 'kops 1.21.5, docker' };
  const b = { path: '/lib/systemd/system/x.service', label: 'kops 1.36.0, containerd' };

  it('has git-like headers, /dev/null for a side without a file, and no patch when nothing changes', () => {
    expect(unitPatch({ ...a, text: 'A=1\nB=2\n' }, { ...b, text: 'A=1\nB=3\n' })).toBe(
      '--- a/lib/systemd/system/x.service (kops 1.21.5, docker)\n+++ b/lib/systemd/system/x.service (kops 1.36.0, containerd)\n@@ -1,2 +1,2 @@\n A=1\n-B=2\n+B=3\n');
    expect(unitPatch({ ...a, text: null }, { ...b, text: 'A=1' })).toBe(
      '--- /dev/null (kops 1.21.5, docker)\n+++ b/lib/systemd/system/x.service (kops 1.36.0, containerd)\n@@ -0,0 +1,1 @@\n+A=1\n\\ No newline at end of file\n');
    expect(unitPatch({ ...a, text: 'A=1\n' }, { ...b, text: 'A=1\n' })).toBe('');
    expect(unitPatch({ ...a, text: null }, { ...b, text: null })).toBe('');
  });

  it('numbers every line of both files', () => {
    expect(patchLines('a\nb\nc\n', 'a\nc\nd')).toEqual([
      { kind: 'same', text: 'a', oldLine: 1, newLine: 1 },
      { kind: 'removed', text: 'b', oldLine: 2 },
      { kind: 'same', text: 'c', oldLine: 3, newLine: 2 },
      { kind: 'added', text: 'd', newLine: 3 },
      { kind: 'no-newline', text: 'No newline at end of file' },
    ]);
    expect(patchLines('x\n', 'x\n')).toEqual([{ kind: 'same', text: 'x', oldLine: 1, newLine: 1 }]);
    expect(patchLines(null, 'x\n')).toEqual([{ kind: 'added', text: 'x', newLine: 1 }]);
    expect(patchLines(null, null)).toEqual([]);
  });
});

describe('sideDiagnostics', () => {
  const d = (code: string, start: number, message = code): Diagnostic => ({ code, severity: 'error', message, range: { start, end: start + 1 } });

  it('pairs the same code and range as both (keeping the new message), the rest as from or to', () => {
    expect(sideDiagnostics([d('a', 1, 'old'), d('b', 2), d('a', 1, 'twice')], [d('a', 1, 'new'), d('c', 0)])).toEqual([
      { ...d('c', 0), side: 'to' },
      { ...d('a', 1, 'twice'), side: 'from' },
      { ...d('a', 1, 'new'), side: 'both' },
      { ...d('b', 2), side: 'from' },
    ]);
  });
});

describe('the summary leads with what breaks (issue 49 §6)', () => {
  // kops 1.29 removes Docker (v1.29.0:nodeup/pkg/model: no docker.service; v1.28.7:nodeup/pkg/model/docker.go:58
  // builds it): a hook that requires docker.service keeps its text but fails its dependency.
  const SPEC = 'apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nmetadata:\n  name: c\nspec:\n  hooks:\n  - name: tune.service\n    manifest: |\n      Type=oneshot\n      ExecStart=/bin/true\n  - name: after-docker.service\n    requires: [docker.service]\n    manifest: |\n      Type=oneshot\n      ExecStart=/bin/true\n';
  it('counts a unit whose text stays but gains an error as breaking, and names it first', () => {
    const c = compare(SPEC, { kopsVersion: '1.28.7', runtime: 'docker' }, { kopsVersion: '1.29.2' });
    expect(compareSummary(c).split(': ').slice(1).join(': ')).toMatch(/^2 units break \(a new error\); /);
    const units = c.groups[0]?.units ?? [];
    expect(byConsequence(units).map((u) => [u.unit, consequence(u)]).slice(0, 1)).toEqual([['after-docker.service', 0]]);
  });
  it('names what runs the hook before how: docker → ctr before -e → --env', () => {
    const exec = 'kind: Cluster\nspec:\n  hooks:\n  - name: x.service\n    execContainer:\n      image: busybox:1.36\n      environment: {A: "1"}\n';
    const c = compare(exec, { kopsVersion: '1.19.2', runtime: 'docker' }, { kopsVersion: '1.21.5', runtime: 'containerd' });
    const u = c.groups[0]?.units.find((x) => x.unit === 'x.service');
    expect(u?.reasons.map((r) => r.switch)).toContain('envFlag');
    expect(headlineReason(u ?? { reasons: [] })?.switch).not.toBe('envFlag');
  });
});

describe('a refusal by validation is a reason (kops/docker-refusal.ts)', () => {
  // The property test's counterexample: the replay planned the state after the 1.24 step from the
  // cache of the state before it, so the removed unit had no reason.
  it('proposal → 1.28.7 with containerRuntime: docker and Kubernetes 1.28: the unit goes because kops refuses the spec', () => {
    const t = 'apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nmetadata:\n  name: a.k8s.local\nspec:\n  containerRuntime: docker\n  kubernetesVersion: 1.28.0\n---\napiVersion: kops.k8s.io/v1alpha2\nkind: InstanceGroup\nmetadata:\n  name: nodes\nspec:\n  role: Node\n  hooks:\n  - name: same\n    manifest: "ExecStart=/bin/a\\n"\n  - name: same.service\n    manifest: "ExecStart=/bin/b\\n"\n';
    const c = compare(t, { proposal: true }, { kopsVersion: '1.28.7' });
    const u = c.groups[0]?.units.find((x) => x.unit === 'same.service');
    expect([u?.change, u?.reasons.map((r) => [r.since, r.switch])]).toEqual(['removed', [['1.24', 'dockerRefusedOnK8s124']]]);
  });
});
