import { dockerRunsContainerd, gossip, kubernetesBelow, networkingIs, sliceName, slicesApply, type Known } from './node-unit-conditions.ts';
import type { HookCollision, NodeContext, NodeUnit } from './node-units.ts';

/** A unit nodeup builds or manages on a node, and whether the spec settles that it does (`known`: true, or undefined for maybe). */
export interface UnitPresence {
  unit: string;
  known: true | undefined;
  origin: NodeUnit['origin'];
  /** nodeup leaves this unit out when a hook has its name (update-service). */
  yieldsToHook?: true;
  /** How nodeup meets a hook of this name when that is not an `AddTask` abort (NodeUnit.hookCollision). */
  hookCollision?: HookCollision;
}

/** containerd.service (its drop-in on Flatcar and COS): on containerd nodes, beside Docker 18.09+ (or a listed Docker in 1.18); Flatcar's drop-in per flatcarContainerdDropIn. */
function containerdKnown(ctx: NodeContext): Known {
  const nb = ctx.behaviour.node;
  if (!nb.containerdBuilder) return false;
  const installed: Known = ctx.runtime === 'containerd' ? true : dockerRunsContainerd(ctx);
  return ctx.distro !== 'flatcar' || nb.flatcarContainerdDropIn === 'containerd-installed' ? installed
    : nb.flatcarContainerdDropIn === 'always' || ctx.runtime === 'containerd';
}

/** docker-healthcheck: every Debian node (1.8–1.17); healthCheck or Kubernetes < 1.18 on Debian (1.18–1.22, v1.18.0:nodeup/pkg/model/docker.go:485); healthCheck (1.23+). */
function healthCheckKnown(ctx: NodeContext): Known {
  const mode = ctx.behaviour.node.dockerHealthCheck;
  if (mode === 'debian') return ctx.distro === 'debian';
  if (ctx.cluster?.settings.dockerHealthCheck === true) return true;
  if (mode === 'opt-in' || ctx.distro !== 'debian') return ctx.cluster ? false : undefined;
  return kubernetesBelow(ctx, 18);
}

/** protokube.service: the control plane and gossip clusters; from 1.36 gossip clusters only, and there workers only without API server IPs (maybe). */
function protokubeKnown(ctx: NodeContext): Known {
  const g = gossip(ctx);
  const worker = ctx.role !== 'ControlPlane';
  if (ctx.behaviour.node.protokube === 'gossip-only') return g === false ? false : worker ? undefined : g;
  return worker ? g : true;
}

/** update-service.service on Flatcar: from 1.14 with updatePolicy external (the InstanceGroup's first from 1.20), on every Flatcar node from 1.26. */
function updateServiceKnown(ctx: NodeContext): Known {
  const mode = ctx.behaviour.node.updateService;
  if (ctx.distro !== 'flatcar' || mode === 'none') return false;
  if (mode === 'flatcar') return true;
  const policy = (mode === 'flatcar-external-ig-first' ? ctx.instanceGroup?.updatePolicy : undefined) ?? ctx.cluster?.settings.updatePolicy;
  return policy !== undefined ? policy === 'external' : ctx.cluster ? false : undefined;
}

/** The slices of kubelet's cgroup settings, when they apply (`buildCgroupService`). */
export function nodeSlices(ctx: NodeContext): { known: Known; kubelet?: string; runtime?: string; all: string[] } {
  const known = slicesApply(ctx);
  if (known === false) return { known, all: [] };
  const s = ctx.cluster?.settings;
  const kubelet = sliceName(s?.kubeletCgroups);
  const runtime = sliceName(s?.runtimeCgroups);
  const all = [...new Set([kubelet, runtime, sliceName(s?.systemCgroups)].filter((x): x is string => x !== undefined))];
  return { known, ...(kubelet ? { kubelet } : {}), ...(runtime ? { runtime } : {}), all };
}

/**
 * Which units nodeup builds or manages on a node of `ctx.role`, in order, without their words and
 * lines (node-units.ts adds those, for the graph, lint and the comparison): all that planning needs
 * to tell a hook that collides with one of them, so it is all of it the page's first paint loads.
 * A bastion runs no nodeup, so it has none; a unit the spec rules out is left out.
 */
export function nodeUnitSet(ctx: NodeContext): UnitPresence[] {
  if (ctx.role === 'Bastion') return [];
  const nb = ctx.behaviour.node;
  const out: UnitPresence[] = [];
  const add = (unit: string, known: Known, origin: NodeUnit['origin'] = 'task', extra: Pick<UnitPresence, 'yieldsToHook' | 'hookCollision'> = {}): void => {
    if (known !== false) out.push({ unit, known: known === true ? true : undefined, origin, ...extra });
  };
  const flatcarLike = ctx.distro === 'flatcar' || ctx.distro === 'cos';
  add('kops-configuration.service', true, 'install');
  add('kubelet.service', true);
  if (ctx.runtime === 'docker' && ctx.behaviour.dockerAvailable) {
    add('docker.service', true, flatcarLike ? 'drop-in' : 'task');
    if (!flatcarLike) {
      if (nb.dockerSocket !== 'never') add('docker.socket', nb.dockerSocket === 'always' ? true : undefined);
      const health = healthCheckKnown(ctx);
      // 1.8–1.17: the model tree's task keys are `service/<file>`, never a hook's `Service/<unit>`.
      const extra = nb.dockerHealthCheck === 'debian' ? { hookCollision: 'model-tree' as const } : {};
      add('docker-healthcheck.service', health, 'task', extra);
      add('docker-healthcheck.timer', health, 'task', extra);
    }
  }
  add('containerd.service', containerdKnown(ctx), flatcarLike ? 'drop-in' : 'task');
  add('protokube.service', protokubeKnown(ctx));
  if (nb.nodeAuthorizer && ctx.role === 'Node') add('node-authorizer.service', ctx.cluster?.settings.nodeAuthorizer === true ? true : ctx.cluster ? false : undefined);
  add('kubernetes-iptables-setup.service', true);
  if (nb.cniIptablesSetup && ctx.runtime === 'containerd') add('cni-iptables-setup.service', networkingIs(ctx, 'kubenet'));
  if (!flatcarLike) add('logrotate.service', true);
  if (ctx.distro !== 'cos') add('logrotate.timer', true);
  add('update-service.service', updateServiceKnown(ctx), 'task', { yieldsToHook: true });
  const cilium = networkingIs(ctx, 'cilium');
  if (cilium !== false && nb.ciliumBpfMount !== 'none') add('sys-fs-bpf.mount', nb.ciliumBpfMount === 'always' ? cilium : undefined);
  if (cilium !== false && nb.ciliumCgroupMount !== 'none') add('run-cilium-cgroupv2.mount', undefined);
  const slices = nodeSlices(ctx);
  const ensure = { hookCollision: nb.ensureTaskFatal ? 'ensure-fatal' as const : 'ensure-ignored' as const };
  for (const slice of slices.all) add(slice, slices.known, 'task', ensure);
  return out;
}
