import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'multiple-exec-start';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["oneshot", "- name: a.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/bin/a\n    ExecStart=/bin/b\n", {}],
    ["reset", "- name: a.service\n  manifest: |\n    ExecStart=/bin/a\n    ExecStart=\n    ExecStart=/bin/b\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  // A wrapped manifest is kops's [Service]: Type= goes into it, first.
  {
    name: "simple",
    yaml: "- name: a.service\n  manifest: |\n    ExecStart=/bin/a\n    ExecStart=/bin/b\n",
    options: {},
    hits: [
      { line: 4, column: 5, severity: 'error', message: "A second `ExecStart=` in a.service without `Type=oneshot`: systemd refuses to load the service on the node." },
    ],
    fixed: "- name: a.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/bin/a\n    ExecStart=/bin/b\n",
  },
  // The Type= the author wrote is changed, not overridden by a second one.
  {
    name: "raw manifest with Type=simple",
    yaml: "- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Service]\n    Type=simple\n    ExecStart=/bin/a\n    ExecStart=/bin/b\n",
    options: {},
    hits: [
      { line: 7, column: 5, severity: 'error', message: "A second `ExecStart=` in a.service without `Type=oneshot`: systemd refuses to load the service on the node." },
    ],
    fixed: "- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Service]\n    Type=oneshot\n    ExecStart=/bin/a\n    ExecStart=/bin/b\n",
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
