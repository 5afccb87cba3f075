import { describe, expect, it } from 'vitest';
import { analyzePlan } from '../../../core/analyze-plan.ts';
import { fileOrigins } from './file-origins.ts';

const TEXT = `apiVersion: kops.k8s.io/v1alpha2
kind: Cluster
metadata:
  name: c
spec:
  fileAssets:
  - name: tune
    path: /opt/bin/tune.sh
    content: |
      #!/bin/sh
      sysctl -w vm.max_map_count=262144
  - name: empty
`;

describe('fileOrigins', () => {
  const a = analyzePlan(TEXT, { kopsVersion: '1.36.2' });
  const [tune, empty] = a.groups[0]?.files ?? [];
  const assets = a.spec.documents[0]?.fileAssets ?? [];

  it('gives each content line its YAML line, a colour per line, and a jump that selects the line\'s text', () => {
    if (!tune || !assets[0]) throw new Error('no file');
    const o = fileOrigins(a, assets[0], tune);
    const at = TEXT.indexOf('sysctl');
    expect(o.lines).toEqual([
      { from: 'spec', how: 'exact', yaml: [10], colour: 0, jump: TEXT.indexOf('#!/bin/sh'), jumpEnd: TEXT.indexOf('#!/bin/sh') + 9 },
      { from: 'spec', how: 'exact', yaml: [11], colour: 1, jump: at, jumpEnd: at + 'sysctl -w vm.max_map_count=262144'.length },
    ]);
    expect([...o.yamlColour]).toEqual([[10, 0], [11, 1]]);
    expect([...o.yamlLines]).toEqual([[10, [0]], [11, [1]]]);
    expect(o.path).toEqual({ key: 'path', range: { start: TEXT.indexOf('/opt/bin/tune.sh'), end: TEXT.indexOf('/opt/bin/tune.sh') + 16 } });
    expect(o.mode).toBeNull();
    expect(fileOrigins(a, assets[0], tune)).toBe(o);
  });

  it('marks the one line of a file with no content as kops\'s own, and its default path as from the name', () => {
    if (!empty || !assets[1]) throw new Error('no file');
    const o = fileOrigins(a, assets[1], empty);
    expect(empty.path).toBe('/srv/kubernetes/assets/empty');
    expect(o.lines).toEqual([{ from: 'kops', how: null, yaml: [], colour: -1, jump: null }]);
    expect(o.path?.key).toBe('name');
  });
});
