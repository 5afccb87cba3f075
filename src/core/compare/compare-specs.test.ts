import { describe, expect, it } from 'vitest';
import { compareSpecs } from './compare-specs.ts';
import { specSummary } from './spec-summary.ts';
import { USER_DATA_SOURCES as S } from './user-data-sources.ts';
import { userDataEra } from './user-data.ts';
import { citationTag } from '../kops/boundary.ts';

// Hand-written facts about which instance groups roll after an edit, read from kops at both sides
// of the one boundary (1.21.5 | 1.22.0) and at both ends of the supported releases (1.8.1, 1.36.2):
//  - 1.8.1:pkg/model/bootstrapscript.go:111 and :140 (v1.21.5 :348, :374): the bootstrap script
//    (user-data) embeds getRelevantHooks(cs.Hooks, role) and getRelevantHooks(ig.Spec.Hooks, role);
//    :219 (v1.21.5 :468) sets hook.Roles = nil; :202 (:451) replaces a manifest by its fingerprint;
//    :206 (:455) fingerprints strings.Join(Command, " "); fileAssets likewise (:119, :148, :252, :255).
//  - v1.22.0:pkg/apis/nodeup/config.go:140 (v1.36.2 :230) filterHooks(cluster.Spec.Hooks, role) into
//    the nodeup config, whole; :230 (v1.36.2 :515) hook.Roles = nil; :149 (v1.36.2 :245) fileAssets;
//    v1.22.0:pkg/model/bootstrapscript.go:107 (v1.36.2 :125) puts NodeupConfigHash in the user-data.
// Neither filter skips a disabled hook: its body reaches the user-data, not the node.

const CLUSTER = (hooks: string, extra = ''): string => `apiVersion: kops.k8s.io/v1alpha2
kind: Cluster
metadata:
  name: demo.example.com
spec:
${extra}  hooks:
${hooks}`;

const GROUPS = `---
apiVersion: kops.k8s.io/v1alpha2
kind: InstanceGroup
metadata:
  name: control-plane-a
spec:
  role: Master
---
apiVersion: kops.k8s.io/v1alpha2
kind: InstanceGroup
metadata:
  name: nodes-a
spec:
  role: Node
---
apiVersion: kops.k8s.io/v1alpha2
kind: InstanceGroup
metadata:
  name: nodes-b
spec:
  role: Node
`;

const NODE_HOOK = (value: string, roles = '[Node]'): string => `  - name: tune.service
    roles: ${roles}
    manifest: |
      Type=oneshot
      ExecStart=/usr/sbin/sysctl -w vm.max_map_count=${value}
`;

const spec = (hooks: string, extra = ''): string => CLUSTER(hooks, extra) + GROUPS;

function verdicts(base: string, changed: string, kopsVersion: string): Record<string, boolean> {
  const c = compareSpecs(base, changed, { kopsVersion });
  return Object.fromEntries(c.groups.map((g) => [g.name, g.roll.rolls]));
}

// The four releases: both ends, and both sides of the 1.22 boundary.
const RELEASES = ['1.8.1', '1.21.5', '1.22.0', '1.36.2'] as const;

describe('the user-data eras, with both sides of the boundary', () => {
  it('cites every fact as tag:path:line, at the first supported release and the last of its era', () => {
    const cites = [...Object.values(S.bootstrapScript), ...Object.values(S.nodeupConfig)];
    expect(cites.map((pair) => pair.map(citationTag))).toEqual([
      ...Array(8).fill(['1.8.1', 'v1.21.5']),
      ...Array(4).fill(['v1.22.0', 'v1.36.2']),
    ]);
    for (const c of cites.flat()) expect(c).toMatch(/^v?1\.\d+\.\d+:[a-z/]+\.go:\d+$/);
  });

  it('1.21.5 fingerprints hooks into the bootstrap script; 1.22.0 hashes the nodeup config', () => {
    expect(S.boundary).toEqual({ at: 'v1.22.0:pkg/model/bootstrapscript.go:107', before: 'v1.21.5:pkg/model/bootstrapscript.go:348' });
    expect(['1.8.1', '1.21.5', 'proposal', '1.22.0', '1.36.2'].map(userDataEra)).toEqual(['bootstrapScript', 'bootstrapScript', 'bootstrapScript', 'nodeupConfig', 'nodeupConfig']);
  });
});

describe('compareSpecs: which instance groups roll', () => {
  for (const v of RELEASES) {
    it(`${v}: an edit of a roles: [Node] Cluster hook rolls exactly the two node groups`, () => {
      const c = compareSpecs(spec(NODE_HOOK('262144')), spec(NODE_HOOK('524288')), { kopsVersion: v });
      expect(c.groups.map((g) => [g.name, g.roll.rolls])).toEqual([['control-plane-a', false], ['nodes-a', true], ['nodes-b', true]]);
      expect(specSummary(c)).toBe('2 of 3 instance groups roll: nodes-a, nodes-b (2 units change)');
      expect(c.groups[0]?.roll.reason).toBe('Nothing kops puts in its user-data changes: the hooks and fileAssets that change are for other roles (kops filters them by role before they reach the user-data).');
      expect(c.groups[1]?.roll.reasons.map((r) => [r.cause, r.subject, r.modelled])).toEqual([['hook', 'Cluster hook "tune.service"', true]]);
    });

    it(`${v}: adding Master to the hook's roles rolls the control plane only (roles never reach the user-data)`, () => {
      expect(verdicts(spec(NODE_HOOK('1')), spec(NODE_HOOK('1', '[Node, Master]')), v)).toEqual({ 'control-plane-a': true, 'nodes-a': false, 'nodes-b': false });
    });

    it(`${v}: a comment and a key order change nothing, and say so`, () => {
      const reordered = spec(`  - manifest: |
      Type=oneshot
      ExecStart=/usr/sbin/sysctl -w vm.max_map_count=1
    roles: [Node] # the workers only
    name: tune.service
`);
      const c = compareSpecs(spec(NODE_HOOK('1')), reordered, { kopsVersion: v });
      expect([c.counts, c.note]).toEqual([{ groups: 3, rolling: 0, unitsChanged: 0, filesChanged: 0 }, 'The two specs differ only in what kops does not read (comments, key order, formatting): no unit changes and no instance group rolls.']);
      expect(specSummary(c)).toBe('No instance group rolls (0 of 3); no unit changes');
    });

    it(`${v}: a disabled hook's body changes no unit, yet rolls its groups (kops carries it into the user-data)`, () => {
      const off = (value: string): string => `  - name: off.service\n    disabled: true\n    manifest: |\n      ExecStart=/bin/echo ${value}\n`;
      const c = compareSpecs(spec(off('a')), spec(off('b')), { kopsVersion: v });
      expect(c.counts).toEqual({ groups: 3, rolling: 3, unitsChanged: 0, filesChanged: 0 });
      expect(c.groups[1]?.roll.reason).toMatch(/^Cluster hook "off\.service" changes: .*; it is disabled, so the node writes no file for it, yet kops carries it all the same\.$/);
    });

    it(`${v}: a role-filtered fileAsset rolls the node groups, and counts as a file`, () => {
      const asset = (content: string): string => `  fileAssets:\n  - name: limits\n    path: /etc/security/limits.d/90.conf\n    roles: [Node]\n    content: |\n      ${content}\n`;
      const c = compareSpecs(spec(NODE_HOOK('1'), asset('* soft nofile 1024')), spec(NODE_HOOK('1'), asset('* soft nofile 4096')), { kopsVersion: v });
      expect(specSummary(c)).toBe('2 of 3 instance groups roll: nodes-a, nodes-b (no unit changes, 1 file changes)');
      expect(c.groups.map((g) => g.fileAssets)).toEqual([[], ['Cluster fileAsset "limits"'], ['Cluster fileAsset "limits"']]);
    });

    it(`${v}: an InstanceGroup hook rolls its own group only`, () => {
      const ig = (value: string): string => spec(NODE_HOOK('1')).replace('  name: nodes-b\nspec:\n  role: Node\n', `  name: nodes-b\nspec:\n  role: Node\n  hooks:\n  - name: ig.service\n    manifest: |\n      ExecStart=/bin/echo ${value}\n`);
      expect(verdicts(ig('a'), ig('b'), v)).toEqual({ 'control-plane-a': false, 'nodes-a': false, 'nodes-b': true });
    });
  }

  it('1.21.5 fingerprints the command joined with spaces: [sh, -c, "a b"] → [sh, -c, a, b] changes the unit but not the user-data; 1.22.0 rolls', () => {
    const exec = (command: string): string => spec(`  - name: ex\n    roles: [Node]\n    execContainer:\n      image: busybox\n      command: ${command}\n`);
    const [before, after] = [exec('[sh, -c, "a b"]'), exec('[sh, -c, a, b]')];
    const old = compareSpecs(before, after, { kopsVersion: '1.21.5' });
    expect(old.groups.map((g) => g.roll.rolls)).toEqual([false, false, false]);
    expect(old.counts.unitsChanged).toBe(2);
    expect(old.groups[1]?.roll.reason).toBe('Nothing kops puts in its user-data changes, so kops does not roll it; yet its units change: only nodes that boot from now on get them (`kops rolling-update cluster --force` replaces the others).');
    expect(verdicts(before, after, '1.22.0')).toEqual({ 'control-plane-a': false, 'nodes-a': true, 'nodes-b': true });
  });

  it('another kops version or runtime rolls every group that runs nodeup', () => {
    const c = compareSpecs(spec(NODE_HOOK('1')), spec(NODE_HOOK('1')), { kopsVersion: '1.21.5' }, { kopsVersion: '1.36.2' });
    expect(c.groups.map((g) => g.roll.reasons.map((r) => r.message))).toEqual(Array(3).fill(['kops 1.21.5 → 1.36.2: the nodeup the user-data downloads changes']));
  });

  it('a Cluster key other than hooks and fileAssets counts as a roll, and says it is not modelled', () => {
    const c = compareSpecs(spec(NODE_HOOK('1'), '  kubernetesVersion: 1.30.1\n'), spec(NODE_HOOK('1'), '  kubernetesVersion: 1.31.0\n'));
    expect(c.groups.map((g) => g.roll.rolls)).toEqual([true, true, true]);
    expect(c.groups[0]?.roll.reasons).toEqual([{
      cause: 'clusterSpec', modelled: false,
      message: 'Cluster spec.kubernetesVersion changes: this tool follows only hooks and fileAssets into kops\'s user-data, so it counts this as a roll; `kops update cluster` says for sure',
    }]);
  });

  it('a group only in one spec is new or removed, and rolls nothing', () => {
    const fewer = spec(NODE_HOOK('1')).split('---\n').slice(0, 3).join('---\n');
    const c = compareSpecs(fewer, spec(NODE_HOOK('1')));
    expect(c.groups.map((g) => [g.name, g.presence, g.roll.rolls])).toEqual([['control-plane-a', 'both', false], ['nodes-a', 'both', false], ['nodes-b', 'added', false]]);
    expect(c.groups[2]?.units.map((u) => [u.unit, u.change])).toEqual([['tune.service', 'added']]);
  });
});

describe('compareSpecs: the files nodeup writes from fileAssets, beside the units', () => {
  // Issue 43's trap and its fix: kops writes a fileAsset 0440 unless `mode` says otherwise
  // (v1.36.2:nodeup/pkg/model/file_assets.go; `mode` is read from v1.23.3, not in v1.23.2).
  const tune = (mode: string): string => `apiVersion: kops.k8s.io/v1alpha2
kind: Cluster
metadata:
  name: c.example.com
spec:
  fileAssets:
  - name: tune
    path: /opt/bin/tune.sh
${mode}    content: |
      #!/bin/sh
      sysctl -w vm.max_map_count=262144
  hooks:
  - name: tune.service
    manifest: |
      Type=oneshot
      ExecStart=/opt/bin/tune.sh
`;
  it('setting mode: "0755" changes the file on every group (0440 → 0755) and rolls them; no unit changes', () => {
    const c = compareSpecs(tune(''), tune('    mode: "0755"\n'), { kopsVersion: '1.36.2' });
    expect(c.groups.map((g) => [g.name, g.roll.rolls, g.units.filter((u) => u.change !== 'unchanged').length, g.files.map((f) => `${f.path} ${f.change} ${f.before?.mode}→${f.after?.mode}`)])).toEqual([
      ['ControlPlane', true, 0, ['/opt/bin/tune.sh changed 0440→0755']],
      ['Node', true, 0, ['/opt/bin/tune.sh changed 0440→0755']],
    ]);
    expect(c.groups[0]?.files[0]?.patch).toBe('');
    expect(c.note).toBeNull();
  });
  it('at 1.23.2, which does not read mode, the file stays 0440 on both sides', () => {
    const c = compareSpecs(tune(''), tune('    mode: "0755"\n'), { kopsVersion: '1.23.2' });
    expect(c.groups.map((g) => g.files.map((f) => `${f.change} ${f.after?.mode}`))).toEqual([['unchanged 0440'], ['unchanged 0440']]);
  });
});
