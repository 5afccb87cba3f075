import { eraSources } from '../kops/era-sources.ts';
import type { BoundarySources } from '../kops/boundary.ts';
import { NODE_CHANGES } from '../kops/node-changes.ts';
import { parseVersion } from '../kops/version.ts';
import type { Runtime } from '../types.ts';
import { rangedWords } from './ranged-words.ts';
import { formatSince, type Step, type SwitchField } from './steps.ts';

/** What a switch means for a unit, said for an upgrade across it (`up`) and a downgrade (`down`), and where kops says so. */
export interface SwitchWords {
  since: string;
  up: string;
  down: string;
  /** Both sides of the boundary (kops/boundary.ts); empty strings only where a citation is missing, which the tests reject. */
  sources: BoundarySources;
}

const MISSING: BoundarySources = { at: '', before: '' };

/** The era table's citation of `field`'s flip. */
function cited(field: SwitchField): BoundarySources {
  return eraSources(field) ?? MISSING;
}

// The request's proposal (useRawName, and requires/before ignored under useRawManifest) is not kops:
// kops 1.10.1's HookSpec has neither field, and kops never had useRawName.
const PROPOSAL_BEFORE = '1.10.1:pkg/apis/kops/cluster.go:232';

/**
 * Every Behaviour switch (KOPS_ERAS and the era table of ../shared/KOPS-HOOKS.md) in an operator's
 * words. `noBlockRestart` changes no unit file, only how nodeup restarts it: it is said as a
 * note of the comparison and in what nodeup does.
 */
export const SWITCH_WORDS: Readonly<Record<SwitchField, SwitchWords>> = {
  keptSuffixes: {
    since: '1.11',
    up: 'From kops 1.11 a hook name that ends in any systemd unit type (.swap, .mount, .socket, .path, .target…) keeps it; before, kops appended .service to every name that did not end in .service or .timer.',
    down: 'Before kops 1.11 kops appends .service to every hook name that does not end in .service or .timer, so a .swap, .mount or .socket name becomes a service file.',
    sources: cited('keptSuffixes'),
  },
  useRawManifest: {
    since: '1.11',
    up: 'kops 1.11 adds useRawManifest: with it, the manifest is the whole unit file; before, kops ignored the field and wrapped the manifest in its own [Unit] and [Service].',
    down: 'Before kops 1.11 there is no useRawManifest: kops ignores the field and wraps the manifest in its own [Unit] and [Service].',
    sources: cited('useRawManifest'),
  },
  useRawName: {
    since: 'proposal',
    up: 'useRawName exists only in the request\'s proposal: kops itself never had it, so the file name gets .service appended as kops decides.',
    down: 'The request\'s proposal adds useRawName: the unit file keeps the hook\'s name as written, with no .service appended.',
    sources: { at: '../shared/seed-request.md:64', before: PROPOSAL_BEFORE },
  },
  ignoreRequiresBeforeUnderRaw: {
    since: 'proposal',
    up: 'The request\'s proposal ignored requires and before under useRawManifest; kops rejects them instead (validation).',
    down: 'The request\'s proposal ignores requires and before under useRawManifest; kops rejects them (validation).',
    sources: { at: '../shared/seed-request.md:63', before: PROPOSAL_BEFORE },
  },
  containerdExec: {
    since: '1.20.3',
    up: 'From kops 1.20.3 an exec hook on a containerd node runs through ctr (Requires=containerd.service); kops 1.20.0–1.20.2 still ran it through docker, so on containerd nodes the hook was not effective (kubernetes/kops#11726).',
    down: 'Before kops 1.20.3 exec hooks always run through docker (Requires=docker.service), even on containerd nodes, where the hook is not effective (kubernetes/kops#11726).',
    sources: cited('containerdExec'),
  },
  envFlag: {
    since: '1.20.3',
    up: 'From kops 1.20.3 the exec container\'s environment is passed as --env K=V instead of -e K=V.',
    down: 'Before kops 1.20.3 the exec container\'s environment is passed as -e K=V instead of --env K=V.',
    sources: cited('envFlag'),
  },
  roleFilterBeforeNumbering: {
    since: '1.22',
    up: 'From kops 1.22 hooks are filtered by role before they are numbered: an unnamed hook\'s default name kops-hook-<j> counts only the hooks this group\'s role keeps, so it can change (kops-hook-1 becomes kops-hook-0).',
    down: 'Before kops 1.22 an unnamed hook\'s default name kops-hook-<j> counts every hook of its list, including those for other roles.',
    sources: cited('roleFilterBeforeNumbering'),
  },
  invertedIgDisabled: {
    since: '1.23',
    up: 'From kops 1.23 a v1alpha2 InstanceGroup hook\'s disabled: is taken as enabled (a kops bug): disabled: true runs the hook and disabled: false switches it off. Cluster hooks are not affected.',
    down: 'Before kops 1.23 disabled: on a v1alpha2 InstanceGroup hook means what it says: disabled: true switches the hook off.',
    sources: cited('invertedIgDisabled'),
  },
  dockerAvailable: {
    since: '1.29',
    up: 'kops 1.29 removes Docker: every node runs containerd, so exec hooks run through ctr (Requires=containerd.service), and nodeup no longer builds docker.service or docker.socket.',
    down: 'Before kops 1.29 nodes can run Docker: with the docker runtime, exec hooks run through docker (Requires=docker.service) and nodeup builds docker.service and docker.socket.',
    sources: cited('dockerAvailable'),
  },
  noBlockRestart: {
    since: '1.35',
    up: 'From kops 1.35 nodeup restarts units with --no-block: it no longer waits for a oneshot hook to exit, and a slow or failing hook no longer holds up or fails nodeup.',
    down: 'Before kops 1.35 nodeup waits for each restart to finish: a oneshot hook holds nodeup until it exits, and a failing one fails nodeup\'s task, which is retried.',
    sources: cited('noBlockRestart'),
  },
};

/** useRawManifest at the proposal's own boundary: the proposal had it on top of kops 1.10, which did not. */
export const PROPOSAL_RAW_MANIFEST_WORDS: SwitchWords = {
  since: 'proposal',
  sources: { at: '../shared/seed-request.md:63', before: PROPOSAL_BEFORE },
  up: 'useRawManifest is the request\'s proposal on top of kops 1.10; kops 1.8–1.10 ignores the field and wraps the manifest in its own [Unit] and [Service].',
  down: 'The request\'s proposal adds useRawManifest on top of kops 1.10: the manifest is the whole unit file.',
};

/** How the runtime moved between the two sides, for the two runtime causes. */
export interface RuntimeMove {
  from: { kopsVersion: string; runtime: Runtime; runtimeSource: RuntimeSource; dockerAvailable: boolean };
  to: { kopsVersion: string; runtime: Runtime; runtimeSource: RuntimeSource; dockerAvailable: boolean };
}

type RuntimeSource = 'option' | 'cluster' | 'default';

const SOURCE_WORDS: Record<RuntimeSource, string> = { option: 'chosen for this comparison', cluster: 'from the Cluster', default: 'kops default' };

/**
 * Where kops's default runtime moves (runtime.ts): at 1.20 it turns conditional, at 1.26 the
 * Kubernetes clause goes.
 */
export const RUNTIME_DEFAULT_SOURCES: readonly BoundarySources[] = [
  { at: 'v1.20.0:pkg/model/components/defaults.go:40', before: 'v1.19.3:pkg/model/components/defaults.go:40' },
  { at: 'v1.26.0:pkg/model/components/defaults.go:40', before: 'v1.25.4:pkg/model/components/defaults.go:40' },
];

/** kops's default runtime, moved. */
export function runtimeDefaultWords(m: RuntimeMove): string {
  return `Only kops's default runtime moved (the Cluster sets no containerRuntime): kops before 1.20 runs docker; from 1.20 it runs containerd unless spec.kubernetesVersion is below 1.20 or spec.docker is set (from 1.26 only spec.docker counts). Here the nodes go from ${m.from.runtime} to ${m.to.runtime}.`;
}

/** The runtime option's words say that exec hooks follow the runtime from 1.20.3. */
export const RUNTIME_OPTION_SOURCES: BoundarySources = cited('containerdExec');

/** The two sides were asked for different runtimes. */
export function runtimeOptionWords(m: RuntimeMove): string {
  const side = (s: RuntimeMove['from']): string => `${s.runtime} (${SOURCE_WORDS[s.runtimeSource]}) with ${s.kopsVersion === 'proposal' ? 'the proposal' : `kops ${s.kopsVersion}`}`;
  const noDocker = [m.from, m.to].find((s) => !s.dockerAvailable);
  return `The two sides run different container runtimes: ${side(m.from)}, ${side(m.to)}.${noDocker ? ` kops ${noDocker.kopsVersion} has no Docker anyway.` : ''} From kops 1.20.3 exec hooks follow the node's runtime (ctr on containerd), and nodeup builds that runtime's own units.`;
}

/** A node-level change (NODE_CHANGES) crossed upwards or downwards. */
export function nodeChangeWords(since: string, direction: 'up' | 'down' | null): string {
  const change = NODE_CHANGES.find((c) => c.since === since || formatSince(parseVersion(c.since) ?? []) === since);
  const summary = change?.summary ?? '';
  const release = formatSince(parseVersion(change?.since ?? since) ?? []);
  return direction === 'down' ? `Moving below kops ${release} undoes this change: ${summary}` : `From kops ${release}: ${summary}`;
}

/** The sentence of one replay step, for one comparison. */
export function stepWords(step: Step, m: RuntimeMove): string {
  if (step.switch === 'runtimeDefault') return runtimeDefaultWords(m);
  if (step.switch === 'runtimeOption') return runtimeOptionWords(m);
  if (step.switch.startsWith('node:')) return nodeChangeWords(step.switch.slice('node:'.length), step.direction);
  if (step.switch === 'v1alpha3Registered' || step.switch === 'warmingKubeletDisabled' || step.switch === 'dockerRefusedOnK8s124') return rangedWords(step.switch, step.since ?? '', step.holds ?? false);
  const words = step.switch === 'useRawManifest' && step.since === 'proposal' ? PROPOSAL_RAW_MANIFEST_WORDS : SWITCH_WORDS[step.switch as SwitchField];
  return step.direction === 'down' ? words.down : words.up;
}
