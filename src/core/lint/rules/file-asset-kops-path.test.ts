import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table. nodeup's builders add their own files after the fileAssets, each cited in
// files/file-era-sources.ts (e.g. /etc/sysconfig/kubelet: 1.8.1:nodeup/pkg/model/kubelet.go:57,
// v1.36.2:nodeup/pkg/model/kubelet.go:150); a second task of one name is fatal
// (1.8.1:upup/pkg/fi/task.go:57, v1.36.2:upup/pkg/fi/task.go:133).
const ID = 'file-asset-kops-path';

const HEAD = 'apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nmetadata:\n  name: c\nspec:\n  fileAssets:\n  - name: env\n';

const VALID: Array<[string, string, AnalyzeOptions]> = [
  ['a path of its own', `${HEAD}    path: /etc/kubelet-extra.env\n    content: x\n`, {}],
  ['only for bastions, which run no nodeup', `${HEAD}    path: /etc/sysconfig/kubelet\n    roles: [Bastion]\n    content: x\n`, {}],
  // Only a control plane runs kube-scheduler (1.8.1:nodeup/pkg/model/kube_scheduler.go:44, v1.36.2:nodeup/pkg/model/kube_scheduler.go:65).
  ['a control-plane manifest path on nodes only', `${HEAD}    path: /etc/kubernetes/manifests/kube-scheduler.manifest\n    roles: [Node]\n    content: x\n`, {}],
  // A node's kubeconfig before 1.28 depends on bootstrap tokens (v1.27.3:nodeup/pkg/model/kubelet.go:129): not claimed.
  ['the kubelet kubeconfig on nodes in 1.27', `${HEAD}    path: /var/lib/kubelet/kubeconfig\n    roles: [Node]\n    content: x\n`, { kopsVersion: '1.27.3' }],
  // nodeup dies in the FileAssetsBuilder first (file-asset-under-file says so), before the kubelet builder runs.
  ['nodeup already stopped at a file on a directory', `${HEAD}    path: /etc/sysconfig/kubelet\n    content: x\n  - name: dir\n    path: /etc/sysconfig\n    content: x\n`, {}],
  ['a cleaned path is another task name', `${HEAD}    path: /etc/sysctl.d//99-k8s-general.conf\n    content: x\n`, {}],
];

const MESSAGE = '`fileAssets[0]` "env" of the Cluster writes /etc/sysconfig/kubelet, which nodeup\'s kubelet builder writes too: nodeup dies on ControlPlane and Node with `found duplicate tasks with name "File//etc/sysconfig/kubelet"`, before it writes any file or hook there.';

const msg = (path: string, builder: string, groups: string): string =>
  `\`fileAssets[0]\` "env" of the Cluster writes ${path}, which nodeup's ${builder} writes too: nodeup dies on ${groups} with \`found duplicate tasks with name "File/${path}"\`, before it writes any file or hook there.`;
const at = (path: string, extra = ''): string => `${HEAD}    path: ${path}\n${extra}    content: x\n`;

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  { name: 'kops 1.36', yaml: `${HEAD}    path: /etc/sysconfig/kubelet\n    content: x\n`, options: {}, hits: [{ line: 8, column: 11, severity: 'error', message: MESSAGE }], fixed: null },
  { name: 'kops 1.8', yaml: `${HEAD}    path: /etc/sysconfig/kubelet\n    content: x\n`, options: { kopsVersion: '1.8.1' }, hits: [{ line: 8, column: 11, severity: 'error', message: MESSAGE }], fixed: null },
  // 1.8.1:nodeup/pkg/model/sysctls.go:124, v1.36.2:nodeup/pkg/model/sysctls.go:178: every node.
  ...['1.8.1', '1.36.2'].map((v) => ({
    name: `the sysctl file, kops ${v}`, yaml: at('/etc/sysctl.d/99-k8s-general.conf'), options: { kopsVersion: v }, fixed: null,
    hits: [{ line: 8, column: 11, severity: 'error' as const, message: msg('/etc/sysctl.d/99-k8s-general.conf', 'sysctl builder', 'ControlPlane and Node') }],
  })),
  // The control plane's kubeconfig in every release (1.8.1:nodeup/pkg/model/kubelet.go:89); a node's from 1.28.0 (v1.28.0:nodeup/pkg/model/kubelet.go:141).
  {
    name: 'the kubelet kubeconfig, kops 1.27', yaml: at('/var/lib/kubelet/kubeconfig'), options: { kopsVersion: '1.27.3' }, fixed: null,
    hits: [{ line: 8, column: 11, severity: 'error', message: msg('/var/lib/kubelet/kubeconfig', 'kubelet builder', 'ControlPlane') }],
  },
  {
    name: 'the kubelet kubeconfig, kops 1.28', yaml: at('/var/lib/kubelet/kubeconfig'), options: { kopsVersion: '1.28.0' }, fixed: null,
    hits: [{ line: 8, column: 11, severity: 'error', message: msg('/var/lib/kubelet/kubeconfig', 'kubelet builder', 'ControlPlane and Node') }],
  },
  // Static pod manifests on the control plane only (1.8.1:nodeup/pkg/model/kube_apiserver.go:49,86; v1.36.2:nodeup/pkg/model/kube_apiserver.go:61,250).
  ...[['kube-apiserver', 'ControlPlane'], ['kube-controller-manager', 'ControlPlane'], ['kube-scheduler', 'ControlPlane']].map(([c, groups]) => ({
    name: `the ${c ?? ''} manifest`, yaml: at(`/etc/kubernetes/manifests/${c ?? ''}.manifest`), options: {}, fixed: null,
    hits: [{ line: 8, column: 11, severity: 'error' as const, message: msg(`/etc/kubernetes/manifests/${c ?? ''}.manifest`, `${c ?? ''} builder`, groups ?? '') }],
  })),
  // An APIServer node runs kube-apiserver from 1.21.0 (v1.21.0:nodeup/pkg/model/kube_apiserver.go:55; v1.20.3: `if !b.IsMaster`).
  ...[['1.20.3', 'ControlPlane'], ['1.21.0', 'ControlPlane and APIServer']].map(([v, groups]) => ({
    name: `the kube-apiserver manifest on an APIServer group, kops ${v ?? ''}`, options: { kopsVersion: v ?? '' }, fixed: null,
    yaml: `${at('/etc/kubernetes/manifests/kube-apiserver.manifest')}---\napiVersion: kops.k8s.io/v1alpha2\nkind: InstanceGroup\nmetadata:\n  name: cp\nspec:\n  role: Master\n---\napiVersion: kops.k8s.io/v1alpha2\nkind: InstanceGroup\nmetadata:\n  name: api\nspec:\n  role: APIServer\n`,
    hits: [{ line: 8, column: 11, severity: 'error' as const, message: msg('/etc/kubernetes/manifests/kube-apiserver.manifest', 'kube-apiserver builder', (groups ?? '').replace('ControlPlane', 'cp').replace('APIServer', 'api')) }],
  })),
];

describe(ID, () => {
  it.each(VALID)('valid: %s', (_name, yaml, options) => {
    expect(runRule(ID, yaml, options).hits).toEqual([]);
  });
  it.each(INVALID)('invalid: $name', ({ yaml, options, hits, fixed }) => {
    expect(runRule(ID, yaml, options)).toEqual({ hits, fixed });
  });
});
