import type { Behaviour, LineRule, Runtime } from '../types.ts';
import { behaviour, KOPS_ERAS, type KopsEra } from './behaviour.ts';
import { ERA_SOURCES } from './era-sources.ts';

/** The switches a rule needs, beyond "kops builds this kind of unit": read off the era table. */
export interface LineRuleCondition {
  /** The raw branch: only where kops has useRawManifest. */
  useRawManifest?: true;
  /** The tool that runs exec hooks on the node (runtime.ts execTool). */
  exec?: Runtime;
  envFlag?: Behaviour['envFlag'];
}

/** One rule of the catalogue: what kops does where it writes the line, and where it says so. */
export interface LineRuleEntry {
  id: LineRule;
  /** Whether the YAML text the line came from is known (`spec`) or kops wrote it on its own. */
  from: 'spec' | 'kops';
  /** What kops does, in one sentence. */
  does: string;
  /** What must hold for kops to write the line; the releases follow from the era table. */
  when: LineRuleCondition;
  /**
   * Where kops writes the line, as `tag:path:line` in kubernetes/kops: at the first and the last
   * release of its range. The era table's citations (era-sources.ts) for its boundaries come on top (ruleCitations).
   */
  sources: readonly string[];
}

const SEED = '../shared/seed-request.md (the request\'s proposal)';

const ENTRIES: readonly LineRuleEntry[] = [
  { id: 'wrap-unit-section', from: 'kops', when: {},
    does: 'kops builds a hook without `useRawManifest` into a unit of its own, which opens with its own `[Unit]` section.',
    sources: ['1.8.0:pkg/systemd/manifest.go:67', 'v1.36.2:pkg/systemd/manifest.go:67'] },
  { id: 'wrap-description', from: 'kops', when: {},
    does: 'kops describes the unit as `Kops Hook <name>`, with the hook\'s name before any suffix (`kops-hook-<j>` when it has none).',
    sources: ['1.8.0:nodeup/pkg/model/hooks.go:120', 'v1.36.2:nodeup/pkg/model/hooks.go:112'] },
  { id: 'wrap-requires', from: 'spec', when: {},
    does: 'kops adds one `Requires=` to its `[Unit]` for each `requires:` entry, in order.',
    sources: ['1.8.0:nodeup/pkg/model/hooks.go:124', 'v1.36.2:nodeup/pkg/model/hooks.go:116'] },
  { id: 'wrap-before', from: 'spec', when: {},
    does: 'kops adds one `Before=` to its `[Unit]` for each `before:` entry, in order.',
    sources: ['1.8.0:nodeup/pkg/model/hooks.go:127', 'v1.36.2:nodeup/pkg/model/hooks.go:119'] },
  { id: 'wrap-section-break', from: 'kops', when: {},
    does: 'kops\'s unit builder separates its sections with one blank line.',
    sources: ['1.8.0:pkg/systemd/manifest.go:75', 'v1.36.2:pkg/systemd/manifest.go:75'] },
  { id: 'wrap-service-section', from: 'kops', when: {},
    does: 'kops wraps a manifest without `useRawManifest` in its own `[Unit]` and `[Service]`; this `[Service]` holds the manifest.',
    sources: ['1.8.0:nodeup/pkg/model/hooks.go:133', 'v1.36.2:nodeup/pkg/model/hooks.go:125'] },
  { id: 'wrap-manifest', from: 'spec', when: {},
    does: 'kops puts the manifest inside its own `[Service]` as it is, unparsed, so a `[Unit]` or `[Swap]` header in it lands inside `[Service]`.',
    sources: ['1.8.0:pkg/systemd/manifest.go:69', 'v1.36.2:pkg/systemd/manifest.go:69'] },
  { id: 'raw-manifest', from: 'spec', when: { useRawManifest: true },
    does: 'With `useRawManifest: true` kops writes the manifest as the whole unit file, unchanged, with no `[Unit]` or `[Service]` of its own.',
    sources: ['1.11.0:nodeup/pkg/model/hooks.go:122', 'v1.36.2:nodeup/pkg/model/hooks.go:109', SEED] },
  { id: 'exec-requires-docker', from: 'kops', when: { exec: 'docker' },
    does: 'kops makes an exec hook require `docker.service`, which runs its container.',
    sources: ['1.8.0:nodeup/pkg/model/hooks.go:167', 'v1.28.7:nodeup/pkg/model/hooks.go:205'] },
  { id: 'exec-requires-containerd', from: 'kops', when: { exec: 'containerd' },
    does: 'kops makes an exec hook require `containerd.service`, which runs its container through ctr.',
    sources: ['v1.20.3:nodeup/pkg/model/hooks.go:183', 'v1.36.2:nodeup/pkg/model/hooks.go:170'] },
  { id: 'exec-service-section', from: 'kops', when: {},
    does: 'kops puts an exec hook\'s pull and run commands in a `[Service]` section of its own.',
    sources: ['1.8.0:nodeup/pkg/model/hooks.go:168', 'v1.36.2:nodeup/pkg/model/hooks.go:171'] },
  { id: 'exec-docker-pull', from: 'spec', when: { exec: 'docker' },
    does: 'kops pulls the hook\'s image with `docker pull` before the container runs.',
    sources: ['1.8.0:nodeup/pkg/model/hooks.go:168', 'v1.28.7:nodeup/pkg/model/hooks.go:206'] },
  { id: 'exec-docker-run', from: 'spec', when: { exec: 'docker', envFlag: '-e' },
    does: 'kops runs the image with `docker run` (host root at /rootfs, host network, privileged), each environment entry as `-e K=V` in Go\'s random map order (sorted here), then the command.',
    sources: ['1.8.0:nodeup/pkg/model/hooks.go:169', '1.8.0:nodeup/pkg/model/convenience.go:64', 'v1.20.2:nodeup/pkg/model/hooks.go:167'] },
  { id: 'exec-docker-run-env', from: 'spec', when: { exec: 'docker', envFlag: '--env' },
    does: 'kops runs the image with `docker run` (host root at /rootfs, host network, privileged), each environment entry as `--env K=V` in Go\'s random map order (sorted here), then the command.',
    sources: ['v1.20.3:nodeup/pkg/model/hooks.go:211', 'v1.20.3:nodeup/pkg/model/convenience.go:55', 'v1.28.7:nodeup/pkg/model/hooks.go:207'] },
  { id: 'exec-ctr-pull', from: 'spec', when: { exec: 'containerd' },
    does: 'kops pulls the hook\'s image with `ctr image pull`, adding `docker.io/library/` only to a name without `/` and `:latest` only to one without `:`, while ctr adds no registry itself (it takes `myorg` in `myorg/tool:1.2` for a registry host, so write `docker.io/myorg/tool:1.2`).',
    sources: ['v1.20.3:nodeup/pkg/model/hooks.go:184', 'v1.36.2:nodeup/pkg/model/hooks.go:171'] },
  { id: 'exec-ctr-run', from: 'spec', when: { exec: 'containerd' },
    does: 'kops runs the image with `ctr run` in the k8s.io namespace (host root at /rootfs, host network, privileged), each environment entry as `--env K=V` in Go\'s random map order (sorted here), the container named after the hook, then the command.',
    sources: ['v1.20.3:nodeup/pkg/model/hooks.go:185', 'v1.36.2:nodeup/pkg/model/hooks.go:172'] },
  { id: 'exec-oneshot', from: 'kops', when: {},
    does: 'kops makes an exec hook a oneshot service: systemd counts it started once the container has exited.',
    sources: ['1.8.0:nodeup/pkg/model/hooks.go:170', 'v1.36.2:nodeup/pkg/model/hooks.go:173'] },
  { id: 'exec-install-section', from: 'kops', when: {},
    does: 'kops gives an exec hook an `[Install]` section, so that enabling it makes it run at every boot.',
    sources: ['1.8.0:nodeup/pkg/model/hooks.go:171', 'v1.36.2:nodeup/pkg/model/hooks.go:174'] },
  { id: 'exec-wanted-by', from: 'kops', when: {},
    does: 'kops enables an exec hook with `WantedBy=multi-user.target`: it starts with the node\'s normal boot.',
    sources: ['1.8.0:nodeup/pkg/model/hooks.go:171', 'v1.36.2:nodeup/pkg/model/hooks.go:174'] },
];

/** Every rule that writes a unit line, by id. */
export const LINE_RULE_CATALOGUE: Readonly<Record<LineRule, LineRuleEntry>> = Object.fromEntries(ENTRIES.map((e) => [e.id, e])) as Record<LineRule, LineRuleEntry>;

type Switches = Pick<Behaviour, 'useRawManifest' | 'containerdExec' | 'dockerAvailable' | 'envFlag'>;

/** Whether kops with these switches can write a line of the rule (on some node). */
export function ruleHolds(when: LineRuleCondition, b: Switches): boolean {
  if (when.useRawManifest && !b.useRawManifest) return false;
  if (when.envFlag && when.envFlag !== b.envFlag) return false;
  // ctr runs exec hooks only from the switch on, with containerd; Docker before it, and after it
  // wherever the docker runtime still exists.
  if (when.exec === 'containerd' && !b.containerdExec) return false;
  if (when.exec === 'docker' && b.containerdExec && !b.dockerAvailable) return false;
  return true;
}

/** Where a rule applies: the eras of the era table, the request's proposal, and in words. */
export interface RuleReleases {
  /** Labels of the eras (KOPS_ERAS) where kops writes such a line. */
  eras: string[];
  proposal: boolean;
  /** `every release`, `kops 1.20.3 and later, on nodes with the containerd runtime (every node from 1.29)`… */
  text: string;
}

const start = (e: KopsEra): string => e.label.split('–')[0]?.replace(/\+$/, '') ?? e.label;
const end = (e: KopsEra): string => e.label.split('–').at(-1) ?? e.label;
const PROPOSAL = behaviour(undefined, true).behaviour;

/** Which nodes, within the releases: said only where the runtime decides it. */
function runtimeWords(exec: Runtime | undefined, eras: readonly KopsEra[]): string {
  const ctrFrom = KOPS_ERAS.find((e) => e.behaviour.containerdExec);
  const dockerGone = KOPS_ERAS.find((e) => !e.behaviour.dockerAvailable);
  if (exec === 'containerd') return `, on nodes with the containerd runtime${dockerGone ? ` (every node from ${start(dockerGone)})` : ''}`;
  if (exec === 'docker' && ctrFrom && eras.some((e) => e.behaviour.containerdExec)) {
    return `, where Docker runs exec hooks (every node before ${start(ctrFrom)}, then nodes with the docker runtime)`;
  }
  return '';
}

/** The releases where kops writes lines of `rule`, read off the era table (KOPS_ERAS). */
export function ruleReleases(rule: LineRule): RuleReleases {
  const when = LINE_RULE_CATALOGUE[rule].when;
  const eras = KOPS_ERAS.filter((e) => ruleHolds(when, e.behaviour));
  const proposal = ruleHolds(when, PROPOSAL);
  let text: string;
  if (eras.length === KOPS_ERAS.length) text = 'every release';
  else if (eras.length === 0) text = 'only the request\'s proposal';
  else {
    const first = eras[0] as KopsEra;
    const last = eras.at(-1) as KopsEra;
    text = last === KOPS_ERAS.at(-1) ? `kops ${start(first)} and later` : `kops ${start(first)} to ${end(last)}`;
    if (proposal) text += ', and the request\'s proposal';
  }
  return { eras: eras.map((e) => e.label), proposal, text: text + runtimeWords(when.exec, eras) };
}

/** The era switches a rule reads (ruleHolds): the only ones whose flip can begin or end its range. */
function switchesOf(when: LineRuleCondition): Array<keyof Switches> {
  return [
    ...(when.useRawManifest ? ['useRawManifest' as const] : []),
    ...(when.exec ? ['containerdExec' as const, 'dockerAvailable' as const] : []),
    ...(when.envFlag ? ['envFlag' as const] : []),
  ];
}

/**
 * The era table's citations for the boundary where era `label` begins (era-sources.ts): for each
 * switch that flips there (of `switches` only, when given), where kops has the new behaviour and
 * the release before it, where it does not.
 */
export function eraCitations(label: string, switches?: ReadonlyArray<keyof Switches>): string[] {
  return Object.entries(ERA_SOURCES[label] ?? {})
    .filter(([field]) => !switches || (switches as readonly string[]).includes(field))
    .flatMap(([, s]) => (s ? [s.at, s.before] : []));
}

/**
 * The citations of a rule: its own (where kops writes the line), then the era table's for every
 * boundary of its range (the era where it begins, the era where it ends), for the switches it
 * reads, without repeats.
 */
export function ruleCitations(rule: LineRule): string[] {
  const { eras } = ruleReleases(rule);
  const switches = switchesOf(LINE_RULE_CATALOGUE[rule].when);
  const out = [...LINE_RULE_CATALOGUE[rule].sources];
  KOPS_ERAS.forEach((e, i) => {
    const inside = eras.includes(e.label);
    const before = i > 0 && eras.includes((KOPS_ERAS[i - 1] as KopsEra).label);
    if (i > 0 && inside !== before) out.push(...eraCitations(e.label, switches));
  });
  return [...new Set(out)];
}

/** A rule in full, for people: what kops does, where, and the kops source it rests on. */
export interface RuleExplanation {
  id: LineRule;
  from: 'spec' | 'kops';
  does: string;
  releases: string;
  citations: string[];
}

/** Explains `rule` (the page's "Why this line", `render --why`'s readers). */
export function explainRule(rule: LineRule): RuleExplanation {
  const entry = LINE_RULE_CATALOGUE[rule];
  return { id: rule, from: entry.from, does: entry.does, releases: ruleReleases(rule).text, citations: ruleCitations(rule) };
}
