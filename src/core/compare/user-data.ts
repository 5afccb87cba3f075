import { Composer, Parser } from 'yaml';
import { hookMatchesRole, isHookDisabled, normaliseRole } from '../kops/hook-state.ts';
import { groupInputs } from '../kops/plan.ts';
import { compareVersions, parseVersion } from '../kops/version.ts';
import type { Analysis, GroupPlan, HookSpec } from '../types.ts';

/** Where an instance group's hooks and fileAssets travel: see user-data-sources.ts. */
export type UserDataEra = 'bootstrapScript' | 'nodeupConfig';

/** 1.8–1.21 (and the proposal, built on 1.10): the bootstrap script; 1.22 on: the nodeup config and its hash. */
export function userDataEra(version: string): UserDataEra {
  const v = parseVersion(version);
  return v !== null && compareVersions(v, [1, 22, 0]) >= 0 ? 'nodeupConfig' : 'bootstrapScript';
}

/** One hook or file asset as kops puts it into a group's user-data: `value` is a canonical form, equal exactly when kops writes the same. */
export interface UserDataEntry {
  /** `Cluster hook "x"`, `InstanceGroup fileAsset "y"`: how a reason names it. */
  label: string;
  /** The key that pairs it with the other side: list plus name (or position when it has no name). */
  key: string;
  value: string;
  /** A hook that nodeup writes no file for: a change to it reaches the user-data, not the node. */
  disabled: boolean;
}

/** What of the spec kops puts into one group's user-data (or nodeup config), in one era. */
export interface GroupUserData {
  era: UserDataEra;
  runsNodeup: boolean;
  hooks: UserDataEntry[];
  fileAssets: UserDataEntry[];
  /** Every other key of the Cluster's spec, canonical: not modelled key by key (see roll.ts). */
  cluster: Record<string, string>;
  /** Every other key of the InstanceGroup's spec, canonical. */
  instanceGroup: Record<string, string>;
}

/** JSON with sorted keys, Go's omitempty applied (null, false, '', empty lists and maps dropped): equal when kops marshals the same. */
export function canonical(value: unknown): string {
  return JSON.stringify(pruned(value)) ?? 'null';
}

function pruned(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? undefined : value.map((v) => pruned(v) ?? null);
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(value).sort()) {
      const v = pruned((value as Record<string, unknown>)[k]);
      if (v !== undefined) out[k] = v;
    }
    return Object.keys(out).length === 0 ? undefined : out;
  }
  return value === null || value === false || value === '' ? undefined : value;
}

/** The documents as plain data, by index; a document that does not convert (hostile input) is null. */
export function plainDocuments(text: string): unknown[] {
  const out: unknown[] = [];
  try {
    const composer = new Composer({ version: '1.1' });
    for (const doc of composer.compose(new Parser().parse(text), true)) {
      try {
        out.push(doc.toJS({ maxAliasCount: 100 }));
      } catch {
        out.push(null);
      }
    }
  } catch {
    // A parser failure leaves the documents read so far: the spec's own diagnostics say what is wrong.
  }
  return out;
}

function specOf(doc: unknown): Record<string, unknown> {
  const spec = doc !== null && typeof doc === 'object' ? (doc as { spec?: unknown }).spec : undefined;
  return spec !== null && typeof spec === 'object' && !Array.isArray(spec) ? spec as Record<string, unknown> : {};
}

function hookValue(h: HookSpec, era: UserDataEra, a: Analysis): string {
  const pointer = a.behaviour.invertedIgDisabled;
  const exec = h.execContainer?.value;
  const command = exec?.command?.value.map((c) => c.value);
  return canonical({
    name: h.name?.value,
    // Before 1.23 `Disabled bool` (omitempty: `false` is not written); from 1.23 `Enabled *bool`, written as soon as the spec sets it.
    ...(pointer ? { disabled: h.disabled?.value !== undefined ? String(h.disabled.value) : undefined, enabled: h.enabled?.value !== undefined ? String(h.enabled.value) : undefined } : { disabled: h.disabled?.value }),
    requires: h.requires?.value.map((r) => r.value),
    before: h.before?.value.map((r) => r.value),
    manifest: h.manifest?.value,
    useRawManifest: h.useRawManifest?.value,
    execContainer: exec && {
      image: exec.image?.value,
      // The bootstrap script fingerprints the command's words joined with spaces: ["a b"] and [a, b] are the same there.
      command: command && (era === 'bootstrapScript' ? command.join(' ') : command),
      environment: Object.fromEntries((exec.environment?.value ?? []).map((e) => [e.key.value, e.value.value])),
    },
  });
}

function hookEntries(hooks: readonly HookSpec[], g: GroupPlan, list: 'Cluster' | 'InstanceGroup', era: UserDataEra, a: Analysis): UserDataEntry[] {
  return hooks.filter((h) => hookMatchesRole(h, g.role)).map((h) => {
    const name = h.name?.value ?? '';
    return {
      label: `${list} hook ${name !== '' ? `"${name}"` : `#${h.index + 1}`}`,
      key: `${list}\u0000${name !== '' ? name : `#${h.index}`}`,
      value: hookValue(h, era, a),
      disabled: isHookDisabled(h, a.spec.documents[h.document]?.apiVersion ?? 'v1alpha2', a.behaviour),
    };
  });
}

function fileAssetEntries(spec: Record<string, unknown>, g: GroupPlan, list: 'Cluster' | 'InstanceGroup'): UserDataEntry[] {
  const assets = Array.isArray(spec.fileAssets) ? spec.fileAssets as unknown[] : [];
  return assets.flatMap((asset, i) => {
    const o = asset !== null && typeof asset === 'object' ? asset as Record<string, unknown> : {};
    const roles = Array.isArray(o.roles) ? o.roles.map((r) => normaliseRole(String(r))) : [];
    if (roles.length > 0 && !roles.includes(g.role)) return [];
    const name = typeof o.name === 'string' && o.name !== '' ? o.name : typeof o.path === 'string' ? o.path : `#${i + 1}`;
    const { roles: _roles, ...kept } = o;
    return [{ label: `${list} fileAsset "${name}"`, key: `${list}\u0000${name}`, value: canonical(kept), disabled: false }];
  });
}

function otherKeys(spec: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(spec)) if (k !== 'hooks' && k !== 'fileAssets') out[k] = canonical(v);
  return out;
}

/**
 * What kops puts into group `g`'s user-data (1.8–1.21) or nodeup config (1.22+) from the spec of
 * analysis `a`: its role-filtered hooks and fileAssets (Cluster's and its own), each in the form
 * kops marshals, and the other keys of the Cluster and InstanceGroup specs. `docs` is
 * plainDocuments(a.text). A bastion runs no nodeup: no hook, file or Cluster key reaches it.
 */
export function groupUserData(a: Analysis, docs: readonly unknown[], g: GroupPlan): GroupUserData {
  const era = userDataEra(a.behaviour.version);
  const input = groupInputs(a.spec).groups.find((i) => i.name === g.name);
  const clusterIndex = a.spec.documents.find((d) => d.kind === 'Cluster')?.index;
  const cluster = clusterIndex === undefined ? {} : specOf(docs[clusterIndex]);
  const ig = g.document === null ? {} : specOf(docs[g.document]);
  const runs = g.runsNodeup;
  return {
    era, runsNodeup: runs,
    hooks: runs && input ? [...hookEntries(input.clusterHooks, g, 'Cluster', era, a), ...hookEntries(input.instanceGroupHooks, g, 'InstanceGroup', era, a)] : [],
    fileAssets: runs ? [...fileAssetEntries(cluster, g, 'Cluster'), ...fileAssetEntries(ig, g, 'InstanceGroup')] : [],
    cluster: runs ? otherKeys(cluster) : {},
    instanceGroup: otherKeys(ig),
  };
}
