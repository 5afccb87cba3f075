import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table. nodeup decodes isBase64 content with Go's RawStdEncoding and stops on an error
// (1.8.1:nodeup/pkg/model/file_assets.go:84,86; v1.36.2:nodeup/pkg/model/file_assets.go:68,70).
const ID = 'file-asset-invalid-base64';

const HEAD = 'apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nmetadata:\n  name: c\nspec:\n';
const ASSET = (content: string, base64 = '    isBase64: true\n'): string => `${HEAD}  fileAssets:\n  - name: hello\n${base64}    content: ${content}\n`;

const VALID: Array<[string, string, AnalyzeOptions]> = [
  ['unpadded', ASSET('aGVsbG8'), {}],
  ['wrapped over lines', ASSET('|\n      aGVs\n      bG8'), {}],
  ['padded text without isBase64', ASSET('aGVsbG8=', ''), {}],
];

const fatal = (word: string, byte: number): string => `\`${word} on file asset: hello is invalid, unable to decode base64, error: "illegal base64 data at input byte ${byte}"\``;

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: 'padded: the fix removes the padding',
    yaml: ASSET('aGVsbG8='),
    options: {},
    hits: [{
      line: 9, column: 14, severity: 'error',
      message: `\`fileAssets[0]\` "hello" of the Cluster has \`isBase64: true\`, but Go's RawStdEncoding refuses its content, illegal base64 data at input byte 7 (the \`=\` padding: kops decodes unpadded base64): nodeup stops on ControlPlane and Node with ${fatal('failed', 7)}, before it writes any hook there.`,
    }],
    fixed: ASSET('aGVsbG8'),
  },
  {
    name: 'not base64 at all, in kops 1.17',
    yaml: ASSET('hello world'),
    options: { kopsVersion: '1.17.2' },
    hits: [{
      line: 9, column: 14, severity: 'error',
      message: `\`fileAssets[0]\` "hello" of the Cluster has \`isBase64: true\`, but Go's RawStdEncoding refuses its content, illegal base64 data at input byte 5: nodeup stops on ControlPlane and Node with ${fatal('Failed', 5)}, before it writes any hook there.`,
    }],
    fixed: null,
  },
];

describe(ID, () => {
  it.each(VALID)('valid: %s', (_name, yaml, options) => {
    expect(runRule(ID, yaml, options).hits).toEqual([]);
  });
  it.each(INVALID)('invalid: $name', ({ yaml, options, hits, fixed }) => {
    expect(runRule(ID, yaml, options)).toEqual({ hits, fixed });
  });
});
