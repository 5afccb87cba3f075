import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'timer-without-service';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["service hook", "- name: tick.timer\n  useRawManifest: true\n  manifest: |\n    [Timer]\n    OnBootSec=5min\n- name: tick.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/bin/true\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "alone",
    yaml: "- name: tick.timer\n  useRawManifest: true\n  manifest: |\n    [Timer]\n    OnBootSec=5min\n",
    options: {},
    hits: [
      { line: 1, column: 9, severity: 'warning', message: "Timer tick.timer starts tick.service, which no hook defines: unless the node image has it, the timer does nothing." },
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
