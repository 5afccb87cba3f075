import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'exec-container-with-raw-manifest';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["exec only", "- execContainer:\n    image: busybox:1.36\n", {}],
    ["raw ignored before 1.11", "- execContainer:\n    image: busybox:1.36\n  useRawManifest: true\n", {"kopsVersion":"1.10.1"}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "raw with exec",
    yaml: "- name: a.service\n  useRawManifest: true\n  manifest: \"[Service]\"\n  execContainer:\n    image: busybox:1.36\n",
    options: {},
    hits: [
      { line: 2, column: 3, severity: 'error', message: "`useRawManifest: true` with `execContainer`: kops rejects the cluster; nodeup would write the manifest as the whole unit and never run the container." },
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
