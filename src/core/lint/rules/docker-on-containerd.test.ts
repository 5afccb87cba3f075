import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'docker-on-containerd';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["docker runtime", "- name: a.service\n  requires: [docker.service]\n  manifest: ExecStart=/usr/bin/docker run busybox\n", {"kopsVersion":"1.21.0","runtime":"docker"}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "requires and command",
    yaml: "- name: a.service\n  requires: [docker.service]\n  manifest: ExecStart=/usr/bin/docker run busybox\n",
    options: {},
    hits: [
      { line: 2, column: 14, severity: 'error', message: "`Requires=docker.service` on a containerd node: docker.service does not exist there, so a.service fails its dependency and never starts." },
      { line: 3, column: 13, severity: 'error', message: "`ExecStart=` runs /usr/bin/docker, which does not exist on a containerd node: the command fails there. Use ctr or `execContainer`." },
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
