import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table. nodeup's KubeletBuilder adds /etc/sysconfig/kubelet after the fileAssets
// (1.8.1:nodeup/pkg/model/kubelet.go:57, v1.36.2:nodeup/pkg/model/kubelet.go:150); a second
// task of one name is fatal (1.8.1:upup/pkg/fi/task.go:57, v1.36.2:upup/pkg/fi/task.go:133).
const ID = 'file-asset-kops-path';

const HEAD = 'apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nmetadata:\n  name: c\nspec:\n  fileAssets:\n  - name: env\n';

const VALID: Array<[string, string, AnalyzeOptions]> = [
  ['a path of its own', `${HEAD}    path: /etc/kubelet-extra.env\n    content: x\n`, {}],
  ['only for bastions, which run no nodeup', `${HEAD}    path: /etc/sysconfig/kubelet\n    roles: [Bastion]\n    content: x\n`, {}],
];

const MESSAGE = '`fileAssets[0]` "env" of the Cluster writes /etc/sysconfig/kubelet, which nodeup\'s kubelet builder writes too: nodeup dies on ControlPlane and Node with `found duplicate tasks with name "File//etc/sysconfig/kubelet"`, before it writes any file or hook there.';

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  { name: 'kops 1.36', yaml: `${HEAD}    path: /etc/sysconfig/kubelet\n    content: x\n`, options: {}, hits: [{ line: 8, column: 11, severity: 'error', message: MESSAGE }], fixed: null },
  { name: 'kops 1.8', yaml: `${HEAD}    path: /etc/sysconfig/kubelet\n    content: x\n`, options: { kopsVersion: '1.8.1' }, hits: [{ line: 8, column: 11, severity: 'error', message: MESSAGE }], fixed: null },
];

describe(ID, () => {
  it.each(VALID)('valid: %s', (_name, yaml, options) => {
    expect(runRule(ID, yaml, options).hits).toEqual([]);
  });
  it.each(INVALID)('invalid: $name', ({ yaml, options, hits, fixed }) => {
    expect(runRule(ID, yaml, options)).toEqual({ hits, fixed });
  });
});
