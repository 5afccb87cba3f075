import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'missing-trigger-setting';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["timer", "- name: tick.timer\n  useRawManifest: true\n  manifest: |\n    [Timer]\n    OnBootSec=5min\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "wrapped timer",
    yaml: "- name: tick.timer\n  manifest: |\n    OnBootSec=5min\n",
    options: {},
    hits: [
      { line: 2, column: 3, severity: 'error', message: "tick.timer has no trigger (`OnCalendar=`, `OnBootSec=`...) in [Timer]: systemd refuses the unit, so it never triggers anything on the node." },
    ],
    fixed: null,
  },
  {
    name: "socket",
    yaml: "- name: s.socket\n  useRawManifest: true\n  manifest: |\n    [Socket]\n    Accept=no\n",
    options: {},
    hits: [
      { line: 3, column: 3, severity: 'error', message: "s.socket has no `Listen…=` setting (`ListenStream=`...) in [Socket]: systemd refuses the unit, so it never triggers anything on the node." },
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
