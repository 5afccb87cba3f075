import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'swap-what-mismatch';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["matching", "- name: var-swapfile.swap\n  useRawManifest: true\n  manifest: |\n    [Swap]\n    What=/var/swapfile\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "other name",
    yaml: "- name: myswap.swap\n  useRawManifest: true\n  manifest: |\n    [Swap]\n    What=/var/swapfile\n",
    options: {},
    hits: [
      { line: 5, column: 5, severity: 'error', message: "`What=/var/swapfile` does not match the unit name, so systemd refuses to load it: myswap.swap must be named var-swapfile.swap (systemd-escape --path)." },
    ],
    fixed: "- name: var-swapfile.swap\n  useRawManifest: true\n  manifest: |\n    [Swap]\n    What=/var/swapfile\n",
  },
  {
    name: "needs escaping",
    yaml: "- name: swap.swap\n  useRawManifest: true\n  manifest: |\n    [Swap]\n    What=/swap-file\n",
    options: {},
    hits: [
      { line: 5, column: 5, severity: 'error', message: "`What=/swap-file` does not match the unit name, so systemd refuses to load it: swap.swap must be named swap\\x2dfile.swap (systemd-escape --path)." },
    ],
    fixed: "- name: swap\\x2dfile.swap\n  useRawManifest: true\n  manifest: |\n    [Swap]\n    What=/swap-file\n",
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
