import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table. Per fileAsset nodeup calls EnsureTask(File{Dir(path), Directory}) then AddTask(File{path})
// (1.8.1:nodeup/pkg/model/file_assets.go:92,98; v1.36.2:nodeup/pkg/model/file_assets.go:81,87), after
// EnsureTask on the default directory (1.8.1:nodeup/pkg/model/file_assets.go:43, v1.36.2:…:42). AddTask's
// duplicate is fatal (1.8.1:upup/pkg/fi/task.go:57, v1.36.2:upup/pkg/fi/task.go:133); EnsureTask's mismatch
// is fatal from 1.27.0 (v1.27.0:upup/pkg/fi/task.go:158) and an error the builder drops before
// (v1.26.6:upup/pkg/fi/task.go:156, v1.26.6:nodeup/pkg/model/file_assets.go:81).
const ID = 'file-asset-under-file';

const HEAD = 'apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nmetadata:\n  name: c\nspec:\n  fileAssets:\n';
const A = (name: string, path: string): string => `  - name: ${name}\n    path: ${path}\n    content: x\n`;
const BIN = '`fileAssets[0]` "bin" of the Cluster';
const TUNE = '`fileAssets[1]` "tune" of the Cluster';

const VALID: Array<[string, string, AnalyzeOptions]> = [
  ['two files in one directory', HEAD + A('a', '/opt/bin/a') + A('b', '/opt/bin/b'), {}],
  ['a file beside a directory', HEAD + A('bin', '/opt/bin.env') + A('tune', '/opt/bin/tune.sh'), {}],
  // Task names are the paths as written: "/opt/bin/" is not "File//opt/bin".
  ['a trailing slash is another task name', HEAD + A('bin', '/opt/bin/') + A('tune', '/opt/bin/tune.sh'), {}],
  ['not on the same node', `${HEAD}${A('bin', '/opt/bin')}    roles: [Node]\n${A('tune', '/opt/bin/tune.sh')}    roles: [ControlPlane]\n`, {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[] }> = [
  {
    name: 'the directory first: AddTask\'s duplicate',
    yaml: HEAD + A('tune', '/opt/bin/tune.sh') + A('bin', '/opt/bin'), options: { kopsVersion: '1.8.1' },
    hits: [{ line: 11, column: 11, severity: 'error', message: '`fileAssets[1]` "bin" of the Cluster writes /opt/bin, the directory of `fileAssets[0]` "tune" of the Cluster, which nodeup creates first: nodeup dies on ControlPlane and Node with `found duplicate tasks with name "File//opt/bin"`, before it writes any file or hook there.' }],
  },
  {
    name: 'the default directory',
    yaml: HEAD + A('assets', '/srv/kubernetes/assets'), options: {},
    hits: [{ line: 8, column: 11, severity: 'error', message: '`fileAssets[0]` "assets" of the Cluster writes /srv/kubernetes/assets, the directory nodeup creates for fileAssets without a path: nodeup dies on ControlPlane and Node with `found duplicate tasks with name "File//srv/kubernetes/assets"`, before it writes any file or hook there.' }],
  },
  {
    name: 'the file first, kops 1.27.0: EnsureTask\'s fatal',
    yaml: HEAD + A('bin', '/opt/bin') + A('tune', '/opt/bin/tune.sh'), options: { kopsVersion: '1.27.0' },
    hits: [{ line: 11, column: 11, severity: 'error', message: `${TUNE} writes /opt/bin/tune.sh inside /opt/bin, which ${BIN} writes as a file before it: nodeup dies on ControlPlane and Node with \`cannot add different task with same key "File//opt/bin"\`, before it writes any file or hook there.` }],
  },
  {
    name: 'the file first, kops 1.26.6: the error ignored, the write fails on the node',
    yaml: HEAD + A('bin', '/opt/bin') + A('tune', '/opt/bin/tune.sh'), options: { kopsVersion: '1.26.6' },
    hits: [{ line: 11, column: 11, severity: 'error', message: `${TUNE} writes /opt/bin/tune.sh inside /opt/bin, which ${BIN} writes as a file: kops 1.26.6 ignores EnsureTask's error there, so the write of /opt/bin/tune.sh fails on ControlPlane and Node (its directory is a file) and is retried for 10 minutes, and no hook starts there.` }],
  },
];

describe(ID, () => {
  it.each(VALID)('valid: %s', (_name, yaml, options) => {
    expect(runRule(ID, yaml, options).hits).toEqual([]);
  });
  it.each(INVALID)('invalid: $name', ({ yaml, options, hits }) => {
    expect(runRule(ID, yaml, options)).toEqual({ hits, fixed: null });
  });
});
