import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'name-gets-service-suffix';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["1.11 keeps .swap", "- name: swap1.swap\n  useRawManifest: true\n  manifest: |\n    [Swap]\n    What=/swap1\n", {}],
    ["proposal useRawName", "- name: swap1.swap\n  useRawName: true\n  useRawManifest: true\n  manifest: |\n    [Swap]\n    What=/swap1\n", {"proposal":true}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    // The service has a command, so systemd loads it (no "Refusing."): a warning, not an error.
    name: "a service that loads, kops 1.10",
    yaml: "- name: swap1.swap\n  manifest: |\n    Type=oneshot\n    ExecStart=/sbin/swapon /swap1\n",
    options: { kopsVersion: '1.10.1' },
    hits: [
      { line: 1, column: 9, severity: 'warning', message: "Hook name `swap1.swap` gets `.service` appended in kops 1.10.1: nodeup writes swap1.swap.service, a service, not a swap unit, and systemd loads it as a service and ignores the swap settings (kops 1.11+ keep the name)." },
    ],
    fixed: null,
  },
  {
    name: "the request, kops 1.10",
    yaml: "- name: swap1.swap\n  manifest: |\n    [Swap]\n    What=/swap1\n",
    options: {"kopsVersion":"1.10.1"},
    hits: [
      { line: 1, column: 9, severity: 'error', message: "Hook name `swap1.swap` gets `.service` appended in kops 1.10.1: nodeup writes swap1.swap.service, a service, not a swap unit, and systemd refuses it (a service with no `ExecStart=`), so no swap unit exists on the node (kops 1.11+ keep the name)." },
    ],
    fixed: null,
  },
  {
    name: "proposal without useRawName",
    yaml: "- name: swap1.swap\n  useRawManifest: true\n  manifest: |\n    [Swap]\n    What=/swap1\n",
    options: {"proposal":true},
    hits: [
      { line: 1, column: 9, severity: 'error', message: "Hook name `swap1.swap` gets `.service` appended in kops proposal: nodeup writes swap1.swap.service, a service, not a swap unit, and systemd refuses it (a service with no `ExecStart=`), so no swap unit exists on the node (kops 1.11+ keep the name)." },
    ],
    fixed: "- name: swap1.swap\n  useRawManifest: true\n  useRawName: true\n  manifest: |\n    [Swap]\n    What=/swap1\n",
  },
  {
    name: "manifest declares a swap",
    yaml: "- name: myswap\n  useRawManifest: true\n  manifest: |\n    [Swap]\n    What=/var/swapfile\n",
    options: {},
    hits: [
      { line: 1, column: 9, severity: 'error', message: "The manifest declares a [Swap] unit, but the name `myswap` makes nodeup write myswap.service: systemd refuses it (a service with no `ExecStart=`), so no swap unit exists on the node." },
    ],
    fixed: "- name: var-swapfile.swap\n  useRawManifest: true\n  manifest: |\n    [Swap]\n    What=/var/swapfile\n",
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
