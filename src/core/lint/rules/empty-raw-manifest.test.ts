import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'empty-raw-manifest';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["empty manifest is skipped by nodeup", "- name: a.service\n  useRawManifest: true\n  manifest: \"\"\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "raw exec without manifest",
    yaml: "- name: a.service\n  useRawManifest: true\n  execContainer:\n    image: busybox:1.36\n",
    options: {},
    hits: [
      { line: 2, column: 3, severity: 'error', message: "a.service is written empty: systemd treats an empty unit file as masked, so it never starts on the node." },
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
