import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'mount-where-mismatch';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["matching", "- name: mnt-data.mount\n  useRawManifest: true\n  manifest: |\n    [Mount]\n    What=/dev/xvdf\n    Where=/mnt/data\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  {
    name: "other name",
    yaml: "- name: data.mount\n  useRawManifest: true\n  manifest: |\n    [Mount]\n    What=/dev/xvdf\n    Where=/mnt/data\n",
    options: {},
    hits: [
      { line: 6, column: 5, severity: 'error', message: "`Where=/mnt/data` does not match the unit name, so systemd refuses to mount it: data.mount must be named mnt-data.mount (systemd-escape --path)." },
    ],
    fixed: "- name: mnt-data.mount\n  useRawManifest: true\n  manifest: |\n    [Mount]\n    What=/dev/xvdf\n    Where=/mnt/data\n",
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
