import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'unknown-section';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["X- section", "- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Service]\n    ExecStart=/bin/true\n    [X-Mine]\n    Foo=bar\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "lowercase",
    yaml: "- name: a.service\n  useRawManifest: true\n  manifest: |\n    [unit]\n    After=b.service\n    [Service]\n    ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 4, column: 5, severity: 'warning', message: "Unknown section `[unit]` (did you mean `[Unit]`?): systemd ignores it and all its keys on the node." },
    ],
    fixed: "- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    After=b.service\n    [Service]\n    ExecStart=/bin/true\n",
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
