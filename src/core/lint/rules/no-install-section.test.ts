import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
const ID = 'no-install-section';

const VALID: Array<[string, string, AnalyzeOptions]> = [
    ["exec hook", "- execContainer:\n    image: busybox:1.36\n", {}],
    ["with Install", "- name: a.service\n  manifest: |\n    ExecStart=/bin/true\n    [Install]\n    WantedBy=multi-user.target\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  // A wrapped manifest is the body of [Service], and kops writes [Install] only for exec hooks
  // (v1.36.0:nodeup/pkg/model/hooks.go): the way out is the unit as a raw manifest.
  {
    name: "manifest hook",
    yaml: "- name: a.service\n  manifest: |\n    ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 2, column: 3, severity: 'info', message: "a.service has no [Install] section: nodeup's `systemctl enable` links nothing, so the unit runs only when nodeup starts it, not at boot by itself. A manifest without `useRawManifest` is only the body of kops's [Service], and no hook field sets `WantedBy=multi-user.target`: write the whole unit with `useRawManifest: true` and put `WantedBy=multi-user.target` in its [Install] (the playground's quick fix does it)." },
    ],
    fixed: "- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Description=Kops Hook a.service\n\n    [Service]\n    ExecStart=/bin/true\n\n    [Install]\n    WantedBy=multi-user.target\n",
  },
  // A raw timer gets its own [Install], wanted by timers.target.
  {
    name: "raw timer",
    yaml: "- name: x.timer\n  useRawManifest: true\n  manifest: |\n    [Timer]\n    OnCalendar=daily\n",
    options: {},
    hits: [
      { line: 3, column: 3, severity: 'info', message: "x.timer has no [Install] section: nodeup's `systemctl enable` links nothing, so the unit runs only when nodeup starts it, not at boot by itself." },
    ],
    fixed: "- name: x.timer\n  useRawManifest: true\n  manifest: |\n    [Timer]\n    OnCalendar=daily\n\n    [Install]\n    WantedBy=timers.target\n",
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
