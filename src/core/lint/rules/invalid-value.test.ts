import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'invalid-value';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["good values", "- name: a.service\n  manifest: |\n    Type=oneshot\n    RemainAfterExit=yes\n    TimeoutStartSec=5min 30s\n    ExecStart=/bin/true\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "enum",
    yaml: "- name: a.service\n  manifest: |\n    Type=one-shot\n    ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 3, column: 5, severity: 'warning', message: "`Type=one-shot` is not valid: systemd expects one of simple, exec, forking, oneshot, dbus, notify, idle, so it ignores the setting on the node and uses the default." },
    ],
    fixed: null,
  },
  {
    name: "boolean",
    yaml: "- name: a.service\n  manifest: |\n    RemainAfterExit=maybe\n    ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 3, column: 5, severity: 'warning', message: "`RemainAfterExit=maybe` is not valid: systemd expects a boolean (yes/no, true/false, on/off, 1/0), so it ignores the setting on the node and uses the default." },
    ],
    fixed: null,
  },
  {
    name: "time",
    yaml: "- name: a.service\n  manifest: |\n    TimeoutStartSec=5 minutes please\n    ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 3, column: 5, severity: 'warning', message: "`TimeoutStartSec=5 minutes please` is not valid: systemd expects a time span such as `90s`, `5min` or `infinity`, so it ignores the setting on the node and uses the default." },
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
