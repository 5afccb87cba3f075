import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'unknown-escape-sequence';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["known escapes", "- name: a.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/bin/sh -c \"printf 'a\\\\tb\\\\n'\"\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "sed \\/",
    yaml: "- name: a.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/bin/sed -i \"s/a\\/b/c/\" /etc/x\n",
    options: {},
    hits: [
      { line: 4, column: 5, severity: 'warning', message: "`\\/` in `ExecStart=` is not an escape systemd knows: it passes the backslash through and logs a warning on the node; write `\\\\/` to mean a literal backslash." },
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
