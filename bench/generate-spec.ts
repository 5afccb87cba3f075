/**
 * Deterministic kops manifests for the benchmark: one Cluster plus `groups` InstanceGroups, with
 * `hooks` hooks spread over them in the mix operators really write (manifest hooks, exec
 * containers, raw units, roles, requires/before). The same seed always gives the same text.
 */
export interface GenerateOptions {
  hooks: number;
  groups?: number;
  seed?: number;
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ROLES = ['Node', 'Master'] as const;

function hookYaml(i: number, rnd: () => number, indent: string): string {
  const kind = rnd();
  const lines: string[] = [];
  const name = `hook-${i}${rnd() < 0.5 ? '.service' : ''}`;
  lines.push(`- name: ${name}`);
  if (rnd() < 0.3) lines.push(`  roles:`, `  - ${ROLES[Math.floor(rnd() * ROLES.length)]}`);
  if (kind < 0.2) {
    lines.push(
      `  execContainer:`,
      `    image: registry.example.com/tools/hook-${i}:1.${i % 7}`,
      `    command:`,
      `    - sh`,
      `    - -c`,
      `    - "echo hook ${i} && chroot /rootfs systemctl restart kubelet"`,
      `    environment:`,
      `      HOOK: "${i}"`,
    );
  } else if (kind < 0.35) {
    lines.push(
      `  useRawManifest: true`,
      `  manifest: |`,
      `    [Unit]`,
      `    Description=Raw hook ${i}`,
      `    Before=kubelet.service`,
      ``,
      `    [Service]`,
      `    Type=oneshot`,
      `    RemainAfterExit=yes`,
      `    ExecStart=/bin/sh -c 'echo raw ${i}'`,
      ``,
      `    [Install]`,
      `    WantedBy=multi-user.target`,
    );
  } else {
    if (rnd() < 0.5) lines.push(`  before:`, `  - kubelet.service`);
    if (rnd() < 0.3) lines.push(`  requires:`, `  - network-online.target`);
    lines.push(
      `  manifest: |`,
      `    Type=oneshot`,
      `    RemainAfterExit=yes`,
      `    ExecStart=/bin/echo hook-${i}`,
    );
  }
  return lines.map((l) => (l === '' ? '' : indent + l)).join('\n');
}

/**
 * A multi-document kops manifest with `hooks` hooks: a fifth on the Cluster, the rest on the
 * groups; with `groups: 0`, one Cluster holding them all (every group of the page then shows all).
 */
export function generateSpec({ hooks, groups = 20, seed = 42 }: GenerateOptions): string {
  const rnd = mulberry32(seed);
  const clusterCount = groups === 0 ? hooks : Math.floor(hooks / 5);
  const docs: string[] = [];
  const cluster = ['apiVersion: kops.k8s.io/v1alpha2', 'kind: Cluster', 'metadata:', '  name: bench.k8s.local', 'spec:'];
  cluster.push(clusterCount > 0 ? '  hooks:' : '  hooks: []');
  for (let i = 0; i < clusterCount; i++) cluster.push(hookYaml(i, rnd, '  '));
  docs.push(cluster.join('\n'));
  const perGroup = hooks - clusterCount;
  for (let g = 0; g < groups; g++) {
    const ig = [
      'apiVersion: kops.k8s.io/v1alpha2',
      'kind: InstanceGroup',
      'metadata:',
      `  name: ig-${g}`,
      '  labels:',
      '    kops.k8s.io/cluster: bench.k8s.local',
      'spec:',
      `  role: ${g === 0 ? 'Master' : 'Node'}`,
    ];
    const from = Math.floor((perGroup * g) / groups);
    const to = Math.floor((perGroup * (g + 1)) / groups);
    ig.push(to > from ? '  hooks:' : '  hooks: []');
    for (let i = from; i < to; i++) ig.push(hookYaml(clusterCount + i, rnd, '  '));
    docs.push(ig.join('\n'));
  }
  return docs.join('\n---\n') + '\n';
}
