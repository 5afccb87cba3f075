import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
// Ordering binds only jobs that exist together: "if ... both units are being started"
// (systemd.unit(5), Before=/After=; src/core/job.c job_is_runnable waits only for `other->job`).
const ID = 'before-kubelet-not-at-reboot';

const VALID: Array<[string, string, AnalyzeOptions]> = [
  // Kops writes WantedBy=multi-user.target for an exec hook (v1.36.2:nodeup/pkg/model/hooks.go): both start at boot, ordered.
  ['an exec hook before kubelet', "- name: a\n  before: [kubelet.service]\n  execContainer:\n    image: busybox\n    command: [sh, -c, 'true']\n", {}],
  // Not ordered before kubelet at all: nothing claimed, nothing to report.
  ['an exec hook with no before:', '- name: a\n  execContainer:\n    image: busybox\n', {}],
  ['the fixed sysctl hook', "- name: sysctl-tune.service\n  before: [kubelet.service]\n  manifest: |\n    Type=oneshot\n    ExecStart=/sbin/sysctl -w vm.max_map_count=262144\n\n    [Install]\n    WantedBy=multi-user.target\n", {}],
  // Before 1.21 nodeup starts kubelet (v1.20.3:nodeup/pkg/model/kubelet.go has no [Install]), and
  // WantedBy=kubelet.service queues the hook with it: the ordering binds in that one transaction.
  ['WantedBy=kubelet.service, kops 1.20.3', "- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Before=kubelet.service\n    [Service]\n    Type=oneshot\n    ExecStart=/bin/true\n    [Install]\n    WantedBy=kubelet.service\n", { kopsVersion: '1.20.3' }],
  // A disabled hook has no file (nodeup writes none): nothing orders anything.
  ['a disabled hook', '- name: a.service\n  disabled: true\n  before: [kubelet.service]\n  manifest: |\n    ExecStart=/bin/true\n', { kopsVersion: '1.22.0' }],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  // kubelet gets WantedBy=multi-user.target in 1.21 (v1.20.3 vs v1.21.0:nodeup/pkg/model/kubelet.go); a manifest hook gets no [Install] (v1.36.2:nodeup/pkg/model/hooks.go); systemd.unit(5) Before=: only when both units are being started.
  {
    name: "the issue's sysctl hook, kops 1.36: kubelet is enabled, the hook is not",
    yaml: "- name: sysctl-tune.service\n  before: [kubelet.service]\n  manifest: |\n    Type=oneshot\n    ExecStart=/sbin/sysctl -w vm.max_map_count=262144\n",
    options: {"kopsVersion": "1.36.0"},
    hits: [
      { line: 2, column: 12, severity: 'warning', message: "sysctl-tune.service is ordered before kubelet.service, but at a reboot kubelet starts first: kubelet.service is enabled and starts at boot; sysctl-tune.service has no [Install], so only nodeup starts it, later." },
    ],
    fixed: "- name: sysctl-tune.service\n  before: [kubelet.service]\n  manifest: |\n    Type=oneshot\n    ExecStart=/sbin/sysctl -w vm.max_map_count=262144\n\n    [Install]\n    WantedBy=multi-user.target\n",
  },
  // Before 1.21 kubelet has no [Install] (v1.20.3:nodeup/pkg/model/kubelet.go): nodeup starts both, and no Service task waits for another (v1.20.3:upup/pkg/fi/nodeup/nodetasks/service.go GetDependencies).
  {
    name: "the same hook, kops 1.20.3: nodeup starts kubelet too",
    yaml: "- name: sysctl-tune.service\n  before: [kubelet.service]\n  manifest: |\n    Type=oneshot\n    ExecStart=/sbin/sysctl -w vm.max_map_count=262144\n",
    options: {"kopsVersion": "1.20.3"},
    hits: [
      { line: 2, column: 12, severity: 'warning', message: "sysctl-tune.service is ordered before kubelet.service, but at a reboot nothing makes it run first: nodeup starts both sysctl-tune.service and kubelet.service, in tasks that do not wait for each other (before kops 1.35 each restart blocks, but only its own task): its ordering before kubelet.service holds only if its job is queued before kubelet's starts." },
    ],
    fixed: "- name: sysctl-tune.service\n  before: [kubelet.service]\n  manifest: |\n    Type=oneshot\n    ExecStart=/sbin/sysctl -w vm.max_map_count=262144\n\n    [Install]\n    WantedBy=multi-user.target\n",
  },
  // No useRawManifest before 1.11; kops 1.10.1 writes [Install] only for exec hooks (1.10.1:nodeup/pkg/model/hooks.go).
  {
    name: "kops 1.10 wraps every manifest: the [Install] goes at its end",
    yaml: "- name: a.service\n  before: [kubelet.service]\n  manifest: |\n    Type=oneshot\n    ExecStart=/bin/true\n",
    options: {"kopsVersion": "1.10.1"},
    hits: [
      { line: 2, column: 12, severity: 'warning', message: "a.service is ordered before kubelet.service, but at a reboot nothing makes it run first: nodeup starts both a.service and kubelet.service, in tasks that do not wait for each other (before kops 1.35 each restart blocks, but only its own task): its ordering before kubelet.service holds only if its job is queued before kubelet's starts." },
    ],
    fixed: "- name: a.service\n  before: [kubelet.service]\n  manifest: |\n    Type=oneshot\n    ExecStart=/bin/true\n\n    [Install]\n    WantedBy=multi-user.target\n",
  },
  {
    name: "a raw manifest gets its own [Install]",
    yaml: "- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Before=kubelet.service\n    [Service]\n    Type=oneshot\n    ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 5, column: 5, severity: 'warning', message: "a.service is ordered before kubelet.service, but at a reboot kubelet starts first: kubelet.service is enabled and starts at boot; a.service has no [Install], so only nodeup starts it, later." },
    ],
    fixed: "- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Before=kubelet.service\n    [Service]\n    Type=oneshot\n    ExecStart=/bin/true\n\n    [Install]\n    WantedBy=multi-user.target\n",
  },
  // RequiredBy= pulls the hook into kubelet's transaction but orders nothing (systemd.unit(5): requirement and ordering are orthogonal).
  {
    name: "RequiredBy=kubelet.service without ordering: both start at boot, unordered",
    yaml: "- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Service]\n    Type=oneshot\n    ExecStart=/bin/true\n    [Install]\n    RequiredBy=kubelet.service\n",
    options: {},
    hits: [
      { line: 8, column: 5, severity: 'warning', message: "a.service is ordered before kubelet.service, but at a reboot nothing makes it run first: a.service and kubelet.service both start at boot, and nothing orders them." },
    ],
    fixed: "- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Before=kubelet.service\n\n    [Service]\n    Type=oneshot\n    ExecStart=/bin/true\n    [Install]\n    RequiredBy=kubelet.service\n",
  },
  {
    name: "a block before: list gets a new entry",
    yaml: "- name: a.service\n  before:\n  - network-online.target\n  manifest: |\n    Type=oneshot\n    ExecStart=/bin/true\n\n    [Install]\n    WantedBy=kubelet.service\n",
    options: {},
    hits: [
      { line: 9, column: 5, severity: 'warning', message: "a.service is ordered before kubelet.service, but at a reboot nothing makes it run first: a.service and kubelet.service both start at boot, and nothing orders them." },
    ],
    fixed: "- name: a.service\n  before:\n  - network-online.target\n  - kubelet.service\n  manifest: |\n    Type=oneshot\n    ExecStart=/bin/true\n\n    [Install]\n    WantedBy=kubelet.service\n",
  },
  {
    name: "only some groups: another group's hook pulls it in at boot",
    yaml: "apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nmetadata:\n  name: c.example.com\nspec:\n  hooks:\n  - name: a.service\n    before: [kubelet.service]\n    manifest: |\n      Type=oneshot\n      ExecStart=/bin/true\n---\napiVersion: kops.k8s.io/v1alpha2\nkind: InstanceGroup\nmetadata:\n  name: nodes-a\nspec:\n  role: Node\n  hooks:\n  - name: pull-a.service\n    useRawManifest: true\n    manifest: |\n      [Unit]\n      Wants=a.service\n      [Service]\n      ExecStart=/bin/true\n      [Install]\n      WantedBy=multi-user.target\n---\napiVersion: kops.k8s.io/v1alpha2\nkind: InstanceGroup\nmetadata:\n  name: nodes-b\nspec:\n  role: Node\n",
    options: {},
    hits: [
      { line: 8, column: 14, severity: 'warning', message: "a.service is ordered before kubelet.service, but at a reboot kubelet starts first on instance group nodes-b: kubelet.service is enabled and starts at boot; a.service has no [Install], so only nodeup starts it, later." },
    ],
    fixed: "apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nmetadata:\n  name: c.example.com\nspec:\n  hooks:\n  - name: a.service\n    before: [kubelet.service]\n    manifest: |\n      Type=oneshot\n      ExecStart=/bin/true\n\n      [Install]\n      WantedBy=multi-user.target\n---\napiVersion: kops.k8s.io/v1alpha2\nkind: InstanceGroup\nmetadata:\n  name: nodes-a\nspec:\n  role: Node\n  hooks:\n  - name: pull-a.service\n    useRawManifest: true\n    manifest: |\n      [Unit]\n      Wants=a.service\n      [Service]\n      ExecStart=/bin/true\n      [Install]\n      WantedBy=multi-user.target\n---\napiVersion: kops.k8s.io/v1alpha2\nkind: InstanceGroup\nmetadata:\n  name: nodes-b\nspec:\n  role: Node\n",
  },
  {
    name: "no fix where the manifest is not a literal block",
    yaml: "- {name: a.service, before: [kubelet.service], manifest: \"Type=oneshot\\nExecStart=/bin/true\\n\"}\n",
    options: {},
    hits: [
      { line: 1, column: 30, severity: 'warning', message: "a.service is ordered before kubelet.service, but at a reboot kubelet starts first: kubelet.service is enabled and starts at boot; a.service has no [Install], so only nodeup starts it, later. The manifest is not a literal block (`|`), so the edit cannot be placed exactly: add [Install] with WantedBy=multi-user.target by hand." },
    ],
    fixed: null,
  },
  // src/core/transaction.c deletes a job the boot only wants to break an ordering cycle.
  {
    name: "a cycle through kubelet: no fix, break the cycle",
    yaml: "- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n    Before=kubelet.service\n    After=kubelet.service\n    [Service]\n    ExecStart=/bin/true\n    [Install]\n    WantedBy=multi-user.target\n",
    options: {},
    hits: [
      { line: 5, column: 5, severity: 'warning', message: "a.service is ordered before kubelet.service, but at a reboot nothing makes it run first: a.service is on an ordering cycle (see the cycles of this group): at boot systemd deletes one job of the cycle to break it, and which one varies from boot to boot. Break the ordering cycle first (see ordering-cycle); then order it before kubelet." },
    ],
    fixed: null,
  },
  // No Docker from 1.29 (v1.28.7 vs v1.29.0:nodeup/pkg/model/docker.go).
  {
    name: "a requirement the node lacks: the hook never starts",
    yaml: "- name: a.service\n  before: [kubelet.service]\n  requires: [docker.service]\n  manifest: |\n    ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 2, column: 12, severity: 'warning', message: "a.service is ordered before kubelet.service, but at a reboot kubelet starts first: a.service requires docker.service, which this node lacks, so systemd refuses to start a.service: kops 1.36.2 has no Docker (removed in kops 1.29): there is no docker.service. Remove docker.service from its requirements (or make sure the node has it)." },
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
