import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'oneshot-before-kubelet-without-timeout';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["timeout", "- name: a.service\n  before: [kubelet.service]\n  manifest: |\n    Type=oneshot\n    TimeoutStartSec=5min\n    ExecStart=/bin/true\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "no timeout",
    yaml: "- name: a.service\n  before: [kubelet.service]\n  manifest: |\n    Type=oneshot\n    ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 2, column: 12, severity: 'warning', message: "a.service is a oneshot ordered before kubelet.service with no `TimeoutStartSec=`: if it hangs, kubelet never starts and the node never becomes Ready." },
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
