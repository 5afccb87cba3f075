import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'raw-manifest-without-manifest';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["raw with manifest", "- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Service]\n    ExecStart=/bin/true\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "raw alone",
    yaml: "- name: a.service\n  useRawManifest: true\n",
    options: {},
    hits: [
      { line: 2, column: 3, severity: 'error', message: "`useRawManifest: true` without `manifest`: kops rejects the cluster; nodeup would write an empty unit, which systemd treats as masked." },
    ],
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
