import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'shadows-kops-unit';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["own name", "- name: prepare-kubelet.service\n  before: [kubelet.service]\n  manifest: ExecStart=/bin/true\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "kubelet",
    yaml: "- name: kubelet.service\n  manifest: ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 1, column: 9, severity: 'error', message: "Hook `kubelet.service` writes kubelet.service, which nodeup already manages: nodeup aborts with \"found duplicate tasks with name \\\"Service/kubelet.service\\\"\" and the node never finishes configuring." },
    ],
    fixed: null,
  },
  {
    name: "kubelet without suffix",
    yaml: "- name: kubelet\n  disabled: true\n",
    options: {},
    hits: [
      { line: 1, column: 9, severity: 'error', message: "Hook `kubelet` writes kubelet.service, which nodeup already manages: nodeup aborts with \"found duplicate tasks with name \\\"Service/kubelet.service\\\"\" and the node never finishes configuring." },
    ],
    fixed: null,
  },
  {
    name: "docker.service on containerd, disabled",
    yaml: "- name: docker.service\n  disabled: true\n",
    options: {},
    hits: [
      { line: 1, column: 9, severity: 'error', message: "Disabled hook `docker.service` makes nodeup stop and disable docker.service, a unit kops manages on the node." },
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
