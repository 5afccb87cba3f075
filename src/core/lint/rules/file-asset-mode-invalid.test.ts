import { describe, expect, it } from 'vitest';
import { goParseFileMode, octalFor } from '../../files/go-file-mode.ts';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table. From 1.23.3 nodeup writes a fileAsset with its `mode` (v1.23.3:nodeup/pkg/model/file_assets.go:77;
// v1.23.2:nodeup/pkg/model/file_assets.go:84 always 0440); the File task parses it with
// strconv.ParseUint(s, 8, 32) (v1.23.3:upup/pkg/fi/files.go:143, v1.36.2:upup/pkg/fi/files.go:147) and fails
// with "invalid file mode for %q: %q" (v1.23.3:upup/pkg/fi/nodeup/nodetasks/file.go:201,
// v1.36.2:upup/pkg/fi/nodeup/nodetasks/file.go:235), retried for 10 minutes (v1.23.3:upup/pkg/fi/executor.go:49,
// v1.36.2:upup/pkg/fi/executor.go:51).
const ID = 'file-asset-mode-invalid';

const ASSET = (mode: string, roles = ''): string =>
  `apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nmetadata:\n  name: c\nspec:\n  fileAssets:\n  - name: tune\n    path: /opt/bin/tune.sh\n    mode: ${mode}\n${roles}    content: x\n`;

const VALID: Array<[string, string, AnalyzeOptions]> = [
  ['a quoted octal string', ASSET('"0755"'), {}],
  ['octal without the leading zero', ASSET('"755"'), {}],
  ['the largest 32-bit octal', ASSET('"37777777777"'), {}],
  ['an empty mode: 0440', ASSET('""'), {}],
  ['kops 1.23.2 never reads mode (v1.23.2:nodeup/pkg/model/file_assets.go:84)', ASSET('755x'), { kopsVersion: '1.23.2' }],
  ['a YAML number is wrong-type\'s: kops stops at decoding', ASSET('0755'), {}],
  ['an asset for bastions only: no nodeup parses it', ASSET('rwx', '    roles: [Bastion]\n'), {}],
];

const message = (mode: string, groups = 'ControlPlane and Node'): string =>
  `\`fileAssets[0]\` "tune" of the Cluster has mode "${mode}", which nodeup parses as octal digits only: its File task fails on ${groups} with \`invalid file mode for "/opt/bin/tune.sh": "${mode}"\`; nodeup retries it for 10 minutes, then exits with \`error running tasks: deadline exceeded executing task File//opt/bin/tune.sh\`: /opt/bin/tune.sh is never written and no hook starts there.`;

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  { name: 'a stray letter, kops 1.23.3', yaml: ASSET('755x'), options: { kopsVersion: '1.23.3' }, hits: [{ line: 9, column: 11, severity: 'error', message: message('755x') }], fixed: null },
  { name: 'a stray letter, kops 1.36', yaml: ASSET('755x'), options: {}, hits: [{ line: 9, column: 11, severity: 'error', message: message('755x') }], fixed: null },
  { name: 'Go\'s 0o prefix (ParseUint with base 8 takes none)', yaml: ASSET('"0o755"'), options: {}, hits: [{ line: 9, column: 11, severity: 'error', message: message('0o755') }], fixed: ASSET('"0755"') },
  { name: 'symbolic', yaml: ASSET('rwxr-xr-x'), options: {}, hits: [{ line: 9, column: 11, severity: 'error', message: message('rwxr-xr-x') }], fixed: ASSET('"0755"') },
  { name: 'a 9 (not octal)', yaml: ASSET('"0795"'), options: {}, hits: [{ line: 9, column: 11, severity: 'error', message: message('0795') }], fixed: null },
  { name: 'past 32 bits', yaml: ASSET('"40000000000"'), options: {}, hits: [{ line: 9, column: 11, severity: 'error', message: message('40000000000') }], fixed: null },
  { name: 'only where it is written', yaml: ASSET('rwx', '    roles: [Node]\n'), options: {}, hits: [{ line: 9, column: 11, severity: 'error', message: message('rwx', 'Node') }], fixed: null },
];

describe(ID, () => {
  it.each(VALID)('valid: %s', (_name, yaml, options) => {
    expect(runRule(ID, yaml, options).hits).toEqual([]);
  });
  it.each(INVALID)('invalid: $name', ({ yaml, options, hits, fixed }) => {
    expect(runRule(ID, yaml, options)).toEqual({ hits, fixed });
  });
  it('a YAML number has the decode error instead, whose fix quotes it', () => {
    expect(runRule('wrong-type', ASSET('0755'))).toEqual({
      hits: [{ line: 9, column: 11, severity: 'error', message: '"fileAssets[0].mode" must be a string, but it is the number 0755: kops rejects the spec when it decodes it.' }],
      fixed: ASSET('"0755"'),
    });
  });
});

describe('goParseFileMode (strconv.ParseUint(s, 8, 32)) and octalFor', () => {
  it('parses octal digits up to 32 bits, with any leading zeros', () => {
    expect(['0755', '755', '0440', '0', '37777777777', '000037777777777'].map(goParseFileMode)).toEqual([0o755, 0o755, 0o440, 0, 0xffffffff, 0xffffffff]);
  });
  it('refuses a prefix, a sign, an underscore, a space, a non-octal digit, more than 32 bits', () => {
    expect(['0o755', '+755', '7_55', ' 755', '0789', '40000000000', ''].map(goParseFileMode)).toEqual(Array(7).fill(undefined));
  });
  it('spells a plainly meant mode in octal', () => {
    expect(['0o755', '0O1755', 'rwxr-xr-x', 'r--r-----', '755x', 'rwx'].map(octalFor)).toEqual(['0755', '1755', '0755', '0440', undefined, undefined]);
  });
});
