import type { JSONSchema } from 'monaco-yaml';
import { V1ALPHA3_RELEASES } from '../../core/kops/v1alpha3.ts';

// The fields of one kops hook (kops pkg/apis/kops/v1alpha2/cluster.go and v1alpha3/cluster.go,
// type HookSpec). Descriptions speak the operator's language: what lands on the node, not Go
// field names. Unknown keys are left alone: kops edit rejects them but kops replace -f drops
// them, and published specs carry some (`after:`), which the playground's own lint reports.

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

const disabled: JSONSchema = {
  type: 'boolean',
  description: 'v1alpha2. true: no file is written; nodeup stops and disables the unit named here (use it to switch off '
    + 'a unit the OS ships). Careful: kops 1.23+ reads it inverted on instance group hooks.',
};

const enabled: JSONSchema = {
  type: 'boolean',
  description: `v1alpha3 (read only by kops ${V1ALPHA3_RELEASES}; other releases refuse a v1alpha3 spec). false: no file is written; nodeup stops and disables the named unit.`,
};

/** The fields both API versions share. */
const common: Record<string, JSONSchema> = {
  name,
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
};

const hook = (properties: Record<string, JSONSchema>): JSONSchema => ({
  type: 'object',
  description: 'A kops hook: one systemd unit that nodeup writes and starts at boot.',
  properties,
});

const list = (item: JSONSchema): JSONSchema => ({
  // `hooks:` with no value is an empty list to kops (and to the playground).
  type: ['array', 'null'],
  items: item,
  description: 'Hooks: systemd units that nodeup writes on each node. Instance group hooks come before cluster hooks.',
});

/** A hook of a `kops.k8s.io/v1alpha2` document (`disabled`). */
export const HOOK_V1ALPHA2 = hook({ ...common, disabled });
/** A hook of a `kops.k8s.io/v1alpha3` document (`enabled`). */
export const HOOK_V1ALPHA3 = hook({ ...common, enabled });
/** A hook outside a kops document (a bare list or a single hook): either version's switch. */
export const HOOK_ANY_VERSION = hook({ ...common, disabled, enabled });

/** `spec.hooks` of a v1alpha2 document. */
export const HOOKS_V1ALPHA2 = list(HOOK_V1ALPHA2);
/** `spec.hooks` of a v1alpha3 document. */
export const HOOKS_V1ALPHA3 = list(HOOK_V1ALPHA3);
/** A bare list of hooks, or the list under a top-level `hooks:`. */
export const HOOKS_ANY_VERSION = list(HOOK_ANY_VERSION);
