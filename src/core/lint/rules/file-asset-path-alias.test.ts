import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table. nodeup's tracker and File task names are the path as written
// (1.8.1:nodeup/pkg/model/file_assets.go:76,98; v1.36.2:nodeup/pkg/model/file_assets.go:60,87):
// two spellings of one file are two tasks, both written, by goroutines side by side (v1.36.2:upup/pkg/fi/executor.go:204).
const ID = 'file-asset-path-alias';

const HEAD = 'apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nmetadata:\n  name: c\nspec:\n  fileAssets:\n';
const A = (name: string, path: string): string => `  - name: ${name}\n    path: ${path}\n    content: ${name}\n`;

const VALID: Array<[string, string, AnalyzeOptions]> = [
  ['two files', HEAD + A('a', '/etc/motd') + A('b', '/etc/issue'), {}],
  // The same spelling: the later one is skipped (file-asset-path-taken says so).
  ['the same path twice', HEAD + A('a', '/etc/motd') + A('b', '/etc/motd'), {}],
  ['one spelling per node', `${HEAD}${A('a', '/etc/motd')}    roles: [Node]\n${A('b', '/etc//motd')}    roles: [ControlPlane]\n`, {}],
];

const msg = (path: string, first: string, groups = 'ControlPlane and Node'): string =>
  `\`fileAssets[1]\` "b" of the Cluster writes ${path}, the file \`fileAssets[0]\` "a" of the Cluster writes as ${first}: nodeup tells paths apart as written, so on ${groups} it writes both, and which content and mode the file ends with depends on the order its executor runs them in.`;

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[] }> = [
  { name: 'a doubled slash', yaml: HEAD + A('a', '/etc/motd') + A('b', '/etc//motd'), options: {}, hits: [{ line: 11, column: 11, severity: 'warning', message: msg('/etc//motd', '/etc/motd') }] },
  { name: 'a /./, kops 1.8', yaml: HEAD + A('a', '/etc/motd') + A('b', '/etc/./motd'), options: { kopsVersion: '1.8.1' }, hits: [{ line: 11, column: 11, severity: 'warning', message: msg('/etc/./motd', '/etc/motd') }] },
  { name: 'a ..', yaml: HEAD + A('a', '/etc/motd') + A('b', '/etc/x/../motd'), options: {}, hits: [{ line: 11, column: 11, severity: 'warning', message: msg('/etc/x/../motd', '/etc/motd') }] },
];

describe(ID, () => {
  it.each(VALID)('valid: %s', (_name, yaml, options) => {
    expect(runRule(ID, yaml, options).hits).toEqual([]);
  });
  it.each(INVALID)('invalid: $name', ({ yaml, options, hits }) => {
    expect(runRule(ID, yaml, options)).toEqual({ hits, fixed: null });
  });
  it('a hook that runs the file under another spelling still meets the 0440 trap (file-asset-not-executable)', () => {
    const yaml = `${HEAD}${A('tune', '/opt//bin/tune.sh')}  hooks:\n  - name: tune.service\n    manifest: ExecStart=/opt/bin/tune.sh\n`;
    expect(runRule('file-asset-not-executable', yaml).hits.map((h) => [h.line, h.severity])).toEqual([[12, 'warning']]);
  });
});
