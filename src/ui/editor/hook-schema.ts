import type { JSONSchema } from 'monaco-yaml';
import { V1ALPHA3_RELEASES } from '../../core/kops/v1alpha3.ts';

// Descriptions speak the operator's language: what lands on the node, not Go field names.
const name: JSONSchema = {
  type: 'string',
  description: 'Unit file name. kops appends ".service" unless the name already ends in a unit type it keeps '
    + '(".service"/".timer" before kops 1.11; any systemd type such as ".swap" or ".mount" from 1.11). '
    + 'Default: kops-hook-<n> (kops-hook-<n>-ig on an instance group). A name is used once per node: an instance '
    + 'group hook replaces the cluster hook of the same name.',
};

const unitList = (what: string): JSONSchema => ({
  type: 'array',
  items: { type: 'string' },
  description: `${what} Forbidden with useRawManifest (write it in the manifest's [Unit] instead).`,
});

const hook: JSONSchema = {
  type: 'object',
  description: 'A kops hook: one systemd unit that nodeup writes and starts at boot.',
  properties: {
    name,
    disabled: {
      type: 'boolean',
      description: 'v1alpha2. true: no file is written; nodeup stops and disables the unit named here (use it to switch off '
        + 'a unit the OS ships). Careful: kops 1.23+ reads it inverted on instance group hooks.',
    },
    enabled: {
      type: 'boolean',
      description: `v1alpha3 (read only by kops ${V1ALPHA3_RELEASES}; other releases refuse a v1alpha3 spec). false: no file is written; nodeup stops and disables the named unit.`,
    },
    roles: {
      type: 'array',
      items: { enum: ['Master', 'ControlPlane', 'Node', 'Bastion', 'APIServer'] },
      description: 'Only nodes of these roles get the hook. Empty: every node.',
    },
    requires: unitList('Each entry becomes a Requires= line in the [Unit] section kops writes.'),
    before: unitList('Each entry becomes a Before= line in the [Unit] section kops writes.'),
    manifest: {
      type: 'string',
      description: 'Without useRawManifest: the body of the [Service] section, pasted as is after kops\'s own [Unit] '
        + '(so do not write [Unit] or [Service] headers here). With useRawManifest: the whole unit file. '
        + 'Use a "|" block: a plain multi-line value is folded into one line.',
    },
    useRawManifest: {
      type: 'boolean',
      description: 'kops 1.11+. true: the file is exactly the manifest text, nothing added. Needed for .swap, .mount, '
        + '.timer units and for your own [Unit] lines (After=, ConditionPathExists=). Forbids requires, before and execContainer.',
    },
    useRawName: {
      type: 'boolean',
      description: 'Not a kops field: only the original request proposed it. kops edit rejects it and kops replace -f drops it. '
        + 'kops 1.11+ keeps names ending in a systemd unit type anyway.',
    },
    execContainer: {
      type: 'object',
      description: 'Run a container once at boot instead of a manifest: kops writes the pull and run command lines '
        + '(docker, or ctr with containerd) and [Install] WantedBy=multi-user.target.',
      properties: {
        image: { type: 'string', description: 'Image to pull and run, e.g. busybox or registry/img:tag.' },
        command: { type: 'array', items: { type: 'string' }, description: 'Arguments after the image, escaped for systemd.' },
        environment: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description: 'Environment variables, passed as -e/--env K=V (kops writes them in random order).',
        },
      },
    },
  },
};

const hooks: JSONSchema = {
  type: 'array',
  items: hook,
  description: 'Hooks: systemd units that nodeup writes on each node. Instance group hooks come before cluster hooks.',
};

/**
 * JSON Schema for everything the playground accepts: a Cluster, an InstanceGroup, a bare list of
 * hooks, a `hooks:` mapping or a single hook. Drives monaco-yaml's completion and hovers only.
 */
export const HOOK_SCHEMA: JSONSchema = {
  anyOf: [
    {
      type: 'object',
      properties: {
        apiVersion: { enum: ['kops.k8s.io/v1alpha2', 'kops.k8s.io/v1alpha3'], description: `v1alpha2 is what kops get -o yaml prints; only kops ${V1ALPHA3_RELEASES} read v1alpha3.` },
        kind: { enum: ['Cluster', 'InstanceGroup'], description: 'Cluster hooks go to every node; InstanceGroup hooks to that group only.' },
        metadata: { type: 'object', properties: { name: { type: 'string' } } },
        spec: {
          type: 'object',
          properties: {
            hooks,
            role: { enum: ['Master', 'ControlPlane', 'Node', 'Bastion', 'APIServer'], description: 'InstanceGroup role; hooks filter on it.' },
            containerRuntime: { enum: ['containerd', 'docker'], description: 'Cluster: runtime for execContainer hooks (docker only before kops 1.29).' },
            kubernetesVersion: { type: 'string', description: 'Cluster: below 1.20 with no containerRuntime, kops 1.20–1.25 picks docker (from 1.26 only spec.docker does).' },
          },
        },
      },
    },
    { type: 'object', properties: { hooks } },
    hooks,
    hook,
  ],
};
