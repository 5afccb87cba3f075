import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'section-not-for-unit-type';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["service", "- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Service]\n    ExecStart=/bin/true\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    // The settings before the manifest's first header land in kops's [Service], which a .swap ignores.
    name: "kops [Service] with a setting in it, in a .swap",
    yaml: "- name: swap1.swap\n  manifest: |\n    Priority=5\n    [Swap]\n    What=/swap1\n",
    options: {},
    hits: [
      { line: 1, column: 9, severity: 'warning', message: "kops writes a [Service] section into swap1.swap because the hook has no `useRawManifest: true`: systemd ignores it in a .swap unit (\"Unknown section\"), with the settings in it; set `useRawManifest: true` to write the unit as it is." },
    ],
    // The raw conversion writes the unit as kops did, [Service] included: the person moves Priority= on.
    fixed: "- name: swap1.swap\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Description=Kops Hook swap1.swap\n\n    [Service]\n    Priority=5\n    [Swap]\n    What=/swap1\n",
  },
  {
    name: "raw swap in .service",
    yaml: "- name: swap1.service\n  useRawManifest: true\n  manifest: |\n    [Swap]\n    What=/swap1\n",
    options: {},
    hits: [
      { line: 4, column: 5, severity: 'warning', message: "`[Swap]` in swap1.service: systemd reads a .service unit for [Service] and ignores this section on the node." },
    ],
    fixed: null,
  },
  {
    name: "kops [Service] in a .swap",
    yaml: "- name: swap1.swap\n  manifest: |\n    [Swap]\n    What=/swap1\n",
    options: {},
    hits: [
      // systemd-analyze verify 252 on this file: "Unknown section 'Service'. Ignoring." and nothing else: the swap loads.
      { line: 1, column: 9, severity: 'info', message: "kops writes an empty [Service] section into swap1.swap because the hook has no `useRawManifest: true`: systemd logs \"Unknown section\" and ignores it, and the swap unit works as the manifest says; `useRawManifest: true` writes the unit without it." },
    ],
    fixed: "- name: swap1.swap\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Description=Kops Hook swap1.swap\n\n    [Swap]\n    What=/swap1\n",
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
