import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'requires-without-after';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["ordered", "- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Requires=b.service\n    After=b.service\n    [Service]\n    ExecStart=/bin/true\n", {}],
    ["kops exec", "- execContainer:\n    image: busybox:1.36\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "requires field",
    yaml: "- name: a.service\n  requires: [b.service]\n  manifest: ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 2, column: 14, severity: 'info', message: "`Requires=b.service` without `After=b.service`: systemd starts both at once on the node, so a.service may run before b.service is up." },
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
