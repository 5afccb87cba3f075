import { sameHook } from '../kops/same-hook.ts';
import type { Behaviour, Task } from '../types.ts';
import type { Relations } from './boot-edges.ts';
import type { ModelUnit } from './boot-units.ts';
import type { UnitDeps } from './unit-deps.ts';
import type { Jobs } from './jobs.ts';
import { KUBELET } from './kubelet-wait.ts';
import type { RebootBinding } from './reboot-binding.ts';
import type { BeforeKubelet, KubeletVerdict } from './types.ts';
import { verdictFacts, type VerdictFacts } from './verdict-facts.ts';
import { fileAssetsRun, withFileAssets } from './verdict-files.ts';
import { ADVICE, installWords, kubeletStarter, remedyWords, WORDS } from './verdict-words.ts';

/** What the verdicts are made from: the same model as the boot graph (bootGraph, or lint's lighter build). */
export interface VerdictModel {
  behaviour: Behaviour;
  /** The group's hook tasks, in its order. */
  tasks: readonly Task[];
  units: Map<string, ModelUnit>;
  relations: Relations;
  jobs: Jobs;
  binding: RebootBinding;
  /** kubeletWait over the same binding: who kubelet waits for at a reboot, and the chain from each. */
  wait: { waitsFor: string[]; chainTo: (unit: string) => string[] };
  /**
   * Hook units left out of `units` as twins of one kept (withoutTwinHooks), each with the unit in
   * its place: the same edges up to its name, so the same verdict under its own name. `depsOf`
   * gives a twin's own lines (its claim line, whether it is a oneshot).
   */
  twins?: { twinOf: ReadonlyMap<Task, string>; depsOf: (task: Task) => UnitDeps | null };
  /** The paths of the group's fileAssets: a verdict about a hook that runs one says when it is there. */
  files?: ReadonlySet<string>;
}

/** The 0-based line that orders the unit before kubelet: `Before=`, or an [Install] that kubelet pulls it in by. */
function claimLine(d: UnitDeps | null): number | null {
  const ref = d?.before.find((r) => r.unit === KUBELET) ?? d?.requiredBy.find((r) => r.unit === KUBELET) ?? d?.wantedBy.find((r) => r.unit === KUBELET);
  return ref?.line ?? null;
}

/** A verdict whose sentences are made when asked (`words`): lint reads them for one verdict of thousands. */
export interface KubeletVerdictCore extends Omit<KubeletVerdict, 'why'> {
  words(): KubeletVerdict['why'];
}

/** The sentences of a verdict about unit `h` (its own lines `own`) from its facts. */
function whyOf(h: string, f: VerdictFacts, own: UnitDeps, b: Behaviour, starter: string, kubeletAtBoot: boolean): KubeletVerdict['why'] {
  const firstBoot = f.reason === 'missing' ? '' : WORDS.firstBoot(h, f.order, b);
  // A chain names the hook's own unit: a twin's name in place of the unit kept.
  const chain = (units: string[], last: boolean): string => (last ? [...units.slice(0, -1), h] : [h, ...units.slice(1)]).join(' → ');
  let reboot: string;
  switch (f.reason) {
    case 'missing': {
      const why = WORDS.missingRequirement(h, f.lacking?.unit ?? '', f.lacking?.condition ?? '');
      return { firstBoot: why, reboot: why };
    }
    case 'cycle': reboot = WORDS.cycle(f.onCycle ? h : KUBELET); break;
    case 'waits': {
      const c = chain(f.chain ?? [], false);
      reboot = kubeletAtBoot ? WORDS.yesBoot(h, c, own.oneshot) : f.atBoot ? WORDS.yesBeforeStarter(h, c, starter) : WORDS.yesTogether(h, c);
      break;
    }
    case 'after': reboot = WORDS.after(h, chain(f.chain ?? [], true)); break;
    case 'boot': reboot = kubeletAtBoot ? WORDS.raceBoot(h) : WORDS.raceStarter(h, starter); break;
    case 'nodeup-only': reboot = WORDS.nodeupOnly(h, installWords(own.wantedBy.map((r) => r.unit))); break;
    case 'nodeup': reboot = WORDS.raceNodeup(h, f.order === 'before', b); break;
  }
  return { firstBoot, reboot };
}

/**
 * For each hook unit of the group (first task of each unit, not kubelet itself; `only` narrows
 * them), whether it runs before kubelet.service on a first boot and at a reboot, why, and what
 * would make the reboot `yes`. The reboot follows the boot graph's facts:
 * - `yes` when kubelet waits for it through orderings that hold at a reboot (RebootBinding:
 *   boot jobs, and what one start of nodeup queues together), or for nodeup (or protokube) to
 *   start it after the hook, where kubelet has no [Install] (kops < 1.21);
 * - `no` when kubelet is enabled and starts at boot while only nodeup starts the hook, when the
 *   hook is ordered after kubelet, or when it never runs (disabled, masked, requires a unit that
 *   is not there);
 * - `race` otherwise: both start at boot unordered, both only when nodeup gets to them, or a
 *   cycle through one of them.
 * A first boot is always nodeup's: it writes every unit and starts each in a task that waits
 * for no other Service task (`v1.36.2:upup/pkg/fi/nodeup/nodetasks/service.go`), so nothing a
 * hook says makes it `yes` there.
 */
export function kubeletVerdictCores(m: VerdictModel, only?: (unit: string) => boolean): KubeletVerdictCore[] {
  const oracle = verdictOracle(m);
  const out: KubeletVerdictCore[] = [];
  const seen = new Set<string>();
  for (const task of m.tasks) {
    if (seen.has(task.unit) || (only && !only(task.unit))) continue;
    seen.add(task.unit);
    const v = oracle.core(task);
    if (v) out.push(v);
  }
  return out;
}

/** What every verdict of a group shares: how kops starts kubelet there. */
export interface KubeletStart {
  behaviour: Behaviour;
  /** In words, who starts kubelet when systemd does not (kubeletStarter). */
  starter: string;
  /** systemd starts kubelet at boot (kubelet is enabled). */
  kubeletAtBoot: boolean;
  /** The paths of the group's fileAssets (VerdictModel.files). */
  files?: ReadonlySet<string>;
}

/**
 * The verdict of `task` (its own lines `own`, null when it has no file) from its facts (null with
 * no file); `remedies`: one remedy object per facts, shared by twins.
 */
export function verdictCore(task: Task, own: UnitDeps | null, f: VerdictFacts | null, k: KubeletStart, remedies?: Map<VerdictFacts, KubeletVerdict['remedy']>): KubeletVerdictCore {
  const h = task.unit;
  const hook = { list: task.hook.list, index: task.hook.index, document: task.hook.document, name: task.hook.name };
  if (!own || !f) {
    const why = task.definition === null ? WORDS.disabled(h) : WORDS.masked(h);
    return { unit: h, hook, beforeKubelet: { firstBoot: 'no', reboot: 'no' }, claim: claimLine(own), remedy: null, advice: null, words: () => ({ firstBoot: why, reboot: why }) };
  }
  let remedy = remedies?.get(f);
  if (remedy === undefined) {
    remedy = f.remedy ? { ...f.remedy, text: remedyWords(f.remedy.before, f.remedy.install) } : null;
    remedies?.set(f, remedy);
  }
  const advice = f.reason === 'missing' ? ADVICE.missingRequirement(f.lacking?.unit ?? '') : f.reason === 'cycle' ? ADVICE.cycle
    : f.reason === 'after' || (f.reboot !== 'yes' && !remedy) ? ADVICE.after(h) : null;
  return {
    unit: h, hook, beforeKubelet: { firstBoot: f.firstBoot, reboot: f.reboot }, claim: claimLine(own), remedy, advice,
    words: () => {
      const why = whyOf(h, f, own, k.behaviour, k.starter, k.kubeletAtBoot);
      // A hook that cannot start runs nothing: its file's timing does not matter.
      return f.reason === 'missing' || !k.files ? why : withFileAssets(why, fileAssetsRun(task.definition, k.files));
    },
  };
}

/**
 * The verdicts of a group, one hook at a time: lint asks few sentences of many verdicts. Each
 * answers for the group's first task of the unit `task` names, when that task is the same
 * hook's (another group may hold its own task object for it); else, or for kubelet itself, null.
 */
export interface VerdictOracle {
  reboot(task: Task): BeforeKubelet | null;
  /** The whole verdict. */
  core(task: Task): KubeletVerdictCore | null;
}

/** See kubeletVerdictCores: the same answers, task by task (none without a model: a bastion). */
export function verdictOracle(m: VerdictModel | null): VerdictOracle {
  const kubelet = m?.units.get(KUBELET);
  const none: VerdictOracle = { reboot: () => null, core: () => null };
  if (!m || !kubelet?.deps || !m.jobs.all.has(KUBELET)) return none;
  const b = m.behaviour;
  const facts = verdictFacts(m.units, m.relations, m.jobs, m.binding, m.wait);
  const kubeletAtBoot = m.jobs.boot.has(KUBELET);
  const starter = kubeletStarter(kubelet.protokubeStarts, b);
  const remedies = new Map<VerdictFacts, KubeletVerdict['remedy']>();
  // The group's first task of each unit (collectUnits reads those).
  let firsts: Map<string, Task> | null = null;
  // The group's task for `asked`, the unit answering for it (a twin answers as the unit kept in
  // its place), and the task's own lines.
  const locate = (asked: Task): { task: Task; u: ModelUnit; at: string; own: UnitDeps | null } | null => {
    if (asked.unit === KUBELET) return null;
    if (!firsts) {
      firsts = new Map();
      for (const t of m.tasks) if (!firsts.has(t.unit)) firsts.set(t.unit, t);
    }
    const task = firsts.get(asked.unit);
    if (!task || !sameHook(task.hook, asked.hook)) return null;
    const twin = m.twins?.twinOf.get(task);
    const u = m.units.get(twin ?? task.unit);
    if (!u || (!twin && u.task !== task)) return null;
    return { task, u, at: twin ?? task.unit, own: twin ? m.twins?.depsOf(task) ?? null : u.deps };
  };
  return {
    reboot(task) {
      const l = locate(task);
      return !l ? null : !l.u.deps || !l.own ? 'no' : facts(l.at).reboot;
    },
    core(asked) {
      const l = locate(asked);
      return l ? verdictCore(l.task, l.u.deps ? l.own : null, l.u.deps ? facts(l.at) : null, { behaviour: b, starter, kubeletAtBoot, ...(m.files ? { files: m.files } : {}) }, remedies) : null;
    },
  };
}

/** kubeletVerdictCores with their sentences. */
export function kubeletVerdicts(m: VerdictModel, only?: (unit: string) => boolean): KubeletVerdict[] {
  return kubeletVerdictCores(m, only).map(({ words, ...v }) => ({ ...v, why: words() }));
}
