import { factRelease } from '../kops/pre-releases.ts';
import { KOPS_ERAS, PROPOSAL_ERA_LABEL, behaviour as behaviourOf } from '../kops/behaviour.ts';
import { nodeBehaviour, nodeFlipsBetween } from '../kops/node-behaviour.ts';
import { runtime as resolveRuntime } from '../kops/runtime.ts';
import { V1ALPHA3_RANGES } from '../kops/v1alpha3.ts';
import { DOCKER_REFUSED_ON_K8S_124 } from '../kops/docker-ranges.ts';
import { lastFlipBetween, type VersionRange } from '../kops/version-ranges.ts';
import { compareVersions, parseVersion, type Version } from '../kops/version.ts';
import { WARMING_KUBELET_DISABLED } from '../kops/warm-pool.ts';
import type { AnalyzeOptions, Behaviour, DocumentSpec, Runtime } from '../types.ts';
import type { ReasonSwitch } from './types.ts';

/** The Behaviour fields that are era switches (everything but the version, the era label, the ranged facts and the node facts). */
export const SWITCH_FIELDS = [
  'keptSuffixes', 'useRawManifest', 'useRawName', 'ignoreRequiresBeforeUnderRaw', 'containerdExec', 'envFlag',
  'roleFilterBeforeNumbering', 'invertedIgDisabled', 'dockerAvailable', 'noBlockRestart',
] as const satisfies ReadonlyArray<keyof Behaviour>;

export type SwitchField = (typeof SWITCH_FIELDS)[number];

/** A fact that holds in a set of version ranges rather than from one release on (kops/version-ranges.ts). */
interface RangedSwitch {
  switch: 'v1alpha3Registered' | 'warmingKubeletDisabled' | 'dockerRefusedOnK8s124';
  ranges: readonly VersionRange[];
  /** Tie-break at the same release (see Timed.order): the node one after the node facts, which set the whole node. */
  order: number;
  set: (b: Behaviour, holds: boolean) => Behaviour;
}

const RANGED_SWITCHES: readonly RangedSwitch[] = [
  { switch: 'v1alpha3Registered', ranges: V1ALPHA3_RANGES, order: 20, set: (b, holds) => ({ ...b, v1alpha3Registered: holds }) },
  { switch: 'dockerRefusedOnK8s124', ranges: DOCKER_REFUSED_ON_K8S_124, order: 21, set: (b, holds) => ({ ...b, dockerRefusedOnK8s124: holds }) },
  { switch: 'warmingKubeletDisabled', ranges: WARMING_KUBELET_DISABLED, order: 110, set: (b, holds) => ({ ...b, node: { ...b.node, warmingKubeletDisabled: holds } }) },
];

/** Where the replay stands: the behaviour and the node's runtime that the next plan uses. */
export interface ReplayState {
  behaviour: Behaviour;
  runtime: Runtime;
}

/** One side of the comparison as analyze resolved it. */
export interface ResolvedSide {
  behaviour: Behaviour;
  runtime: Runtime;
  options: AnalyzeOptions;
}

/** One switch flipped on the way from one side to the other. */
export interface Step {
  switch: ReasonSwitch;
  /** The release where it flips (`1.29`, `1.20.3`), `proposal`, or null for the comparison's own runtime choice. */
  since: string | null;
  /** Towards a newer release (`up`), an older one (`down`), or neither (a runtime chosen for the comparison). */
  direction: 'up' | 'down' | null;
  /** For a ranged fact (v1alpha3, the warm pool's kubelet): whether it holds after the step. */
  holds?: boolean;
  apply: (state: ReplayState) => ReplayState;
}

/** `1.29` for [1, 29, 0], `1.20.3` for [1, 20, 3]: how people name a release line. */
export function formatSince(v: readonly number[]): string {
  return (v[2] ?? 0) === 0 ? `${v[0]}.${v[1]}` : `${v[0]}.${v[1]}.${v[2]}`;
}

const PROPOSAL_AT: Version = [0, 0, 0];

function eraIndex(b: Behaviour): number {
  return b.era === PROPOSAL_ERA_LABEL ? -1 : KOPS_ERAS.findIndex((e) => e.label === b.era);
}

function same(a: unknown, b: unknown): boolean {
  return Array.isArray(a) && Array.isArray(b) ? a.join('\n') === b.join('\n') : a === b;
}

/** The node facts' version of a side: the proposal builds on kops 1.10. */
function nodeVersion(b: Behaviour): string {
  return b.era === PROPOSAL_ERA_LABEL ? '1.10.1' : factRelease(b.version);
}

interface Timed extends Step {
  at: Version;
  /** Tie-break at the same release: switches, then the runtime default, then node facts. */
  order: number;
}

function behaviourSteps(from: Behaviour, to: Behaviour): Timed[] {
  const p0 = eraIndex(from);
  const p1 = eraIndex(to);
  const proposal = from.era === PROPOSAL_ERA_LABEL ? from : to;
  const valueAt = (p: number, f: SwitchField): unknown => (p < 0 ? proposal[f] : (KOPS_ERAS[p] as (typeof KOPS_ERAS)[number]).behaviour[f]);
  const steps: Timed[] = [];
  const up = p0 < p1;
  for (let k = up ? p0 + 1 : p0; up ? k <= p1 : k > p1; k += up ? 1 : -1) {
    // Boundary k lies between era k-1 and era k (era -1 is the proposal, before kops 1.8).
    const at: Version = k === 0 ? PROPOSAL_AT : (KOPS_ERAS[k] as (typeof KOPS_ERAS)[number]).from;
    SWITCH_FIELDS.forEach((f, i) => {
      const before = valueAt(k - 1, f);
      const after = valueAt(k, f);
      if (same(before, after)) return;
      const value = up ? after : before;
      steps.push({
        switch: f, since: k === 0 ? PROPOSAL_ERA_LABEL : formatSince(at), direction: up ? 'up' : 'down', at, order: i,
        apply: (s) => ({ ...s, behaviour: { ...s.behaviour, [f]: value } }),
      });
    });
  }
  return steps;
}

/**
 * One step per ranged fact that differs between the two sides, at the boundary the move meets
 * last (an upgrade from 1.22 to 1.36 reads v1alpha3 because of 1.29, not of 1.25, which 1.26
 * undid); a fact that is the same at both ends, whatever lies between, is no step.
 */
function rangedSteps(from: Behaviour, to: Behaviour): Timed[] {
  const a = parseVersion(nodeVersion(from)) ?? [1, 10, 0];
  const b = parseVersion(nodeVersion(to)) ?? [1, 10, 0];
  return RANGED_SWITCHES.flatMap((r) => {
    const flip = lastFlipBetween(r.ranges, a, b);
    if (flip === null) return [];
    const holds = compareVersions(a, b) < 0 ? flip.holds : !flip.holds;
    return [{
      switch: r.switch, since: formatSince(flip.version), direction: compareVersions(a, b) < 0 ? 'up' : 'down', at: flip.version, order: r.order, holds,
      apply: (s: ReplayState) => ({ ...s, behaviour: r.set(s.behaviour, holds) }),
    } satisfies Timed];
  });
}

/**
 * Where kops's default runtime moves between two releases: at 1.20 (Kubernetes 1.20+ without
 * spec.docker gets containerd) or at 1.26 (the Kubernetes clause goes): the boundary the move
 * meets last among those where the default changes for this Cluster.
 */
function runtimeDefaultAt(from: Behaviour, to: Behaviour, cluster: DocumentSpec | undefined): Version {
  const a = parseVersion(nodeVersion(from)) ?? [1, 10, 0];
  const b = parseVersion(nodeVersion(to)) ?? [1, 10, 0];
  const up = compareVersions(a, b) <= 0;
  const defaultAt = (v: Behaviour): Runtime => resolveRuntime(v, cluster, undefined).runtime;
  const boundaries: Version[] = ([[1, 20, 0], [1, 26, 0]] as Version[]).filter((v) => {
    const [lo, hi] = up ? [a, b] : [b, a];
    if (compareVersions(v, lo) <= 0 || compareVersions(v, hi) > 0) return false;
    const before = behaviourOf(`${v[0]}.${v[1] - 1}.99`).behaviour;
    return defaultAt(before) !== defaultAt(behaviourOf(`${v[0]}.${v[1]}.0`).behaviour);
  });
  return (up ? boundaries[boundaries.length - 1] : boundaries[0]) ?? [1, 20, 0];
}

function nodeSteps(from: Behaviour, to: Behaviour): Timed[] {
  const v0 = nodeVersion(from);
  const v1 = nodeVersion(to);
  const a = parseVersion(v0) ?? [1, 10, 0];
  const b = parseVersion(v1) ?? [1, 10, 0];
  const up = compareVersions(a, b) < 0;
  const changes = nodeFlipsBetween(v0, v1);
  if (!up) changes.reverse();
  return changes.map((c, k) => {
    // Going down, undoing change k leaves the facts of the next older change (or of the target).
    const node = up ? nodeBehaviour(c.since) : nodeBehaviour(changes[k + 1]?.since ?? v1);
    const at = parseVersion(c.since) ?? [1, 10, 0];
    return {
      switch: `node:${c.since}` as const, since: formatSince(at), direction: up ? 'up' : 'down', at, order: 100,
      apply: (s: ReplayState) => ({ ...s, behaviour: { ...s.behaviour, node } }),
    } satisfies Timed;
  });
}

/**
 * Why the two sides' runtimes differ:
 * - `docker` when one side has no Docker (kops 1.29+) and the comparison asked for a runtime on
 *   some side, or, both sides automatic, that side would run the other side's runtime if it had
 *   Docker (the Cluster says docker, or, before kops 1.26, an old Kubernetes);
 * - `option` when the comparison asks for different runtimes;
 * - `default` when only kops's default moved (automatic on both sides).
 */
export function runtimeCause(from: ResolvedSide, to: ResolvedSide, cluster: DocumentSpec | undefined): 'none' | 'docker' | 'option' | 'default' {
  if (from.runtime === to.runtime) return 'none';
  const automatic = from.options.runtime === undefined && to.options.runtime === undefined;
  for (const [side, other] of [[to, from], [from, to]] as const) {
    if (side.behaviour.dockerAvailable) continue;
    if (!automatic) return 'docker';
    const withDocker = resolveRuntime({ ...side.behaviour, dockerAvailable: true }, cluster, undefined).runtime;
    if (withDocker === other.runtime) return 'docker';
  }
  return automatic ? 'default' : 'option';
}

/**
 * The switches between two sides, one at a time, in the order an upgrade (or a downgrade) meets
 * them: the comparison's own runtime choice first, then each release's switches (KOPS_ERAS, one
 * step per field), the ranged facts (v1alpha3, the warm pool's kubelet), the runtime default (1.20
 * or 1.26) and the node facts (NODE_CHANGES), by release.
 * Applying every step to `from` gives `to`'s behaviour and runtime; `version` and `era` stay
 * `from`'s (they change no unit).
 */
export function replaySteps(from: ResolvedSide, to: ResolvedSide, cluster: DocumentSpec | undefined): Step[] {
  const cause = runtimeCause(from, to, cluster);
  const setRuntime = (s: ReplayState): ReplayState => ({ ...s, runtime: to.runtime });
  const timed = [...behaviourSteps(from.behaviour, to.behaviour), ...rangedSteps(from.behaviour, to.behaviour), ...nodeSteps(from.behaviour, to.behaviour)].map((s) =>
    cause === 'docker' && s.switch === 'dockerAvailable' ? { ...s, apply: (st: ReplayState) => setRuntime(s.apply(st)) } : s);
  const a = parseVersion(nodeVersion(from.behaviour)) ?? [1, 10, 0];
  const b = parseVersion(nodeVersion(to.behaviour)) ?? [1, 10, 0];
  const up = from.behaviour.era === PROPOSAL_ERA_LABEL || (to.behaviour.era !== PROPOSAL_ERA_LABEL && compareVersions(a, b) <= 0);
  if (cause === 'default') {
    const at = runtimeDefaultAt(from.behaviour, to.behaviour, cluster);
    timed.push({ switch: 'runtimeDefault', since: formatSince(at), direction: up ? 'up' : 'down', at, order: 50, apply: setRuntime });
  }
  timed.sort((x, y) => (up ? 1 : -1) * (compareVersions(x.at, y.at) || x.order - y.order));
  const steps: Step[] = timed.map(({ at: _at, order: _order, ...step }) => step);
  if (cause === 'option') steps.unshift({ switch: 'runtimeOption', since: null, direction: null, apply: setRuntime });
  return steps;
}
