import type { JSONSchema } from 'monaco-yaml';
import { V1ALPHA3_RELEASES } from '../../core/kops/v1alpha3.ts';
import { HOOK_FIELDS } from '../../core/spec/fields.ts';
import { fileAssetsSchema } from './file-assets-schema.ts';
import { HOOK_ANY_VERSION, HOOKS_ANY_VERSION, HOOKS_V1ALPHA2, HOOKS_V1ALPHA3 } from './hook-fields-schema.ts';

const KOPS_KINDS = ['Cluster', 'InstanceGroup'];
/** The API versions the playground reads as v1alpha3 (core/spec/read-document.ts); anything else reads as v1alpha2. */
const V1ALPHA3 = '^kops(\\.k8s\\.io)?/v1alpha3$';

/** The spec fields that change what kops writes for hooks, and the files they run; every other field is left alone. */
const specOf = (hooks: JSONSchema, api: 'v1alpha2' | 'v1alpha3'): JSONSchema => ({
  properties: {
    spec: {
      type: ['object', 'null'],
      properties: {
        hooks,
        fileAssets: fileAssetsSchema(api),
        role: { enum: ['Master', 'ControlPlane', 'Node', 'Bastion', 'APIServer'], description: 'InstanceGroup role; hooks filter on it.' },
        containerRuntime: { enum: ['containerd', 'docker'], description: 'Cluster: runtime for execContainer hooks (docker only before kops 1.29).' },
        kubernetesVersion: { type: 'string', description: 'Cluster: below 1.20 with no containerRuntime, kops 1.20–1.25 picks docker (from 1.26 only spec.docker does).' },
      },
    },
  },
});

/**
 * A kops Cluster or InstanceGroup document (or one without `kind` but with `spec:`, which the
 * playground reads as one). Its hooks follow its apiVersion: `enabled` in v1alpha3, `disabled`
 * otherwise. A document of another kind (kops create -f also takes SSHCredential) is left alone.
 */
const kopsDocument: JSONSchema = {
  type: 'object',
  anyOf: [{ required: ['kind'] }, { required: ['spec'] }],
  properties: {
    apiVersion: { type: 'string', examples: ['kops.k8s.io/v1alpha2', 'kops.k8s.io/v1alpha3'], description: `v1alpha2 is what kops get -o yaml prints; only kops ${V1ALPHA3_RELEASES} read v1alpha3.` },
    kind: { type: 'string', examples: KOPS_KINDS, description: 'Cluster hooks go to every node; InstanceGroup hooks to that group only.' },
    metadata: { type: 'object', properties: { name: { type: 'string' } } },
  },
  if: { required: ['kind'], properties: { kind: { not: { enum: KOPS_KINDS } } } },
  else: {
    if: { required: ['apiVersion'], properties: { apiVersion: { type: 'string', pattern: V1ALPHA3 } } },
    then: specOf(HOOKS_V1ALPHA3, 'v1alpha3'),
    else: specOf(HOOKS_V1ALPHA2, 'v1alpha2'),
  },
};

/** A mapping with at least one of `keys`. */
const withOne = (keys: readonly string[]): Pick<JSONSchema, 'anyOf'> => ({ anyOf: keys.map((key) => ({ required: [key] })) });

/**
 * JSON Schema for everything the playground accepts, one YAML document at a time, classified as
 * core/spec/read-document.ts does: a mapping with `kind` or `spec` is a kops document (a Cluster,
 * an InstanceGroup, or another kind left alone); else one with `hooks` is a hooks mapping; else a
 * bare list of hooks or a single hook. Drives monaco-yaml's completion and hovers, and is
 * published in the build as `schema/kops-hooks.schema.json` for editors (scripts/vite-hook-schema.ts).
 * The alternatives tell each other apart by the keys they require, as read-document.ts does (a
 * single hook has at least one hook field), so a kops document is checked as one and nothing else.
 */
export const HOOK_SCHEMA: JSONSchema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'kops hooks',
  description: 'The hooks of kops Cluster and InstanceGroup specs (kops.k8s.io/v1alpha2 and v1alpha3); other fields are left alone.',
  anyOf: [
    kopsDocument,
    { type: 'object', required: ['hooks'], properties: { hooks: HOOKS_ANY_VERSION } },
    HOOKS_ANY_VERSION,
    { ...HOOK_ANY_VERSION, ...withOne(HOOK_FIELDS) },
  ],
};
