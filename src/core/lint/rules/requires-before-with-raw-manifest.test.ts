import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'requires-before-with-raw-manifest';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["proposal ignores them", "- name: a.service\n  useRawManifest: true\n  requires: [b.service]\n  manifest: |\n    [Service]\n    ExecStart=/bin/true\n", {"proposal":true}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "requires and before",
    yaml: "- name: a.service\n  useRawManifest: true\n  requires: [b.service]\n  before:\n  - kubelet.service\n  manifest: |\n    [Service]\n    ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 3, column: 3, severity: 'error', message: "`requires` with `useRawManifest: true`: kops rejects the cluster; a raw manifest is written as it is, so put `Requires=` in its own [Unit] section." },
      { line: 4, column: 3, severity: 'error', message: "`before` with `useRawManifest: true`: kops rejects the cluster; a raw manifest is written as it is, so put `Before=` in its own [Unit] section." },
    ],
    fixed: "- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Description=Kops Hook a.service\n    Requires=b.service\n    Before=kubelet.service\n\n    [Service]\n    ExecStart=/bin/true\n",
  },
  {
    name: "requires first",
    yaml: "- requires:\n  - b.service\n  name: a.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Description=a\n    [Service]\n    ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 1, column: 3, severity: 'error', message: "`requires` with `useRawManifest: true`: kops rejects the cluster; a raw manifest is written as it is, so put `Requires=` in its own [Unit] section." },
    ],
    fixed: "- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Requires=b.service\n    Description=a\n    [Service]\n    ExecStart=/bin/true\n",
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
