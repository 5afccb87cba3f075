import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'requires-before-ignored-under-raw';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["kops itself rejects instead", "- name: a.service\n  useRawManifest: true\n  requires: [b.service]\n  manifest: |\n    [Service]\n    ExecStart=/bin/true\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "proposal",
    yaml: "- name: a.service\n  useRawManifest: true\n  requires: [b.service]\n  manifest: |\n    [Service]\n    ExecStart=/bin/true\n",
    options: {"proposal":true},
    hits: [
      { line: 3, column: 3, severity: 'warning', message: "`requires` is ignored under `useRawManifest: true` in the proposal: the dependency never reaches the unit on the node." },
    ],
    fixed: "- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Description=Kops Hook a.service\n    Requires=b.service\n\n    [Service]\n    ExecStart=/bin/true\n",
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
