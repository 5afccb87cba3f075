import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';

/** systemd-analyze's version line, or an explanation of why it cannot run. */
export function systemdAnalyzeVersion(): { ok: true; version: string } | { ok: false; error: string } {
  const r = spawnSync(SYSTEMD_ANALYZE, ['--version'], { encoding: 'utf8', env: {} });
  if (r.error || r.status !== 0) {
    return { ok: false, error: `systemd-analyze is required for the differential test (apt-get install systemd): ${r.error?.message ?? r.stderr}` };
  }
  return { ok: true, version: r.stdout.split('\n')[0] ?? '' };
}

export interface Verdict {
  /** True when systemd said anything about the unit (its exit code would be non-zero). */
  complained: boolean;
  /** Message lines, with the scratch path and unit-name prefix stripped; `line` is 0-based. */
  messages: Array<{ line?: number; text: string }>;
}

export interface UnitFile {
  name: string;
  content: string;
}

function run(files: string[]): Promise<string> {
  return new Promise((resolve) => {
    const child = spawn(SYSTEMD_ANALYZE, ['verify', '--man=no', '--generators=no', '--recursive-errors=no', ...files], { env: {} });
    let out = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.stderr.on('data', (b: Buffer) => (out += b.toString()));
    child.on('close', () => resolve(out));
  });
}

/**
 * Runs `env -i systemd-analyze verify` once over a batch of units with distinct names, each
 * written under its real name into `dir`, and attributes every output line to its unit (by file
 * path, `name: ` prefix or `Unit name …`). One process per batch: starting systemd-analyze costs
 * far more than verifying a unit. Lines that name no unit of the batch go to `orphans`.
 */
export async function verifyBatch(dir: string, units: UnitFile[]): Promise<{ verdicts: Verdict[]; orphans: string[] }> {
  mkdirSync(dir, { recursive: true });
  const files = units.map((u) => {
    const file = join(dir, u.name);
    writeFileSync(file, u.content);
    return file;
  });
  const out = await run(files);
  const verdicts: Verdict[] = units.map(() => ({ complained: false, messages: [] }));
  const orphans: string[] = [];
  for (const raw of out.split('\n')) {
    if (raw.trim() === '') continue;
    // systemd-analyze verifies a template through its instance `name@i.type`.
    const l = raw.replace(/^([^\s@]+)@i\./, '$1@.');
    const path = /^(.*?):(\d+): (.*)$/.exec(l);
    let i = path ? files.indexOf(path[1] ?? '') : -1;
    let message: { line?: number; text: string } = i >= 0 ? { line: Number(path?.[2]) - 1, text: path?.[3] ?? '' } : { text: l };
    if (i < 0) {
      i = units.findIndex((u) => l.startsWith(`${u.name}: `) || l.startsWith(`Unit ${u.name} `) || l.includes(`${join(dir, u.name)}:`) || l.includes(`${join(dir, u.name)} `));
      if (i >= 0 && l.startsWith(`${units[i]?.name}: `)) message = { text: l.slice((units[i]?.name.length ?? 0) + 2) };
    }
    const verdict = verdicts[i];
    if (!verdict) {
      orphans.push(l);
      continue;
    }
    verdict.complained = true;
    verdict.messages.push(message);
  }
  return { verdicts, orphans };
}

/** Runs `jobs` with at most `limit` at a time. */
export async function pool<T>(jobs: Array<() => Promise<T>>, limit: number): Promise<T[]> {
  const results: T[] = new Array<T>(jobs.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await (jobs[i] as () => Promise<T>)();
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
}
