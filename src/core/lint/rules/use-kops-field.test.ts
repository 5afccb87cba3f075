import { describe, expect, it } from 'vitest';
import { citationTag } from '../../kops/boundary.ts';
import { compareVersions, parseVersion } from '../../kops/version.ts';
import { KOPS_FIELDS } from '../kops-fields.ts';
import { runRule } from '../run-rule.ts';

const ID = 'use-kops-field';

// Hand-read at both sides of each first release (git show TAG:PATH in kubernetes/kops):
// sysctlParameters: 1.17.0:pkg/apis/kops/cluster.go:185 has it, 1.16.4:pkg/apis/kops/cluster.go has not;
// packages: v1.24.0:pkg/apis/kops/instancegroup.go:196 / v1.23.4:pkg/apis/kops/instancegroup.go;
// containerd.nvidiaGPU: v1.22.0:pkg/apis/kops/containerdconfig.go:40 / v1.21.5:pkg/apis/kops/containerdconfig.go;
// volumeMounts: 1.12.0:pkg/apis/kops/instancegroup.go:112 / 1.11.1:pkg/apis/kops/instancegroup.go;
// containerd.registryMirrors: v1.19.0:pkg/apis/kops/containerdconfig.go:30 / v1.18.3:pkg/apis/kops/containerdconfig.go.
const FIRST: Record<string, { at: string; before: string }> = {
  sysctlParameters: { at: '1.17.0', before: '1.16.4' },
  packages: { at: '1.24.0', before: '1.23.4' },
  'containerd.nvidiaGPU': { at: '1.22.0', before: '1.21.5' },
  volumeMounts: { at: '1.12.0', before: '1.11.1' },
  'containerd.registryMirrors': { at: '1.19.0', before: '1.18.3' },
};

const manifest = (name: string, ...lines: string[]): string => `- name: ${name}\n  manifest: |\n    Type=oneshot\n${lines.map((l) => `    ${l}\n`).join('')}`;

const CASES: Array<{ name: string; field: string; yaml: string; line: number; what: string }> = [
  { name: 'sysctl -w', field: 'sysctlParameters', yaml: manifest('s.service', 'ExecStart=/sbin/sysctl -w net.core.somaxconn=4096'), line: 4, what: 's.service only sets kernel parameters' },
  { name: 'a write under /proc/sys', field: 'sysctlParameters', yaml: manifest('s.service', 'ExecStart=/bin/sh -c "echo 1 > /proc/sys/net/ipv4/ip_forward"'), line: 4, what: 's.service only sets kernel parameters' },
  { name: 'apt-get update and install', field: 'packages', yaml: manifest('p.service', 'ExecStart=/bin/bash -c "apt-get update && apt-get install -y jq"'), line: 4, what: 'p.service only installs packages' },
  { name: 'yum install', field: 'packages', yaml: manifest('p.service', 'ExecStart=/usr/bin/yum install -y jq'), line: 4, what: 'p.service only installs packages' },
  { name: 'NVIDIA driver', field: 'containerd.nvidiaGPU', yaml: manifest('gpu.service', 'ExecStart=/bin/sh -c "apt-get install -y nvidia-driver-535; modprobe nvidia"'), line: 4, what: 'gpu.service installs NVIDIA drivers or the device plugin' },
  { name: 'format and mount', field: 'volumeMounts', yaml: manifest('d.service', 'ExecStartPre=/sbin/mkfs.ext4 /dev/nvme1n1', 'ExecStart=/bin/mount /dev/nvme1n1 /data'), line: 4, what: 'd.service formats and mounts a disk' },
  { name: 'registry config', field: 'containerd.registryMirrors', yaml: manifest('m.service', 'ExecStart=/bin/sh -c "mkdir -p /etc/containerd/certs.d/docker.io && cp /opt/hosts.toml /etc/containerd/certs.d/docker.io/"'), line: 4, what: "m.service writes containerd's registry configuration" },
];

const WHERE: Record<string, string> = {
  sysctlParameters: 'the Cluster or InstanceGroup spec',
  packages: 'the InstanceGroup spec',
  'containerd.nvidiaGPU': "the Cluster spec (or an InstanceGroup's `containerd`)",
  volumeMounts: 'the InstanceGroup spec',
  'containerd.registryMirrors': 'the Cluster spec',
};

describe(ID, () => {
  it('cites each field at both sides of its first release', () => {
    for (const f of Object.values(KOPS_FIELDS)) {
      const first = FIRST[f.field];
      expect(f.since).toBe(first?.at);
      expect(parseVersion(citationTag(f.sources.at) ?? '')).toEqual(parseVersion(first?.at ?? ''));
      expect(parseVersion(citationTag(f.sources.before) ?? '')).toEqual(parseVersion(first?.before ?? ''));
      expect(compareVersions(parseVersion(first?.before ?? '') ?? [0, 0, 0], parseVersion(f.since) ?? [0, 0, 0])).toBeLessThan(0);
    }
  });

  it.each(CASES)('$name: info at its first release and at 1.36.2, none in the release before', ({ field, yaml, line, what }) => {
    const first = FIRST[field] as { at: string; before: string };
    const message = `${what}: kops ${first.at} and later do this with \`${field}\` in ${WHERE[field]}, applied by nodeup at boot without a hook.`;
    const hit = { line, column: 5, severity: 'info', message };
    expect(runRule(ID, yaml, { kopsVersion: first.at })).toEqual({ hits: [hit], fixed: null });
    expect(runRule(ID, yaml, { kopsVersion: '1.36.2' })).toEqual({ hits: [hit], fixed: null });
    expect(runRule(ID, yaml, { kopsVersion: first.before }).hits).toEqual([]);
  });

  it.each([
    ['sysctl among other work', manifest('s.service', 'ExecStart=/bin/sh -c "sysctl -w vm.max_map_count=262144; /opt/tune.sh"')],
    ['a package install among other work', manifest('p.service', 'ExecStart=/bin/sh -c "apt-get install -y jq; /opt/setup.sh"')],
    ['mkfs without a mount', manifest('d.service', 'ExecStart=/sbin/mkfs.ext4 /dev/nvme1n1')],
    ['sysctl -p reads a file', manifest('s.service', 'ExecStart=/sbin/sysctl -p /etc/sysctl.d/99-x.conf')],
    ['the proposal (kops 1.10 design)', manifest('s.service', 'ExecStart=/sbin/sysctl -w a.b=1')],
  ])('no finding: %s', (name, yaml) => {
    expect(runRule(ID, yaml, name.startsWith('the proposal') ? { proposal: true } : { kopsVersion: '1.36.2' }).hits).toEqual([]);
  });

  it('reads an execContainer command too', () => {
    const yaml = '- name: s.service\n  execContainer:\n    image: busybox:1.36\n    command: [sysctl, -w, net.core.somaxconn=4096]\n';
    expect(runRule(ID, yaml, { kopsVersion: '1.36.2' }).hits.map((h) => [h.line, h.message.slice(0, 40)])).toEqual([[4, 's.service only sets kernel parameters: k']]);
  });

  // The rule reads a unit's commands only when its text mentions one of its words, and an
  // `[Install]` header is no mention of `install` (every exec unit has one). The exec unit installs
  // (its [Install] and its command both say it); the raw unit's only `install` is its header; the
  // escaped one is read (a backslash always is) and, as before the header stopped counting, is not
  // taken for an install.
  it('an [Install] header is not an install', () => {
    const raw = (name: string, command: string): string =>
      `- name: ${name}\n  useRawManifest: true\n  manifest: |\n    [Service]\n    Type=oneshot\n    ExecStart=${command}\n\n    [Install]\n    WantedBy=multi-user.target\n`;
    const yaml = '- name: p\n  execContainer:\n    image: busybox:1.36\n    command: [apt-get, install, -y, jq]\n'
      + raw('header.service', '/usr/bin/apt-get update') + raw('escaped.service', '/usr/bin/apt-get ins\\x74all -y jq');
    expect(runRule(ID, yaml, { kopsVersion: '1.36.2' }).hits.map((h) => [h.line, h.message.slice(0, 36)])).toEqual([[4, 'p.service only installs packages: ko']]);
  });
});
