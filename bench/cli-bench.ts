import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { packAndInstall } from '../scripts/pack-and-install.ts';
import { profilePhases, type Phase } from './cpu-profile.ts';
import { generateSpec } from './generate-spec.ts';
import { summarise, type Timing } from './harness.ts';

/** A command run again and again as a separate process: wall time and the process's own CPU time. */
export interface ProcessTiming {
  command: string;
  timing: Timing;
  cpu: Timing;
}

/** Two commands timed alternately as separate processes, and how they compare. */
export interface ProcessPair {
  baseline: ProcessTiming;
  cli: ProcessTiming;
  /** Median of cli / baseline over the alternated rounds, in wall time, start-up included. */
  ratio: number;
  /**
   * The same in CPU time (user + system, all threads, from the process's start to its exit): on a
   * shared machine, wall time also counts the time other processes held the CPU.
   */
  cpuRatio: number;
}

export interface CliFigures {
  /** When these figures were taken (ISO 8601). */
  date: string;
  /** `kops-hooks --help` from the installed tarball against `node -e 0`. */
  help: ProcessPair;
  /** `kops-hooks lint` of a generated 10,000-hook spec against a bare `parseAllDocuments` of it. */
  lint: ProcessPair & { hooks: number; bytes: number };
  /** Where the time of that lint run goes (one run under `node --cpu-prof`). */
  lintPhases: Phase[];
  /** The same for one run of the baseline. */
  baselinePhases: Phase[];
  tarballFiles: number;
  installedPackages: string[];
}

const TMP = resolve('bench/.tmp/cli');

/** Issue 47's goal: the 10,000-hook lint at most this many times a bare parse (CPU time, as installed). */
export const CLI_LINT_GOAL = 1.8;

/** Preloaded into both commands (`--import`): writes the process's CPU time when it exits. */
const CPU_AT_EXIT = `import { writeFileSync } from 'node:fs';
process.on('exit', () => {
  const u = process.resourceUsage();
  writeFileSync(process.env.BENCH_CPU_FILE, String((u.userCPUTime + u.systemCPUTime) / 1000));
});
`;

/** One run of `node ARGS` in `cwd`: wall time around the spawn, CPU time from the preload. */
function run(args: string[], cwd: string): { wall: number; cpu: number } {
  const cpuFile = join(cwd, 'cpu-ms.txt');
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['--import', './cpu-at-exit.mjs', ...args], { cwd, stdio: 'ignore', env: { ...process.env, BENCH_CPU_FILE: cpuFile } });
  const wall = performance.now() - t0;
  if (r.status !== 0 && r.status !== 1) throw new Error(`node ${args.join(' ')} exited ${r.status}`);
  return { wall, cpu: Number(readFileSync(cpuFile, 'utf8')) };
}

/** Runs both alternately (baseline, cli, baseline, …) after one untimed run of each. */
function pair(rounds: number, cwd: string, baseline: string[], cli: string[], show: (args: string[]) => string): ProcessPair {
  writeFileSync(join(cwd, 'cpu-at-exit.mjs'), CPU_AT_EXIT);
  run(baseline, cwd);
  run(cli, cwd);
  const a: Array<{ wall: number; cpu: number }> = [];
  const b: Array<{ wall: number; cpu: number }> = [];
  for (let i = 0; i < rounds; i++) {
    a.push(run(baseline, cwd));
    b.push(run(cli, cwd));
  }
  const ratio = (key: 'wall' | 'cpu') => summarise(b.map((x, i) => x[key] / Math.max(a[i]?.[key] ?? 0, 1e-3))).medianMs;
  const timing = (command: string[], runs: typeof a): ProcessTiming => ({
    command: show(command), timing: summarise(runs.map((x) => x.wall)), cpu: summarise(runs.map((x) => x.cpu)),
  });
  return { baseline: timing(baseline, a), cli: timing(cli, b), ratio: ratio('wall'), cpuRatio: ratio('cpu') };
}

/**
 * The CLI as people install it: packs the checkout, installs the tarball into bench/.tmp/cli, and
 * times its start-up and a 10,000-hook lint, each against bare Node doing the least the same job
 * needs. Every figure counts whole processes, start-up included.
 */
export function benchCli(): CliFigures {
  rmSync(TMP, { recursive: true, force: true });
  const installed = packAndInstall(TMP);
  const root = installed.root;
  const bin = installed.bin;
  const show = (args: string[]) => `node ${args.map((a) => (a === bin ? 'node_modules/.bin/kops-hooks' : a)).join(' ')}`;
  const help = pair(31, root, ['-e', '0'], [bin, '--help'], show);

  const hooks = 10_000;
  const spec = join(root, `spec-${hooks}.yaml`);
  const text = generateSpec({ hooks, groups: 20, seed: 42 });
  writeFileSync(spec, text);
  // The baseline imports the same installed yaml package and parses the same file.
  writeFileSync(join(root, 'parse-only.mjs'), "import { readFileSync } from 'node:fs';\nimport { parseAllDocuments } from 'yaml';\nparseAllDocuments(readFileSync(process.argv[2], 'utf8'));\n");
  const lint = pair(11, root, ['parse-only.mjs', spec], [bin, 'lint', spec], (args) => show(args).replace(spec, `spec-${hooks}.yaml`));

  const phases = (name: string, args: string[]): Phase[] => {
    const profiles = join(TMP, 'profiles', name);
    mkdirSync(profiles, { recursive: true });
    spawnSync(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${profiles}`, ...args], { cwd: root, stdio: 'ignore' });
    const [profile] = readdirSync(profiles);
    return profile ? profilePhases(join(profiles, profile)) : [];
  };
  return {
    date: new Date().toISOString(),
    help,
    lint: { ...lint, hooks, bytes: text.length },
    lintPhases: phases('lint', [bin, 'lint', spec]),
    baselinePhases: phases('baseline', ['parse-only.mjs', spec]),
    tarballFiles: installed.files.length,
    installedPackages: installed.packages.map((p) => p.replace(/^node_modules\//, '')),
  };
}
