import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'non-service-type-without-raw';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["kept name, swap section works", "- name: swap1.swap\n  manifest: |\n    [Swap]\n    What=/swap1\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "swap in a service",
    yaml: "- name: swap1\n  manifest: |\n    [Swap]\n    What=/swap1\n",
    options: {},
    hits: [
      { line: 3, column: 5, severity: 'warning', message: "`[Swap]` in a manifest without `useRawManifest`: kops wraps it into the service swap1.service, where systemd ignores the [Swap] section, so no swap unit exists on the node." },
    ],
    fixed: "- name: swap1\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Description=Kops Hook swap1\n\n    [Swap]\n    What=/swap1\n",
  },
  {
    name: "the request in 1.10",
    yaml: "- name: swap1.swap\n  manifest: |\n    [Swap]\n    What=/swap1\n",
    options: {"kopsVersion":"1.10.1"},
    hits: [
      { line: 3, column: 5, severity: 'warning', message: "`[Swap]` in a manifest without `useRawManifest`: kops wraps it into the service swap1.swap.service, where systemd ignores the [Swap] section, so no swap unit exists on the node." },
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
