import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'line-outside-section';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["header first", "- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Service]\n    ExecStart=/bin/true\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "no header",
    yaml: "- name: a.service\n  useRawManifest: true\n  manifest: |\n    ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 4, column: 5, severity: 'warning', message: "`ExecStart=/bin/true` comes before any [Section] header in a.service: systemd ignores it on the node." },
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
