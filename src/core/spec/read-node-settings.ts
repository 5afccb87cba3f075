import { isMap, isScalar } from 'yaml';
import type { Node as YamlNode } from 'yaml';
import type { ClusterNodeSettings } from '../types.ts';
import { deref, mapEntries } from './located.ts';
import type { Entry } from './located.ts';
import type { SpecContext } from './spec-context.ts';

/**
 * The Cluster settings that decide which units nodeup builds besides the hooks (networking,
 * docker.healthCheck, nodeAuthorization, kubelet cgroups, updatePolicy). Read quietly: these are
 * not hook fields, and whatever kops thinks of their values is not the playground's to report, so
 * a value of another type simply counts as unset.
 */
export function readNodeSettings(ctx: SpecContext, spec: Map<string, Entry>): ClusterNodeSettings {
  // A private diagnostics list: merge keys inside these mappings were never reported before.
  const quiet: SpecContext = { ...ctx, diagnostics: [] };
  const sub = (entry: Entry | undefined): Map<string, Entry> | undefined => {
    const node = deref(entry?.value ?? null, quiet);
    return node && isMap(node) ? mapEntries(node, quiet) : undefined;
  };
  const out: ClusterNodeSettings = {};
  const networking = sub(spec.get('networking'));
  const first = networking ? [...networking.keys()][0] : undefined;
  if (first !== undefined) out.networking = first;
  const health = scalar(sub(spec.get('docker'))?.get('healthCheck'));
  if (typeof health === 'boolean') out.dockerHealthCheck = health;
  const authorizer = sub(spec.get('nodeAuthorization'))?.get('nodeAuthorizer');
  if (authorizer && authorizer.value !== null && !(isScalar(authorizer.value) && authorizer.value.value == null)) out.nodeAuthorizer = true;
  const kubelet = sub(spec.get('kubelet'));
  for (const key of ['cgroupDriver', 'kubeletCgroups', 'runtimeCgroups', 'systemCgroups'] as const) {
    const v = scalar(kubelet?.get(key));
    if (typeof v === 'string' && v !== '') out[key] = v;
  }
  const policy = scalar(spec.get('updatePolicy'));
  if (typeof policy === 'string' && policy !== '') out.updatePolicy = policy;
  return out;
}

function scalar(entry: Entry | undefined): unknown {
  const node: YamlNode | null = entry?.value ?? null;
  return node && isScalar(node) ? node.value : undefined;
}
