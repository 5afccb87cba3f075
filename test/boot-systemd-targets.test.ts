import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SYSTEMD_TARGETS } from '../src/core/boot/systemd-targets.ts';
import { systemdAnalyzeVersion } from './systemd-analyze.ts';

/** The dependency lines of an installed unit file, read with a plain parser (not the core's). */
function installedLines(name: string): { after: string[]; before: string[]; requires: string[]; wants: string[]; defaultDependencies: boolean } {
  const out = { after: [] as string[], before: [] as string[], requires: [] as string[], wants: [] as string[], defaultDependencies: true };
  let section = '';
  for (const raw of readFileSync(`/lib/systemd/system/${name}`, 'utf8').split('\n')) {
    const line = raw.trim();
    if (line.startsWith('[')) section = line;
    const m = /^(After|Before|Requires|Wants|DefaultDependencies)=(.*)$/.exec(line);
    if (section !== '[Unit]' || !m) continue;
    const key = m[1] ?? '';
    const value = m[2] ?? '';
    if (key === 'DefaultDependencies') out.defaultDependencies = !/^(no|false|0|off)$/i.test(value.trim());
    else out[key.toLowerCase() as 'after' | 'before' | 'requires' | 'wants'].push(...value.trim().split(/\s+/).filter((w) => w !== ''));
  }
  return out;
}

describe('systemd-targets.ts against the installed systemd', () => {
  it('runs with systemd 252 (the version the table was read from)', () => {
    const v = systemdAnalyzeVersion();
    expect(v.ok && v.version.startsWith('systemd 252')).toBe(true);
  });

  it.each(Object.keys(SYSTEMD_TARGETS))('%s has the lines of /lib/systemd/system', (name) => {
    const sorted = (l: { after: string[]; before: string[]; requires: string[]; wants: string[]; defaultDependencies: boolean }) =>
      ({ after: [...l.after].sort(), before: [...l.before].sort(), requires: [...l.requires].sort(), wants: [...l.wants].sort(), defaultDependencies: l.defaultDependencies });
    expect(sorted(SYSTEMD_TARGETS[name] as never)).toEqual(sorted(installedLines(name)));
  });
});
