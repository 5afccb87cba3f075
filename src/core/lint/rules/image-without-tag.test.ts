import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'image-without-tag';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["tag", "- execContainer:\n    image: busybox:1.36\n", {}],
    ["digest", "- execContainer:\n    image: busybox@sha256:0000000000000000000000000000000000000000000000000000000000000000\n", {}],
    ["registry port and tag", "- execContainer:\n    image: registry:5000/img:1\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "bare",
    yaml: "- execContainer:\n    image: busybox\n",
    options: {},
    hits: [
      { line: 2, column: 12, severity: 'info', message: "Image `busybox` has no tag: the node pulls `latest`, whatever it is when the node boots." },
    ],
    fixed: null,
  },
  {
    name: "registry port, no tag",
    yaml: "- execContainer:\n    image: registry:5000/img\n",
    options: {},
    hits: [
      { line: 2, column: 12, severity: 'info', message: "Image `registry:5000/img` has no tag: the node pulls `latest`, whatever it is when the node boots." },
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
