import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'deprecated-directive';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["MemoryMax", "- name: a.service\n  manifest: |\n    MemoryMax=1G\n    ExecStart=/bin/true\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "MemoryLimit",
    yaml: "- name: a.service\n  manifest: |\n    MemoryLimit=1G\n    ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 3, column: 5, severity: 'warning', message: "`MemoryLimit=` is deprecated: systemd warns on the node and newer releases ignore it; use MemoryMax=." },
    ],
    fixed: null,
  },
  {
    name: "KillMode=none",
    yaml: "- name: a.service\n  manifest: |\n    KillMode=none\n    ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 3, column: 5, severity: 'warning', message: "`KillMode=none` is deprecated: systemd warns on the node and newer releases ignore it; use KillMode=mixed or control-group." },
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
