import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'malformed-line';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["comment", "- name: a.service\n  manifest: |\n    # a comment\n    ExecStart=/bin/true\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "swallowed key (wild 15)",
    yaml: "- name: a.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/bin/true\n    name: x.service\n",
    options: {},
    hits: [
      { line: 5, column: 5, severity: 'warning', message: "Line `name: x.service` of a.service has no `=`: systemd ignores it on the node." },
    ],
    fixed: null,
  },
  {
    name: "bad header",
    yaml: "- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Service\n    ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 4, column: 5, severity: 'warning', message: "Line `[Service` of a.service is not a valid [Section] header: systemd ignores it on the node." },
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
