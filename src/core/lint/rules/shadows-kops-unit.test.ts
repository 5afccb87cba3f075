import { describe, expect, it } from 'vitest';
import type { AnalyzeOptions } from '../../types.ts';
import { runRule, type RuleHit } from '../run-rule.ts';

// Rule table: valid inputs give no finding; each invalid input gives exactly these findings
// (1-based line and column in the YAML) and, after the first fix of each, exactly `fixed`.
// The units nodeup builds per era, role and runtime: ../shared/KOPS-NODE-UNITS.md section 1;
// AddTask is fatal on a duplicate key (v1.36.2:upup/pkg/fi/task.go). Each case cites its source.
const ID = 'shadows-kops-unit';

const VALID: Array<[string, string, AnalyzeOptions]> = [
  ["own name", "- name: prepare-kubelet.service\n  before: [kubelet.service]\n  manifest: ExecStart=/bin/true\n", {}],
  // v1.18.0:nodeup/pkg/model/containerd.go
  ["containerd.service in kops 1.10 (no containerd builder before 1.18)", "- name: containerd.service\n  manifest: ExecStart=/bin/true\n", { kopsVersion: '1.10.1' }],
  // v1.29.2:nodeup/pkg/model
  ["docker.service in kops 1.36 (no Docker)", "- name: docker.service\n  manifest: ExecStart=/bin/true\n", {}],
  // v1.28.7:nodeup/pkg/model/docker.go
  ["docker.service on a containerd node", "- name: docker.service\n  manifest: ExecStart=/bin/true\n", { kopsVersion: '1.28.7', runtime: 'containerd' }],
  // v1.28.7:nodeup/pkg/model/protokube.go
  ["protokube.service on workers of a cluster that is not gossip", "kind: Cluster\nmetadata:\n  name: example.com\nspec:\n  hooks:\n  - name: protokube.service\n    roles: [Node]\n    manifest: ExecStart=/bin/true\n", { kopsVersion: '1.28.7' }],
  // v1.36.2:nodeup/pkg/model/protokube.go
  ["protokube in kops 1.36, not gossip", "kind: Cluster\nmetadata:\n  name: example.com\nspec:\n  hooks:\n  - name: protokube\n    manifest: ExecStart=/bin/true\n", {}],
  // v1.36.2:nodeup/pkg/model/update_service.go
  ["update-service on Flatcar (kops yields to the hook)", "- name: update-service\n  manifest: ExecStart=/bin/true\n", { distro: 'flatcar' }],
  // v1.36.2:pkg/model/resources/nodeup.go
  ["kubelet.service only on bastions (no nodeup there)", "- name: kubelet.service\n  roles: [Bastion]\n  manifest: ExecStart=/bin/true\n", {}],
];

const INVALID: Array<{ name: string; yaml: string; options: AnalyzeOptions; hits: RuleHit[]; fixed: string | null }> = [
  // v1.36.2:nodeup/pkg/model/kubelet.go
  {
    name: "kubelet",
    yaml: "- name: kubelet.service\n  manifest: ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 1, column: 9, severity: 'error', message: "Hook `kubelet.service` writes kubelet.service, which nodeup itself builds on instance groups ControlPlane, Node (the node agent): nodeup aborts with \"found duplicate tasks with name \\\"Service/kubelet.service\\\"\". nodeup stops while it collects its tasks, before running any: none of this group's units is written, kubelet is never configured and the node never joins the cluster." },
    ],
    fixed: null,
  },
  // v1.36.2:upup/pkg/fi/task.go
  {
    name: "kubelet without suffix, disabled",
    yaml: "- name: kubelet\n  disabled: true\n",
    options: {},
    hits: [
      { line: 1, column: 9, severity: 'error', message: "Hook `kubelet` writes kubelet.service, which nodeup itself builds on instance groups ControlPlane, Node (the node agent): nodeup aborts with \"found duplicate tasks with name \\\"Service/kubelet.service\\\"\". nodeup stops while it collects its tasks, before running any: none of this group's units is written, kubelet is never configured and the node never joins the cluster." },
    ],
    fixed: null,
  },
  // v1.36.2:nodeup/pkg/model/containerd.go
  {
    name: "containerd.service in kops 1.36",
    yaml: "- name: containerd.service\n  manifest: ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 1, column: 9, severity: 'error', message: "Hook `containerd.service` writes containerd.service, which nodeup itself builds on instance groups ControlPlane, Node (the container runtime): nodeup aborts with \"found duplicate tasks with name \\\"Service/containerd.service\\\"\". nodeup stops while it collects its tasks, before running any: none of this group's units is written, kubelet is never configured and the node never joins the cluster." },
    ],
    fixed: null,
  },
  // v1.18.0:pkg/model/components/containerd.go
  {
    name: "containerd.service on docker in kops 1.19 (depends on the Docker version)",
    yaml: "- name: containerd.service\n  manifest: ExecStart=/bin/true\n",
    options: { kopsVersion: '1.19.2', runtime: 'docker' },
    hits: [
      { line: 1, column: 9, severity: 'error', message: "Hook `containerd.service` writes containerd.service, which nodeup itself builds on instance groups ControlPlane, Node, only with Docker 18.09 or later (spec.docker.version, else kops's default: 18.09 or later for Kubernetes 1.16+): there nodeup aborts with \"found duplicate tasks with name \\\"Service/containerd.service\\\"\" and the node never joins the cluster." },
    ],
    fixed: null,
  },
  // v1.28.7:nodeup/pkg/model/docker.go
  {
    name: "docker.service on a docker node",
    yaml: "- name: docker.service\n  manifest: ExecStart=/bin/true\n",
    options: { kopsVersion: '1.28.7', runtime: 'docker' },
    hits: [
      { line: 1, column: 9, severity: 'error', message: "Hook `docker.service` writes docker.service, which nodeup itself builds on instance groups ControlPlane, Node (the Docker runtime): nodeup aborts with \"found duplicate tasks with name \\\"Service/docker.service\\\"\". nodeup stops while it collects its tasks, before running any: none of this group's units is written, kubelet is never configured and the node never joins the cluster." },
    ],
    fixed: null,
  },
  // v1.28.7:nodeup/pkg/model/docker.go
  {
    name: "docker.service on Flatcar (drop-in only)",
    yaml: "- name: docker.service\n  manifest: ExecStart=/bin/true\n",
    options: { kopsVersion: '1.28.7', runtime: 'docker', distro: 'flatcar' },
    hits: [
      { line: 1, column: 9, severity: 'error', message: "Hook `docker.service` writes docker.service over the OS unit that kops configures with a drop-in on instance groups ControlPlane, Node (the Docker runtime)." },
    ],
    fixed: null,
  },
  // v1.15.3:nodeup/pkg/model/docker.go
  {
    name: "docker.socket in kops 1.15 (tarball Docker only)",
    yaml: "- name: docker.socket\n  useRawManifest: true\n  manifest: \"[Socket]\\nListenStream=/run/x.sock\\n\"\n",
    options: { kopsVersion: '1.15.3' },
    hits: [
      { line: 1, column: 9, severity: 'error', message: "Hook `docker.socket` writes docker.socket, which nodeup itself builds on instance groups ControlPlane, Node, only when Docker is installed from a tarball: there nodeup aborts with \"found duplicate tasks with name \\\"Service/docker.socket\\\"\" and the node never joins the cluster." },
    ],
    fixed: null,
  },
  // v1.28.7:nodeup/pkg/model/protokube.go
  {
    name: "protokube.service without a Cluster: control plane for sure, workers if gossip",
    yaml: "- name: protokube.service\n  manifest: ExecStart=/bin/true\n",
    options: { kopsVersion: '1.28.7' },
    hits: [
      { line: 1, column: 9, severity: 'error', message: "Hook `protokube.service` writes protokube.service, which nodeup itself builds on instance group ControlPlane (kops's control-plane helper): nodeup aborts with \"found duplicate tasks with name \\\"Service/protokube.service\\\"\". nodeup stops while it collects its tasks, before running any: none of this group's units is written, kubelet is never configured and the node never joins the cluster." },
      { line: 1, column: 9, severity: 'error', message: "Hook `protokube.service` writes protokube.service, which nodeup itself builds on instance group Node, only in gossip clusters (names ending in .k8s.local, DNS topology not None): there nodeup aborts with \"found duplicate tasks with name \\\"Service/protokube.service\\\"\" and the node never joins the cluster." },
    ],
    fixed: null,
  },
  // v1.36.2:nodeup/pkg/model/protokube.go
  {
    name: "protokube in kops 1.36, gossip",
    yaml: "kind: Cluster\nmetadata:\n  name: example.k8s.local\nspec:\n  hooks:\n  - name: protokube\n    manifest: ExecStart=/bin/true\n",
    options: {},
    hits: [
      // A worker gets protokube only without API server IPs in its boot config (v1.36.0:nodeup/pkg/model/protokube.go:48).
      { line: 6, column: 11, severity: 'error', message: "Hook `protokube` writes protokube.service, which nodeup itself builds on instance group ControlPlane (kops's control-plane helper): nodeup aborts with \"found duplicate tasks with name \\\"Service/protokube.service\\\"\". nodeup stops while it collects its tasks, before running any: none of this group's units is written, kubelet is never configured and the node never joins the cluster." },
      { line: 6, column: 11, severity: 'error', message: "Hook `protokube` writes protokube.service, which nodeup itself builds on instance group Node, only on workers whose boot config has no API server IPs (not where kops-controller is reached through the API load balancer, nor on Hetzner, Scaleway, DigitalOcean or metal): there nodeup aborts with \"found duplicate tasks with name \\\"Service/protokube.service\\\"\" and the node never joins the cluster." },
    ],
    fixed: null,
  },
  // v1.36.2:nodeup/pkg/bootstrap/install.go
  {
    name: "kops-configuration.service (separate install run)",
    yaml: "- name: kops-configuration.service\n  manifest: ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 1, column: 9, severity: 'error', message: "Hook `kops-configuration.service` writes kops-configuration.service over nodeup's own unit: that unit is installed by a separate nodeup run, so nothing catches the collision, and from then on the nodes of instance groups ControlPlane, Node run your hook instead of nodeup at every boot." },
    ],
    fixed: null,
  },
  // v1.36.2:nodeup/pkg/model/firewall.go
  {
    name: "kubernetes-iptables-setup",
    yaml: "- name: kubernetes-iptables-setup\n  manifest: ExecStart=/bin/true\n",
    options: {},
    hits: [
      { line: 1, column: 9, severity: 'error', message: "Hook `kubernetes-iptables-setup` writes kubernetes-iptables-setup.service, which nodeup itself builds on instance groups ControlPlane, Node (sets up iptables for Kubernetes): nodeup aborts with \"found duplicate tasks with name \\\"Service/kubernetes-iptables-setup.service\\\"\". nodeup stops while it collects its tasks, before running any: none of this group's units is written, kubelet is never configured and the node never joins the cluster." },
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
