import { describe, expect, it } from 'vitest';
import { analyzePlan } from '../analyze-plan.ts';
import { analyzePlanEdit } from '../analyze-edit.ts';

// The page analyses each keystroke from the last analysis (core/incremental); the files and the
// fileAsset ranges it gives must be those of a fresh analysis of the same text.
const SPEC = `apiVersion: kops.k8s.io/v1alpha2
kind: Cluster
metadata:
  name: c
spec:
  hooks:
  - name: tune.service
    manifest: |
      ExecStart=/opt/bin/tune.sh
  fileAssets:
  - name: tune
    path: /opt/bin/tune.sh
    content: |
      #!/bin/sh
---
apiVersion: kops.k8s.io/v1alpha2
kind: InstanceGroup
metadata:
  name: nodes
spec:
  role: Node
  fileAssets:
  - name: mine
    path: /opt/bin/tune.sh
    content: mine
`;

const at = (needle: string, offset = 0): number => SPEC.indexOf(needle) + offset;

describe('files after an edit equal a fresh analysis', () => {
  it.each([
    ['inside a hook before the fileAssets', { start: at('ExecStart='), end: at('ExecStart='), text: '-' }],
    ['inside a fileAsset\'s content', { start: at('#!/bin/sh', 9), end: at('#!/bin/sh', 9), text: ' -e' }],
    ['adding mode to the Cluster\'s asset', { start: at('    content: |'), end: at('    content: |'), text: '    mode: "0755"\n' }],
    ['changing the instance group\'s path', { start: at('path: /opt/bin/tune.sh\n    content: mine', 6), end: at('path: /opt/bin/tune.sh\n    content: mine', 22), text: '/opt/bin/other.sh' }],
  ])('%s', (_name, edit) => {
    const before = analyzePlan(SPEC);
    const after = analyzePlanEdit(before, edit);
    const fresh = analyzePlan(after.text);
    expect(after.groups.map((g) => [g.name, g.files, g.fatal])).toEqual(fresh.groups.map((g) => [g.name, g.files, g.fatal]));
    expect(after.spec.documents.map((d) => d.fileAssets)).toEqual(fresh.spec.documents.map((d) => d.fileAssets));
  });
});
