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
  exitCode: number;
  /** Message lines, with the scratch path and line prefix stripped. */
  messages: Array<{ line?: number; text: string }>;
}

/** Runs `env -i systemd-analyze verify` on one unit in its own scratch directory, under its real name. */
export function verifyUnit(dir: string, unit: string, content: string): Promise<Verdict> {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, unit);
  writeFileSync(file, content);
  return new Promise((resolve) => {
    const child = spawn(SYSTEMD_ANALYZE, ['verify', '--man=no', '--generators=no', '--recursive-errors=no', file], { env: {} });
    let out = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.stderr.on('data', (b: Buffer) => (out += b.toString()));
    child.on('close', (code) => {
      const messages = out.split('\n').filter((l) => l.trim() !== '').map((l) => {
        const m = /^(.*?):(\d+): (.*)$/.exec(l);
        if (m && m[1] === file) return { line: Number(m[2]) - 1, text: m[3] ?? '' };
        return { text: l.startsWith(`${unit}: `) ? l.slice(unit.length + 2) : l };
      });
      resolve({ exitCode: code ?? -1, messages });
    });
  });
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
