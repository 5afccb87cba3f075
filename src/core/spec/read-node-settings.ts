import { isMap, isScalar } from 'yaml';
import type { Node as YamlNode } from 'yaml';
import type { ClusterNodeSettings, InstanceGroupNodeSettings, WarmPoolSettings } from '../types.ts';
import { deref, mapEntries } from './located.ts';
import type { Entry } from './located.ts';
import type { SpecContext } from './spec-context.ts';

const NETWORK_SETTINGS = new Set([
  'networkID', 'networkCIDR', 'additionalNetworkCIDRs', 'subnets', 'tagSubnets', 'topology', 'egressProxy', 'nonMasqueradeCIDR',
  'podCIDR', 'serviceClusterIPRange', 'isolateControlPlane',
]);

type Sub = (entry: Entry | undefined) => Map<string, Entry> | undefined;

// A private diagnostics list: merge keys inside these mappings were never reported before.
function reader(ctx: SpecContext): Sub {
  const quiet: SpecContext = { ...ctx, diagnostics: [] };
  return (entry) => {
    const node = deref(entry?.value ?? null, quiet);
    return node && isMap(node) ? mapEntries(node, quiet) : undefined;
  };
}

/**
 * The Cluster settings that decide which units nodeup builds besides the hooks (networking,
 * docker, nodeAuthorization, kubelet cgroups, updatePolicy, cloud provider, warm pool, DNS). Read
 * quietly: these are not hook fields, and whatever kops thinks of their values is not the
 * playground's to report, so a value of another type simply counts as unset.
 */
export function readNodeSettings(ctx: SpecContext, spec: Map<string, Entry>, kubernetesVersion?: string): ClusterNodeSettings {
  const sub = reader(ctx);
  const out: ClusterNodeSettings = kubernetesVersion === undefined ? {} : { kubernetesVersion };
  const networking = sub(spec.get('networking'));
  // v1alpha3 keeps the cluster's network settings beside the plugin (v1.36.2:pkg/apis/kops/v1alpha3/networking.go).
  const plugin = networking ? [...networking.keys()].find((k) => !NETWORK_SETTINGS.has(k)) : undefined;
  if (plugin !== undefined) out.networking = plugin;
  const docker = sub(spec.get('docker'));
  const health = scalar(docker?.get('healthCheck'));
  if (typeof health === 'boolean') out.dockerHealthCheck = health;
  const dockerVersion = text(docker?.get('version'));
  if (dockerVersion !== undefined) out.dockerVersion = dockerVersion;
  const authorizer = sub(spec.get('nodeAuthorization'))?.get('nodeAuthorizer');
  if (authorizer && authorizer.value !== null && !(isScalar(authorizer.value) && authorizer.value.value == null)) out.nodeAuthorizer = true;
  const kubelet = sub(spec.get('kubelet'));
  for (const key of ['cgroupDriver', 'kubeletCgroups', 'runtimeCgroups', 'systemCgroups'] as const) {
    const v = text(kubelet?.get(key));
    if (v !== undefined) out[key] = v;
  }
  const policy = text(spec.get('updatePolicy'));
  if (policy !== undefined) out.updatePolicy = policy;
  // v1alpha2: `cloudProvider: aws` and spec.warmPool; v1alpha3: `cloudProvider: {aws: {warmPool: ...}}`.
  const cloud = spec.get('cloudProvider');
  const cloudMap = sub(cloud);
  const provider = cloudMap ? [...cloudMap.keys()][0] : text(cloud);
  if (provider !== undefined) out.cloudProvider = provider;
  const warmPool = warmPoolOf(sub, spec.get('warmPool')) ?? warmPoolOf(sub, sub(cloudMap?.get('aws'))?.get('warmPool'));
  if (warmPool) out.warmPool = warmPool;
  // v1alpha2: spec.topology.dns.type; v1alpha3: spec.networking.topology.dns.
  const v2dns = text(sub(sub(spec.get('topology'))?.get('dns'))?.get('type'));
  const v3dns = text(sub(networking?.get('topology'))?.get('dns'));
  if ((v2dns ?? v3dns)?.toLowerCase() === 'none') out.dnsNone = true;
  return out;
}

/** The InstanceGroup settings that decide what nodeup does with its own units (updatePolicy, warm pool). */
export function readGroupSettings(ctx: SpecContext, spec: Map<string, Entry>): InstanceGroupNodeSettings {
  const sub = reader(ctx);
  const out: InstanceGroupNodeSettings = {};
  const policy = text(spec.get('updatePolicy'));
  if (policy !== undefined) out.updatePolicy = policy;
  const warmPool = warmPoolOf(sub, spec.get('warmPool'));
  if (warmPool) out.warmPool = warmPool;
  return out;
}

/** A warm pool mapping (`warmPool: {}` counts; `warmPool:` with no value does not: kops reads it as nil). */
function warmPoolOf(sub: Sub, entry: Entry | undefined): WarmPoolSettings | undefined {
  const pool = sub(entry);
  if (!pool) return undefined;
  const maxSize = scalar(pool.get('maxSize'));
  return typeof maxSize === 'number' ? { maxSize } : {};
}

function scalar(entry: Entry | undefined): unknown {
  const node: YamlNode | null = entry?.value ?? null;
  return node && isScalar(node) ? node.value : undefined;
}

/** A non-empty string scalar, or undefined. */
function text(entry: Entry | undefined): string | undefined {
  const v = scalar(entry);
  return typeof v === 'string' && v !== '' ? v : undefined;
}
