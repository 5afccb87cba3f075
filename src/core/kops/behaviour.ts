import type { Behaviour, Diagnostic } from '../types.ts';
import { nodeBehaviour } from './node-behaviour.ts';
import { preRelease } from './pre-releases.ts';
import { registersV1alpha3 } from './v1alpha3.ts';
import { DOCKER_REFUSED_ON_K8S_124 } from './docker-ranges.ts';
import { holdsIn } from './version-ranges.ts';
import { compareVersions as cmp, parseVersion } from './version.ts';

/** The newest kops release the renderer knows; the default version. */
export const NEWEST_KOPS_VERSION = '1.36.2';

// kops 1.8–1.10: `.service` is appended unless the name ends in `.service` or `.timer`.
const LEGACY_SUFFIXES = ['.service', '.timer'] as const;
// kops 1.11+ (pkg/systemd/unit.go UnitExtensions): every systemd unit type is kept.
const UNIT_SUFFIXES = [
  '.automount', '.device', '.mount', '.path', '.scope', '.service', '.slice', '.socket', '.swap', '.target', '.timer',
] as const;

/** The switches an era sets: every Behaviour field but the version, the era label, the node facts and the ranged facts. */
export type EraBehaviour = Omit<Behaviour, 'version' | 'era' | 'node' | 'v1alpha3Registered' | 'dockerRefusedOnK8s124'>;

/** One behaviour era: a range of kops versions that write the same units. */
export interface KopsEra {
  /** Era label, as in Behaviour.era (`1.8–1.10`). */
  label: string;
  /** First version of the era (inclusive), as [major, minor, patch]. */
  from: readonly [number, number, number];
  /** Versions to offer in a picker, newest last; the last one represents the era. */
  versions: readonly string[];
  /** What changed at the start of this era, for people. */
  description: string;
  behaviour: EraBehaviour;
}

const V1_8 = {
  keptSuffixes: LEGACY_SUFFIXES, useRawManifest: false, useRawName: false, ignoreRequiresBeforeUnderRaw: false,
  envFlag: '-e', containerdExec: false, roleFilterBeforeNumbering: false, invertedIgDisabled: false,
  dockerAvailable: true, noBlockRestart: false,
} as const satisfies EraBehaviour;
const V1_11 = { ...V1_8, keptSuffixes: UNIT_SUFFIXES, useRawManifest: true } as const;
const V1_20_3 = { ...V1_11, envFlag: '--env', containerdExec: true } as const;
const V1_22 = { ...V1_20_3, roleFilterBeforeNumbering: true } as const;
const V1_23 = { ...V1_22, invertedIgDisabled: true } as const;
const V1_29 = { ...V1_23, dockerAvailable: false } as const;
const V1_35 = { ...V1_29, noBlockRestart: true } as const;

/** Every era, oldest first. The one place where a kops version becomes behaviour switches. */
export const KOPS_ERAS: readonly KopsEra[] = [
  { label: '1.8–1.10', from: [1, 8, 0], versions: ['1.8.1', '1.9.2', '1.10.1'], behaviour: V1_8,
    description: '`.service` is appended unless the name ends in `.service` or `.timer`; no useRawManifest.' },
  { label: '1.11–1.20.2', from: [1, 11, 0], versions: ['1.11.1', '1.15.3', '1.19.2', '1.20.2'], behaviour: V1_11,
    description: 'useRawManifest exists; a name ending in any unit type is kept. Exec hooks always run through Docker.' },
  { label: '1.20.3–1.21', from: [1, 20, 3], versions: ['1.20.3', '1.21.5'], behaviour: V1_20_3,
    description: 'Exec hooks run through ctr on containerd; environment goes as `--env K=V`.' },
  { label: '1.22', from: [1, 22, 0], versions: ['1.22.6'], behaviour: V1_22,
    description: 'Hooks are role-filtered before they are numbered (`kops-hook-<j>`).' },
  { label: '1.23–1.28', from: [1, 23, 0], versions: ['1.23.4', '1.25.4', '1.28.7'], behaviour: V1_23,
    description: 'A v1alpha2 InstanceGroup hook\'s `disabled:` is taken as `enabled` (kops bug). The v1alpha3 types ship, but only 1.25.x reads a v1alpha3 spec in this era.' },
  { label: '1.29–1.34', from: [1, 29, 0], versions: ['1.29.2', '1.32.1', '1.34.3'], behaviour: V1_29,
    description: 'Docker is gone: exec hooks always run through ctr.' },
  { label: '1.35+', from: [1, 35, 0], versions: ['1.35.2', NEWEST_KOPS_VERSION], behaviour: V1_35,
    description: 'nodeup restarts units with `--no-block`: it no longer waits for a oneshot hook to exit.' },
];

/** The proposal of the original request: kops 1.10 plus useRawManifest and useRawName. */
export const PROPOSAL_ERA_LABEL = 'proposal';

function note(code: string, severity: Diagnostic['severity'], message: string): Diagnostic {
  return { code, severity, message, range: { start: 0, end: 0 } };
}

/**
 * Maps a kops version string (`1.10.1`, `v1.29.0`, `1.22`, anything) to its behaviour switches.
 * Garbage and versions before 1.8 fall back (newest, respectively 1.8–1.10) with a diagnostic at
 * offset 0. `proposal` wins over the version: the original request's design on top of kops 1.10.
 * A known pre-release (KOPS_PRE_RELEASES) keeps its name and renders as the release it shares
 * hooks and units with.
 */
export function behaviour(kopsVersion?: string, proposal = false): { behaviour: Behaviour; diagnostics: Diagnostic[] } {
  if (proposal) {
    return {
      behaviour: {
        ...V1_8, version: 'proposal', era: PROPOSAL_ERA_LABEL,
        useRawManifest: true, useRawName: true, ignoreRequiresBeforeUnderRaw: true, v1alpha3Registered: false, dockerRefusedOnK8s124: false, node: nodeBehaviour('1.10.1'),
      },
      diagnostics: [],
    };
  }
  const pre = kopsVersion === undefined ? undefined : preRelease(kopsVersion);
  if (pre) return { behaviour: { ...behaviour(pre.rendersAs).behaviour, version: pre.version }, diagnostics: [] };
  const diagnostics: Diagnostic[] = [];
  let parsed = kopsVersion === undefined || kopsVersion.trim() === '' ? null : parseVersion(kopsVersion);
  if (kopsVersion !== undefined && kopsVersion.trim() !== '' && parsed === null) {
    diagnostics.push(note('unknown-kops-version', 'warning',
      `kops version "${kopsVersion}" is not a version number; rendering for the newest kops, ${NEWEST_KOPS_VERSION}.`));
  }
  parsed ??= parseVersion(NEWEST_KOPS_VERSION) ?? [1, 36, 2];
  if (parsed[0] !== 1 || cmp(parsed, [1, 8, 0]) < 0) {
    const older = cmp(parsed, [1, 8, 0]) < 0;
    diagnostics.push(note('unknown-kops-version', 'warning', older
      ? `kops ${parsed.join('.')} predates the modelled versions; rendering with kops 1.8–1.10 behaviour.`
      : `kops ${parsed.join('.')} is not a known release line; rendering with the newest kops behaviour.`));
    if (!older) parsed = parseVersion(NEWEST_KOPS_VERSION) ?? [1, 36, 2];
  }
  const era = [...KOPS_ERAS].reverse().find((e) => cmp(parsed, e.from) >= 0) ?? (KOPS_ERAS[0] as KopsEra);
  const version = parsed.join('.');
  return {
    behaviour: { ...era.behaviour, version, era: era.label, v1alpha3Registered: registersV1alpha3(parsed), dockerRefusedOnK8s124: holdsIn(DOCKER_REFUSED_ON_K8S_124, parsed), node: nodeBehaviour(version) },
    diagnostics,
  };
}
