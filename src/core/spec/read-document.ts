import { isMap, isScalar, isSeq } from 'yaml';
import type { Node as YamlNode } from 'yaml';
import type { ApiVersion, DocumentSpec, Located, Range } from '../types.ts';
import { isHookField } from './fields.ts';
import { deref, mapEntries, rangeOf } from './located.ts';
import type { Entry } from './located.ts';
import { readString } from './read-scalars.ts';
import { readHook, readHookList } from './read-hook.ts';
import { readFileAssets } from './read-file-assets.ts';
import { readGroupSettings, readNodeSettings } from './read-node-settings.ts';
import type { SpecContext } from './spec-context.ts';

const API_VERSION = /^kops(?:\.k8s\.io)?\/(v1alpha[23])$/;

/**
 * Classifies one YAML document and reads its hooks:
 * - `kind: Cluster` / `kind: InstanceGroup` → spec.hooks (lists 'cluster' / 'instanceGroup');
 * - a mapping with `hooks:` and no kind → 'HookList'; a bare list → 'HookList';
 * - a mapping made of hook keys (name, manifest, execContainer, …) → 'Hook';
 * - a mapping without kind but with `spec:` → Cluster, or InstanceGroup when spec.role is set;
 * - anything else (empty, comments only, other kinds) → 'Other' with no hooks, and an
 *   `unrecognized-document` note unless the document already has YAML errors.
 * Hooks of HookList and Hook documents apply to the whole cluster, so their list is 'cluster'.
 */
export function readDocument(ctx: SpecContext, contents: YamlNode | null, index: number, range: Range, hasErrors = false): DocumentSpec {
  const root = deref(contents, ctx);
  const doc: DocumentSpec = { index, kind: 'Other', apiVersion: 'v1alpha2', apiVersionExplicit: false, hooks: [], range };
  if (isSeq(root)) {
    doc.kind = 'HookList';
    doc.hooks = readHookList(ctx, root, { document: index, list: 'cluster' });
    doc.hooksRange = rangeOf(root);
    return doc;
  }
  if (!isMap(root)) {
    if (!hasErrors && isScalar(root) && root.value != null && root.value !== '') unrecognized(ctx, rangeOf(root));
    return doc;
  }
  const top = mapEntries(root, ctx);
  readApiVersion(ctx, doc, top.get('apiVersion'));
  const kind = readString(ctx, 'kind', top.get('kind'))?.value;
  const spec = top.get('spec');
  const specMap = spec && isMap(spec.value) ? mapEntries(spec.value, ctx) : undefined;
  if (kind === 'Cluster' || kind === 'InstanceGroup' || (kind === undefined && specMap)) {
    doc.kind = kind ?? (specMap?.has('role') ? 'InstanceGroup' : 'Cluster');
    readKopsObject(ctx, doc, top, spec, specMap);
  } else if (kind === undefined && top.has('hooks')) {
    doc.kind = 'HookList';
    const hooks = top.get('hooks') as Entry;
    doc.hooks = readHookList(ctx, hooks.value, { document: index, list: 'cluster' });
    doc.hooksRange = rangeOf(hooks.value, hooks.keyRange.end);
  } else if (kind === undefined && [...top.keys()].some(isHookField)) {
    doc.kind = 'Hook';
    doc.hooks = [readHook(ctx, root, { document: index, list: 'cluster' }, 0)];
    doc.hooksRange = rangeOf(root);
  } else if (kind === undefined && !hasErrors) {
    unrecognized(ctx, rangeOf(root));
  }
  return doc;
}

function readKopsObject(ctx: SpecContext, doc: DocumentSpec, top: Map<string, Entry>, spec: Entry | undefined, specMap: Map<string, Entry> | undefined): void {
  const metadata = top.get('metadata');
  if (metadata && isMap(metadata.value)) {
    const name = readString(ctx, 'metadata.name', mapEntries(metadata.value, ctx).get('name'));
    if (name) doc.name = name;
  }
  if (!specMap || !spec) {
    if (spec) doc.hooksRange = { start: rangeOf(spec.value, spec.keyRange.end).end, end: rangeOf(spec.value, spec.keyRange.end).end };
    return;
  }
  const list = doc.kind === 'Cluster' ? 'cluster' : 'instanceGroup';
  const hooks = specMap.get('hooks');
  if (hooks) {
    doc.hooks = readHookList(ctx, hooks.value, { document: doc.index, list });
    doc.hooksRange = rangeOf(hooks.value, hooks.keyRange.end);
  } else {
    // Where a `hooks:` key would go: the end of the spec mapping.
    const end = rangeOf(spec.value).end;
    doc.hooksRange = { start: end, end };
  }
  if (specMap.has('fileAssets')) doc.fileAssets = readFileAssets(ctx, specMap.get('fileAssets'), doc.index, list);
  const text = (key: string): Located<string> | undefined => readString(ctx, `spec.${key}`, specMap.get(key));
  if (doc.kind === 'InstanceGroup') {
    const role = text('role');
    if (role) doc.role = role;
    doc.groupSettings = readGroupSettings(ctx, specMap);
    return;
  }
  const runtime = text('containerRuntime');
  if (runtime) doc.containerRuntime = runtime;
  const k8s = readVersionText(ctx, specMap.get('kubernetesVersion'));
  if (k8s) doc.kubernetesVersion = k8s;
  const docker = specMap.get('docker');
  doc.hasDockerConfig = docker !== undefined && docker.value !== null && !(isScalar(docker.value) && docker.value.value == null);
  if (doc.hasDockerConfig && docker) doc.dockerKeyRange = docker.keyRange;
  doc.nodeSettings = readNodeSettings(ctx, specMap, k8s?.value);
}

/** kubernetesVersion as written, even when YAML reads `1.20` as a number (the renderer compares text). */
function readVersionText(ctx: SpecContext, entry: Entry | undefined): Located<string> | undefined {
  if (!entry || !isScalar(entry.value) || entry.value.value == null) return undefined;
  const r = rangeOf(entry.value);
  const value = typeof entry.value.value === 'string' ? entry.value.value : ctx.text.slice(r.start, r.end);
  return { value, range: r, keyRange: entry.keyRange };
}

function readApiVersion(ctx: SpecContext, doc: DocumentSpec, entry: Entry | undefined): void {
  const v = readString(ctx, 'apiVersion', entry);
  if (!v) return;
  doc.apiVersionRange = v.range;
  const m = API_VERSION.exec(v.value);
  if (m) {
    doc.apiVersion = m[1] as ApiVersion;
    doc.apiVersionExplicit = true;
    return;
  }
  ctx.diagnostics.push({
    code: 'unknown-api-version',
    severity: 'warning',
    message: `apiVersion "${v.value}" is not a kops API version (kops.k8s.io/v1alpha2 or kops.k8s.io/v1alpha3); the document is read as v1alpha2.`,
    range: v.range,
  });
}

function unrecognized(ctx: SpecContext, range: Range): void {
  ctx.diagnostics.push({
    code: 'unrecognized-document',
    severity: 'info',
    message: 'This document is not a kops Cluster, InstanceGroup, hooks: list or hook, so it is ignored. Paste `kops get -o yaml` output or a hooks: list.',
    range,
  });
}
