import { describe, expect, it } from 'vitest';
import { analyze } from '../index.ts';
import { citationTag } from '../kops/boundary.ts';
import { compareVersions, parseVersion, type Version } from '../kops/version.ts';
import type { AnalyzeOptions, GroupPlan } from '../types.ts';
import { FILE_ASSET_CONSTANTS, FILE_ASSET_SOURCES, KOPS_WRITTEN_FILE_SOURCES } from './file-era-sources.ts';
import { FILE_ASSET_BOUNDARIES, KOPS_WRITTEN_FILES } from './file-eras.ts';

// Hand-written facts about fileAssets, each read in kops at both sides of its boundary
// (`git show tag:path`), or at the oldest and newest release offered when it never changed.

const CLUSTER = (assets: string, hooks = ''): string =>
  `apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nmetadata:\n  name: c\nspec:\n  fileAssets:\n${assets}${hooks}`;
const IG = (name: string, role: string, assets = ''): string =>
  `---\napiVersion: kops.k8s.io/v1alpha2\nkind: InstanceGroup\nmetadata:\n  name: ${name}\nspec:\n  role: ${role}\n${assets}`;
const TUNE = '  - name: tune\n    path: /opt/bin/tune.sh\n    mode: "0755"\n    content: |\n      #!/bin/sh\n';

const files = (yaml: string, options: AnalyzeOptions = {}): Array<[string, string[]]> =>
  analyze(yaml, options).groups.map((g: GroupPlan) => [g.name, g.files.map((f) => `${f.path} ${f.mode} ${f.from.list}[${f.from.index}]`)]);
const fatal = (yaml: string, options: AnalyzeOptions): Array<string | null> => analyze(yaml, options).groups.map((g) => g.fatal);

describe('fileAssets facts at both sides of each boundary', () => {
  it('mode: read from 1.23.3 (v1.23.3:nodeup/pkg/model/file_assets.go:77), always 0440 in 1.23.2 (v1.23.2:nodeup/pkg/model/file_assets.go:84)', () => {
    expect(files(CLUSTER(TUNE), { kopsVersion: '1.23.2' })).toEqual([
      ['ControlPlane', ['/opt/bin/tune.sh 0440 cluster[0]']], ['Node', ['/opt/bin/tune.sh 0440 cluster[0]']],
    ]);
    expect(files(CLUSTER(TUNE), { kopsVersion: '1.23.3' })).toEqual([
      ['ControlPlane', ['/opt/bin/tune.sh 0755 cluster[0]']], ['Node', ['/opt/bin/tune.sh 0755 cluster[0]']],
    ]);
    // 1.24.0 and later keep it (v1.24.0:nodeup/pkg/model/file_assets.go:77, v1.36.2:nodeup/pkg/model/file_assets.go:77).
    expect(files(CLUSTER(TUNE), { kopsVersion: '1.36.2' })[1]).toEqual(['Node', ['/opt/bin/tune.sh 0755 cluster[0]']]);
  });

  it('the base64 error: "Failed on file asset" to 1.17.2 (1.17.2:nodeup/pkg/model/file_assets.go:93), "failed" from 1.18.0 (v1.18.0:nodeup/pkg/model/file_assets.go:86)', () => {
    const padded = CLUSTER('  - name: blob\n    isBase64: true\n    content: aGVsbG8=\n');
    const msg = (word: string): string => `${word} on file asset: blob is invalid, unable to decode base64, error: "illegal base64 data at input byte 7"`;
    expect(fatal(padded, { kopsVersion: '1.17.2' })).toEqual([msg('Failed'), msg('Failed')]);
    expect(fatal(padded, { kopsVersion: '1.18.0' })).toEqual([msg('failed'), msg('failed')]);
  });

  it('the role filter: in nodeup to 1.21.5 (v1.21.5:nodeup/pkg/model/file_assets.go:67), in the nodeup config from 1.22.0 (v1.22.0:pkg/apis/nodeup/config.go:212): the same files', () => {
    const yaml = CLUSTER('  - name: node-only\n    roles: [Node]\n    content: x\n') + IG('cp', 'Master') + IG('nodes', 'Node');
    for (const v of ['1.21.5', '1.22.0']) {
      expect(files(yaml, { kopsVersion: v })).toEqual([['cp', []], ['nodes', ['/srv/kubernetes/assets/node-only 0440 cluster[0]']]]);
    }
  });

  it('the instance group first, then the Cluster, the first on a path winning (1.8.1:nodeup/pkg/model/file_assets.go:49,76; v1.36.2:pkg/apis/nodeup/config.go:245, nodeup/pkg/model/file_assets.go:60)', () => {
    const yaml = CLUSTER('  - name: a\n    path: /etc/x\n    content: cluster\n  - name: b\n    content: b\n')
      + IG('nodes', 'Node', '  fileAssets:\n  - name: mine\n    path: /etc/x\n    content: ig\n') + IG('other', 'Node');
    for (const v of ['1.8.1', '1.36.2']) {
      expect(files(yaml, { kopsVersion: v })).toEqual([
        ['nodes', ['/etc/x 0440 instanceGroup[0]', '/srv/kubernetes/assets/b 0440 cluster[1]']],
        ['other', ['/etc/x 0440 cluster[0]', '/srv/kubernetes/assets/b 0440 cluster[1]']],
      ]);
    }
  });

  it('the default directory: /srv/kubernetes/assets, /etc/srv/kubernetes/assets on Container-Optimized OS (1.8.1:nodeup/pkg/model/context.go:81,89; v1.36.2:nodeup/pkg/model/context.go:204,212)', () => {
    const yaml = CLUSTER('  - name: tune.sh\n    content: x\n');
    expect(files(yaml, { kopsVersion: '1.8.1' })[1]).toEqual(['Node', ['/srv/kubernetes/assets/tune.sh 0440 cluster[0]']]);
    expect(files(yaml, { kopsVersion: '1.36.2', distro: 'cos' })[1]).toEqual(['Node', ['/etc/srv/kubernetes/assets/tune.sh 0440 cluster[0]']]);
  });

  it('binary content stays bytes (shown as standard base64), text is decoded', () => {
    const yaml = CLUSTER('  - name: bin\n    isBase64: true\n    content: AP8\n  - name: txt\n    isBase64: true\n    content: aGk\n');
    const node = analyze(yaml).groups[1]?.files ?? [];
    expect(node.map((f) => [f.content, f.binary])).toEqual([['AP8=', true], ['hi', false]]);
  });

  it('a fileAsset on /etc/sysconfig/kubelet kills nodeup: the kubelet builder adds its own File task after it (1.8.1:nodeup/pkg/model/kubelet.go:57, upup/pkg/fi/task.go:57; v1.36.2:nodeup/pkg/model/kubelet.go:150, upup/pkg/fi/task.go:133)', () => {
    const yaml = CLUSTER('  - name: env\n    path: /etc/sysconfig/kubelet\n    content: x\n');
    const msg = 'found duplicate tasks with name "File//etc/sysconfig/kubelet"';
    expect(fatal(yaml, { kopsVersion: '1.8.1' })).toEqual([msg, msg]);
    expect(fatal(yaml, { kopsVersion: '1.36.2' })).toEqual([msg, msg]);
  });

  it('the kubelet kubeconfig: on the control plane always (1.8.1:nodeup/pkg/model/kubelet.go:89), on a node from 1.28.0 (v1.28.0:nodeup/pkg/model/kubelet.go:141; v1.27.3:nodeup/pkg/model/kubelet.go:129 only without bootstrap tokens)', () => {
    const yaml = CLUSTER('  - name: kc\n    path: /var/lib/kubelet/kubeconfig\n    content: x\n');
    const msg = 'found duplicate tasks with name "File//var/lib/kubelet/kubeconfig"';
    expect(fatal(yaml, { kopsVersion: '1.8.1' })).toEqual([msg, null]);
    expect(fatal(yaml, { kopsVersion: '1.27.3' })).toEqual([msg, null]);
    expect(fatal(yaml, { kopsVersion: '1.28.0' })).toEqual([msg, msg]);
  });

  it('the first builder in nodeup\'s order names the fatal task: the kubelet builder before the sysctl builder (v1.36.2:upup/pkg/fi/nodeup/command.go:307,316)', () => {
    const yaml = CLUSTER('  - name: s\n    path: /etc/sysctl.d/99-k8s-general.conf\n    content: x\n  - name: k\n    path: /etc/sysconfig/kubelet\n    content: x\n');
    const msg = 'found duplicate tasks with name "File//etc/sysconfig/kubelet"';
    expect(fatal(yaml, { kopsVersion: '1.36.2' })).toEqual([msg, msg]);
  });

  it('an APIServer node gets kube-apiserver\'s manifest from 1.21.0 (v1.21.0:nodeup/pkg/model/kube_apiserver.go:55 HasAPIServer; v1.20.3:…:55 IsMaster)', () => {
    const yaml = CLUSTER('  - name: m\n    path: /etc/kubernetes/manifests/kube-apiserver.manifest\n    content: x\n') + IG('api', 'APIServer');
    expect(fatal(yaml, { kopsVersion: '1.20.3' })).toEqual([null]);
    expect(fatal(yaml, { kopsVersion: '1.21.0' })).toEqual(['found duplicate tasks with name "File//etc/kubernetes/manifests/kube-apiserver.manifest"']);
  });

  it('a file where an earlier asset\'s directory is: the file first, EnsureTask\'s error ignored to 1.26.6 (v1.26.6:upup/pkg/fi/task.go:156, nodeup/pkg/model/file_assets.go:81), fatal from 1.27.0 (v1.27.0:upup/pkg/fi/task.go:158)', () => {
    const yaml = CLUSTER('  - name: bin\n    path: /opt/bin\n    content: x\n  - name: tune\n    path: /opt/bin/tune.sh\n    content: x\n');
    expect(files(yaml, { kopsVersion: '1.26.6' })[1]).toEqual(['Node', ['/opt/bin 0440 cluster[0]', '/opt/bin/tune.sh 0440 cluster[1]']]);
    expect(fatal(yaml, { kopsVersion: '1.26.6' })).toEqual([null, null]);
    const msg = 'cannot add different task with same key "File//opt/bin"';
    expect(fatal(yaml, { kopsVersion: '1.27.0' })).toEqual([msg, msg]);
  });

  it('a file on a directory nodeup creates: AddTask\'s duplicate in every release (1.8.1:nodeup/pkg/model/file_assets.go:43,98; v1.36.2:nodeup/pkg/model/file_assets.go:42,87)', () => {
    const yaml = CLUSTER('  - name: tune\n    path: /opt/bin/tune.sh\n    content: x\n  - name: bin\n    path: /opt/bin\n    content: x\n  - name: assets\n    path: /srv/kubernetes/assets\n    content: x\n');
    const msg = 'found duplicate tasks with name "File//opt/bin"';
    for (const v of ['1.8.1', '1.36.2']) expect(fatal(yaml, { kopsVersion: v })).toEqual([msg, msg]);
    const alone = CLUSTER('  - name: assets\n    path: /srv/kubernetes/assets\n    content: x\n');
    const dflt = 'found duplicate tasks with name "File//srv/kubernetes/assets"';
    for (const v of ['1.8.1', '1.36.2']) expect(fatal(alone, { kopsVersion: v })).toEqual([dflt, dflt]);
  });

  it('no files on a bastion, which never runs nodeup (v1.36.2:pkg/model/resources/nodeup.go)', () => {
    expect(files(CLUSTER('  - name: a\n    content: x\n') + IG('b', 'Bastion'))).toEqual([['b', []]]);
  });
});

describe('every fileAssets boundary cites kops at both sides', () => {
  const version = (c: string): Version | null => {
    const tag = citationTag(c);
    return tag === null ? null : parseVersion(tag);
  };
  it.each(Object.entries(FILE_ASSET_SOURCES))('%s', (key, s) => {
    const release = parseVersion(FILE_ASSET_BOUNDARIES[key as keyof typeof FILE_ASSET_BOUNDARIES]) as Version;
    expect(version(s.at)).toEqual(release);
    const before = version(s.before) as Version;
    expect(compareVersions(before, release)).toBeLessThan(0);
    expect(release[1] - before[1]).toBeLessThanOrEqual(1);
  });
  it('cites every path of KOPS_WRITTEN_FILES', () => {
    expect(Object.keys(KOPS_WRITTEN_FILE_SOURCES)).toEqual(KOPS_WRITTEN_FILES.map((f) => f.path));
  });
  it.each(KOPS_WRITTEN_FILES.map((f) => [f.path, f] as const))('%s: a role starting after 1.8.0 cites both sides of its release', (path, f) => {
    const sources = KOPS_WRITTEN_FILE_SOURCES[path]?.roles ?? {};
    const late = Object.entries(f.since).filter(([, since]) => since !== '1.8.0').map(([role]) => role);
    expect(Object.keys(sources).sort()).toEqual(late.sort());
    for (const [role, s] of Object.entries(sources)) {
      const release = parseVersion(f.since[role as keyof typeof f.since] ?? '') as Version;
      expect(version(s.at)).toEqual(release);
      const before = version(s.before) as Version;
      expect(compareVersions(before, release)).toBeLessThan(0);
      expect(release[1] - before[1]).toBe(1);
    }
  });
  const spans = Object.fromEntries(Object.entries(KOPS_WRITTEN_FILE_SOURCES).map(([path, s]) => [path, s.span]));
  it.each(Object.entries({ ...FILE_ASSET_CONSTANTS, ...spans }))('%s holds from the oldest release offered to the newest', (_key, [oldest, newest]) => {
    expect(citationTag(oldest)).toBe('1.8.1');
    expect(citationTag(newest)).toBe('v1.36.2');
  });
});
