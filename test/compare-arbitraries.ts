import fc from 'fast-check';
import { KOPS_ERAS } from '../src/core/kops/behaviour.ts';
import type { AnalyzeOptions } from '../src/core/types.ts';

/** Hooks that touch every switch: suffixes, raw manifests, exec containers, roles, disabled, names nodeup builds itself. */
const HOOKS = [
  '- name: swap1.swap\n  manifest: |\n    [Swap]\n    What=/swap1\n',
  '- name: data.mount\n  useRawManifest: true\n  manifest: |\n    [Mount]\n    What=/dev/xvdb\n    Where=/data\n',
  '- execContainer:\n    image: busybox\n    command: [sh, -c, "echo hi"]\n    environment:\n      A: "1"\n',
  '- roles: [Master]\n  manifest: |\n    ExecStart=/bin/true\n',
  '- roles: [Node]\n  manifest: |\n    ExecStart=/bin/false\n',
  '- manifest: |\n    Type=oneshot\n    ExecStart=/bin/true\n',
  '- name: off.service\n  disabled: true\n  manifest: |\n    ExecStart=/bin/true\n',
  '- name: on.service\n  enabled: false\n  manifest: |\n    ExecStart=/bin/true\n',
  '- name: docker.service\n  manifest: |\n    ExecStart=/usr/bin/dockerd\n',
  '- name: containerd.service\n  manifest: |\n    ExecStart=/usr/bin/containerd\n',
  '- name: needs-docker.service\n  requires: [docker.service]\n  manifest: |\n    ExecStart=/usr/bin/docker info\n',
  '- name: raw-name\n  useRawName: true\n  useRawManifest: true\n  manifest: |\n    [Service]\n    ExecStart=/bin/true\n',
  '- name: same\n  manifest: "ExecStart=/bin/a\\n"\n- name: same.service\n  manifest: "ExecStart=/bin/b\\n"\n',
];

const hooks = fc.array(fc.constantFrom(...HOOKS), { maxLength: 5 }).map((h) => (h.length > 0 ? `  hooks:\n${h.join('').replace(/^/gm, '  ')}` : ''));

const cluster = fc.record({
  api: fc.constantFrom('v1alpha2', 'v1alpha3'),
  runtime: fc.constantFrom('', '  containerRuntime: docker\n', '  containerRuntime: containerd\n'),
  kubernetes: fc.constantFrom('', '  kubernetesVersion: 1.19.16\n', '  kubernetesVersion: 1.28.0\n'),
  hooks,
}).map((c) => `apiVersion: kops.k8s.io/${c.api}\nkind: Cluster\nmetadata:\n  name: a.k8s.local\nspec:\n${c.runtime}${c.kubernetes}${c.hooks}`);

const instanceGroup = fc.record({
  name: fc.constantFrom('nodes', 'masters', 'gpu', 'bastions'),
  role: fc.constantFrom('Node', 'Master', 'ControlPlane', 'Bastion'),
  api: fc.constantFrom('v1alpha2', 'v1alpha3'),
  hooks,
}).map((g) => `apiVersion: kops.k8s.io/${g.api}\nkind: InstanceGroup\nmetadata:\n  name: ${g.name}\nspec:\n  role: ${g.role}\n${g.hooks}`);

/** Realistic kops manifests: a Cluster, maybe InstanceGroups, or a bare hooks list; sometimes broken YAML. */
export const specText = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(cluster, fc.array(instanceGroup, { maxLength: 3 })).map(([c, igs]) => [c, ...igs].join('---\n')) },
  { weight: 2, arbitrary: hooks.map((h) => h.replace(/^ {2}/gm, '')) },
  { weight: 1, arbitrary: fc.string({ maxLength: 80 }) },
);

const VERSIONS = ['proposal', ...KOPS_ERAS.map((e) => e.versions[e.versions.length - 1] as string), '1.20.2', '1.8.1'];

/** A side of a comparison: any era's version (or the proposal), with or without a runtime. */
export const sideOptions: fc.Arbitrary<AnalyzeOptions> = fc.record({
  version: fc.constantFrom(...VERSIONS),
  runtime: fc.constantFrom(undefined, 'docker' as const, 'containerd' as const),
}).map(({ version, runtime }) => ({ ...(version === 'proposal' ? { proposal: true } : { kopsVersion: version }), ...(runtime ? { runtime } : {}) }));
