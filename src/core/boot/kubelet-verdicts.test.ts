import { describe, expect, it } from 'vitest';
import { analyze } from '../index.ts';
import type { AnalyzeOptions } from '../types.ts';
import { bootGraph } from './boot-graph.ts';
import type { BeforeKubelet, KubeletVerdict } from './types.ts';

/** The verdict of `unit` in group `group` (default: the first group that runs nodeup). */
export function verdictOf(text: string, options: AnalyzeOptions, unit: string, group?: string): KubeletVerdict | undefined {
  const analysis = analyze(text, options);
  const g = analysis.groups.find((x) => (group ? x.name === group : x.runsNodeup));
  return g ? bootGraph(analysis, g).verdicts.find((v) => v.unit === unit) : undefined;
}

const ig = (role: string, hooks: string): string =>
  `apiVersion: kops.k8s.io/v1alpha2\nkind: InstanceGroup\nmetadata:\n  name: ig\nspec:\n  role: ${role}\n  hooks:\n${hooks.replace(/^/gm, '  ')}`;

// The issue's hook, as written, and with the fix (an [Install] at the end of the wrapped manifest).
const SYSCTL = '- name: sysctl-tune.service\n  before: [kubelet.service]\n  manifest: |\n    Type=oneshot\n    ExecStart=/sbin/sysctl -w vm.max_map_count=262144\n';
const SYSCTL_FIXED = `${SYSCTL}\n    [Install]\n    WantedBy=multi-user.target\n`;
const EXEC = (before: boolean): string => `- name: prep\n${before ? '  before: [kubelet.service]\n' : ''}  execContainer:\n    image: busybox\n    command: [sh, -c, 'true']\n`;
const RAW = (unitLines: string, install: string): string =>
  `- name: r.service\n  useRawManifest: true\n  manifest: |\n    [Unit]\n${unitLines.split('\n').map((l) => `    ${l}\n`).join('')}    [Service]\n    Type=oneshot\n    ExecStart=/bin/true\n${install ? `    [Install]\n    ${install}\n` : ''}`;

interface Case {
  name: string;
  /** Why the verdict is what it is, with the source it rests on. */
  because: string;
  role?: string;
  hooks: string;
  options: AnalyzeOptions;
  unit: string;
  expect: { firstBoot: BeforeKubelet; reboot: BeforeKubelet };
  why: string;
}

// Facts every case rests on:
// - systemd orders jobs, not unit files: "if ... both units are being started" (systemd.unit(5),
//   Before=/After=); a start job waits only for units that have a job (src/core/job.c,
//   job_is_runnable looks at `other->job`).
// - No Service task of nodeup waits for another, and ready tasks run in parallel
//   (1.10.1 and v1.36.2:upup/pkg/fi/nodeup/nodetasks/service.go GetDependencies;
//   1.10.1 and v1.36.2:upup/pkg/fi/executor.go forkJoin).
// - kops-configuration.service (nodeup) is WantedBy=multi-user.target with no After= lines
//   (1.10.1 and v1.36.2:nodeup/pkg/bootstrap/install.go).
const CASES: Case[] = [
  {
    name: 'the issue\'s hook at kops 1.36: no at a reboot',
    because: 'kubelet is WantedBy=multi-user.target from 1.21.0 (none at v1.20.3, set at v1.21.0:nodeup/pkg/model/kubelet.go); a manifest hook gets no [Install] (v1.36.2:nodeup/pkg/model/hooks.go sets it only for exec hooks)',
    hooks: SYSCTL, options: { kopsVersion: '1.36.0' }, unit: 'sysctl-tune.service', expect: { firstBoot: 'race', reboot: 'no' },
    why: 'kubelet.service is enabled and starts at boot; sysctl-tune.service has no [Install], so only nodeup starts it, later.',
  },
  {
    name: 'the same at 1.21.0, the first release with kubelet enabled',
    because: 'v1.21.0:nodeup/pkg/model/kubelet.go manifest.Set("Install", "WantedBy", "multi-user.target")',
    hooks: SYSCTL, options: { kopsVersion: '1.21.0' }, unit: 'sysctl-tune.service', expect: { firstBoot: 'race', reboot: 'no' },
    why: 'kubelet.service is enabled and starts at boot; sysctl-tune.service has no [Install], so only nodeup starts it, later.',
  },
  {
    name: 'the same at 1.20.3, the last patch before: nodeup starts both, a race',
    because: 'v1.20.3:nodeup/pkg/model/kubelet.go writes no [Install]: nodeup starts kubelet, in a task that waits for no other Service task',
    hooks: SYSCTL, options: { kopsVersion: '1.20.3' }, unit: 'sysctl-tune.service', expect: { firstBoot: 'race', reboot: 'race' },
    why: 'nodeup starts both sysctl-tune.service and kubelet.service, in tasks that do not wait for each other (before kops 1.35 each restart blocks, but only its own task): its ordering before kubelet.service holds only if its job is queued before kubelet\'s starts.',
  },
  {
    name: 'fixed, at 1.36: both start at boot, ordered',
    because: 'WantedBy=multi-user.target puts the hook in the boot transaction with kubelet; Before= binds there',
    hooks: SYSCTL_FIXED, options: { kopsVersion: '1.36.0' }, unit: 'sysctl-tune.service', expect: { firstBoot: 'race', reboot: 'yes' },
    why: 'sysctl-tune.service and kubelet.service both start at boot, and kubelet.service waits for sysctl-tune.service to finish (sysctl-tune.service → kubelet.service).',
  },
  {
    name: 'fixed, at 1.20.3: the hook starts at boot, kubelet later with nodeup',
    because: 'nodeup queues kubelet\'s job after the boot\'s: the hook\'s boot job is done or still queued, and kubelet waits for it',
    hooks: SYSCTL_FIXED, options: { kopsVersion: '1.20.3' }, unit: 'sysctl-tune.service', expect: { firstBoot: 'race', reboot: 'yes' },
    why: 'sysctl-tune.service starts at boot, and kubelet.service only when nodeup starts it (kubelet has no [Install] before kops 1.21), after sysctl-tune.service (sysctl-tune.service → kubelet.service).',
  },
  {
    name: 'fixed, on a kops 1.15 control plane: protokube starts kubelet',
    because: 'v1.15.3:nodeup/pkg/model/kubelet.go declares kubelet stopped on masters, and v1.15.3:protokube/pkg/protokube/kube_boot.go runs `systemctl start --no-block kubelet`',
    role: 'Master', hooks: SYSCTL_FIXED, options: { kopsVersion: '1.15.0' }, unit: 'sysctl-tune.service', expect: { firstBoot: 'race', reboot: 'yes' },
    why: 'sysctl-tune.service starts at boot, and kubelet.service only when protokube starts it (kops 1.15.0 control plane: nodeup declares kubelet stopped), after sysctl-tune.service (sysctl-tune.service → kubelet.service).',
  },
  {
    name: 'first boot before --no-block (1.34.3): still a race',
    because: 'v1.34.3:upup/pkg/fi/nodeup/nodetasks/service.go runs `systemctl restart` without --no-block: the call blocks its own task only',
    hooks: SYSCTL_FIXED, options: { kopsVersion: '1.34.3' }, unit: 'sysctl-tune.service', expect: { firstBoot: 'race', reboot: 'yes' },
    why: 'sysctl-tune.service and kubelet.service both start at boot, and kubelet.service waits for sysctl-tune.service to finish (sysctl-tune.service → kubelet.service).',
  },
  {
    name: 'an exec hook before kubelet, containerd: yes at a reboot',
    because: 'v1.36.2:nodeup/pkg/model/hooks.go buildContainerdService sets WantedBy=multi-user.target and Requires=containerd.service',
    hooks: EXEC(true), options: { kopsVersion: '1.36.0' }, unit: 'prep.service', expect: { firstBoot: 'race', reboot: 'yes' },
    why: 'prep.service and kubelet.service both start at boot, and kubelet.service waits for prep.service to finish (prep.service → kubelet.service).',
  },
  {
    name: 'an exec hook before kubelet, Docker at 1.20.3: yes, though kubelet waits for nodeup',
    because: 'v1.20.3:nodeup/pkg/model/hooks.go buildDockerService sets WantedBy=multi-user.target; kubelet has no [Install] yet',
    hooks: EXEC(true), options: { kopsVersion: '1.20.3', runtime: 'docker' }, unit: 'prep.service', expect: { firstBoot: 'race', reboot: 'yes' },
    why: 'prep.service starts at boot, and kubelet.service only when nodeup starts it (kubelet has no [Install] before kops 1.21), after prep.service (prep.service → kubelet.service).',
  },
  {
    name: 'an exec hook with no before:, 1.36: both at boot, unordered',
    because: 'kops adds Requires= on the runtime, never After= or Before= (v1.36.2:nodeup/pkg/model/hooks.go)',
    hooks: EXEC(false), options: { kopsVersion: '1.36.0' }, unit: 'prep.service', expect: { firstBoot: 'race', reboot: 'race' },
    why: 'prep.service and kubelet.service both start at boot, and nothing orders them.',
  },
  {
    name: 'before the runtime, on containerd: kubelet waits through containerd.service',
    because: 'kubelet is After=containerd.service (v1.36.2:nodeup/pkg/model/kubelet.go)',
    hooks: RAW('Before=containerd.service', 'WantedBy=multi-user.target'), options: { kopsVersion: '1.36.0' }, unit: 'r.service', expect: { firstBoot: 'race', reboot: 'yes' },
    why: 'r.service and kubelet.service both start at boot, and kubelet.service waits for r.service to finish (r.service → containerd.service → kubelet.service).',
  },
  {
    name: 'before containerd.service on a Docker node of 1.21: through docker.service',
    because: 'docker.service is After=containerd.service (v1.21.5:nodeup/pkg/model/docker.go), kubelet After=docker.service (v1.21.5:nodeup/pkg/model/kubelet.go)',
    hooks: RAW('Before=containerd.service', 'WantedBy=multi-user.target'), options: { kopsVersion: '1.21.0', runtime: 'docker' }, unit: 'r.service', expect: { firstBoot: 'race', reboot: 'yes' },
    why: 'r.service and kubelet.service both start at boot, and kubelet.service waits for r.service to finish (r.service → containerd.service → docker.service → kubelet.service).',
  },
  {
    name: 'before containerd.service on a kops 1.15 Docker node: kops has no containerd.service there',
    because: 'the containerd builder first appears in v1.18.0 (v1.18.0:nodeup/pkg/model/containerd.go); Docker\'s package may ship a unit, but nothing the graph can see orders it',
    hooks: RAW('Before=containerd.service', 'WantedBy=multi-user.target'), options: { kopsVersion: '1.15.0', runtime: 'docker' }, unit: 'r.service', expect: { firstBoot: 'race', reboot: 'race' },
    why: 'r.service starts at boot and kubelet.service when nodeup starts it (kubelet has no [Install] before kops 1.21), and nothing orders them.',
  },
  {
    name: 'RequiredBy=kubelet.service at 1.20.3: starting kubelet queues the hook with it',
    because: 'an enabled RequiredBy= is a Requires= of kubelet (systemd.unit(5) [Install]), so nodeup\'s start of kubelet pulls the hook into the same transaction',
    hooks: RAW('Before=kubelet.service', 'RequiredBy=kubelet.service'), options: { kopsVersion: '1.20.3' }, unit: 'r.service', expect: { firstBoot: 'race', reboot: 'yes' },
    why: 'Starting kubelet.service queues r.service with it, and kubelet.service waits for it (r.service → kubelet.service).',
  },
  {
    name: 'After=kubelet.service: no, on both boots',
    because: 'where both jobs exist, the After= one waits (systemd.unit(5))',
    hooks: RAW('After=kubelet.service', 'WantedBy=multi-user.target'), options: { kopsVersion: '1.36.0' }, unit: 'r.service', expect: { firstBoot: 'no', reboot: 'no' },
    why: 'r.service is ordered after kubelet.service (kubelet.service → r.service).',
  },
  {
    name: 'a disabled hook never runs',
    because: 'nodeup writes no file for a disabled hook and stops it (v1.36.2:nodeup/pkg/model/hooks.go)',
    hooks: '- name: off.service\n  enabled: false\n  before: [kubelet.service]\n  manifest: |\n    ExecStart=/bin/true\n', options: { kopsVersion: '1.36.0' }, unit: 'off.service', expect: { firstBoot: 'no', reboot: 'no' },
    why: 'off.service is disabled: nodeup writes no file and stops it, so it never runs.',
  },
];

describe('does a hook run before kubelet? (kubeletVerdicts)', () => {
  it.each(CASES)('$name', (c) => {
    const text = c.name.startsWith('a disabled') ? `apiVersion: kops.k8s.io/v1alpha3\nkind: InstanceGroup\nmetadata:\n  name: ig\nspec:\n  role: Node\n  hooks:\n${c.hooks.replace(/^/gm, '  ')}` : ig(c.role ?? 'Node', c.hooks);
    const v = verdictOf(text, c.options, c.unit, 'ig');
    expect(c.because.length).toBeGreaterThan(20);
    expect(v?.beforeKubelet).toEqual(c.expect);
    expect(v?.why.reboot).toBe(c.why);
  });

  it('says which restart nodeup does on a first boot: blocking until 1.34.3, --no-block from 1.35.0', () => {
    // v1.34.3 vs v1.35.0:upup/pkg/fi/nodeup/nodetasks/service.go (`args = append(args, "--no-block")`).
    const before = verdictOf(ig('Node', SYSCTL), { kopsVersion: '1.34.3' }, 'sysctl-tune.service');
    const after = verdictOf(ig('Node', SYSCTL), { kopsVersion: '1.35.0' }, 'sysctl-tune.service');
    expect(before?.why.firstBoot).toBe('A first boot (every node a rolling update brings is one) is nodeup\'s: it starts sysctl-tune.service and kubelet.service in tasks that do not wait for each other (before kops 1.35 each restart blocks, but only its own task): its ordering before kubelet.service holds only if its job is queued before kubelet\'s starts.');
    expect(after?.why.firstBoot).toBe('A first boot (every node a rolling update brings is one) is nodeup\'s: it starts sysctl-tune.service and kubelet.service in tasks that do not wait for each other (kops 1.35.0 queues each restart with --no-block): its ordering before kubelet.service holds only if its job is queued before kubelet\'s starts.');
  });

  it('the graph no longer claims kubelet waits for a hook only nodeup starts, and does once it is fixed', () => {
    const graphOf = (hooks: string) => {
      const a = analyze(ig('Node', hooks), { kopsVersion: '1.36.0' });
      return bootGraph(a, a.groups[0] as (typeof a.groups)[number]);
    };
    const broken = graphOf(SYSCTL);
    expect(broken.kubeletWaitsFor).not.toContain('sysctl-tune.service');
    expect(broken.kubeletHangs).toEqual([]);
    // The edge is still in the graph, marked as not holding at a reboot.
    expect(broken.edges.find((e) => e.from === 'sysctl-tune.service' && e.to === 'kubelet.service')?.holds).toBe(false);
    const fixed = graphOf(SYSCTL_FIXED);
    expect(fixed.kubeletWaitsFor).toContain('sysctl-tune.service');
    expect(fixed.edges.find((e) => e.from === 'sysctl-tune.service' && e.to === 'kubelet.service')?.holds).toBe(true);
  });
});

describe('a hook that runs a fileAsset of its node', () => {
  // Every Service task depends on every File task (1.8.1:upup/pkg/fi/nodeup/nodetasks/service.go:73,
  // v1.36.2:upup/pkg/fi/nodeup/nodetasks/service.go:99): the file is there before the hook starts.
  const spec = (assetRoles: string): string =>
    'apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nmetadata:\n  name: c\nspec:\n  fileAssets:\n  - name: tune\n    path: /opt/bin/tune.sh\n    mode: "0755"\n'
    + `${assetRoles}    content: |\n      #!/bin/sh\n  hooks:\n  - name: tune.service\n    before: [kubelet.service]\n    manifest: |\n      Type=oneshot\n      ExecStartPre=-/opt/bin/tune.sh\n      ExecStart=/opt/bin/tune.sh\n`;
  const plain = verdictOf(spec('    roles: [ControlPlane]\n'), {}, 'tune.service', 'Node');

  it('says when the file is there, on both timelines, after the sentence it had', () => {
    const v = verdictOf(spec(''), {}, 'tune.service', 'Node');
    expect(v?.why).toEqual({
      firstBoot: `${plain?.why.firstBoot ?? ''} It runs the fileAsset /opt/bin/tune.sh, which nodeup writes before it starts any hook (every Service task waits for every File task).`,
      reboot: `${plain?.why.reboot ?? ''} It runs the fileAsset /opt/bin/tune.sh, which is on disk already from nodeup's first run.`,
    });
    expect(v?.beforeKubelet).toEqual(plain?.beforeKubelet);
  });

  it('says nothing where the node has no such file (a fileAsset of another role)', () => {
    expect(plain?.why.firstBoot).not.toContain('fileAsset');
    expect(plain?.why.reboot).not.toContain('fileAsset');
  });
});
