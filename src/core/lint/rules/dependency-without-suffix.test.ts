import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'dependency-without-suffix';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["full names", "- name: a.service\n  before: [kubelet.service]\n  manifest: ExecStart=/bin/true\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "before field",
    yaml: "- name: a.service\n  before: [kubelet]\n  manifest: ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 2, column: 12, severity: 'warning', message: "`Before=kubelet` names no unit type: systemd drops this dependency on the node; write `kubelet.service`." },
    ],
    fixed: "- name: a.service\n  before: [kubelet.service]\n  manifest: ExecStart=/bin/true\n",
  },
  {
    name: "manifest line",
    yaml: "- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    After=network-online\n    [Service]\n    ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 5, column: 5, severity: 'warning', message: "`After=network-online` names no unit type: systemd drops this dependency on the node; write `network-online.service`." },
    ],
    fixed: "- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    After=network-online.service\n    [Service]\n    ExecStart=/bin/true\n",
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
