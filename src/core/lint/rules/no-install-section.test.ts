import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'no-install-section';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["exec hook", "- execContainer:\n    image: busybox:1.36\n", {}],
    ["with Install", "- name: a.service\n  manifest: |\n    ExecStart=/bin/true\n    [Install]\n    WantedBy=multi-user.target\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "manifest hook",
    yaml: "- name: a.service\n  manifest: |\n    ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 2, column: 3, severity: 'info', message: "a.service has no [Install] section: nodeup's `systemctl enable` links nothing, so the unit runs only when nodeup starts it, not at boot by itself." },
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
