import { describe, expect, it } from 'vitest';
import { KOPS_ERAS, NEWEST_KOPS_VERSION, behaviour } from './behaviour.ts';

describe('behaviour', () => {
  it.each([
    ['1.8.0', '1.8–1.10'], ['1.10.1', '1.8–1.10'], ['1.11.0', '1.11–1.20.2'], ['v1.20.2', '1.11–1.20.2'],
    ['1.20.3', '1.20.3–1.21'], ['1.21', '1.20.3–1.21'], ['1.22', '1.22'], ['1.22.6', '1.22'], ['1.23.0', '1.23–1.28'],
    ['1.28.7', '1.23–1.28'], ['v1.29.0', '1.29–1.34'], ['1.34.3', '1.29–1.34'], ['1.30.0-beta.1', '1.29–1.34'],
    ['1.35.0', '1.35+'], ['1.35.0-alpha.1', '1.35+'], ['1.36.0', '1.35+'], ['1.36.2', '1.35+'], ['1.40.0', '1.35+'],
  ])('%s is in era %s', (v, era) => {
    const r = behaviour(v);
    expect(r.behaviour.era).toBe(era);
    expect(r.diagnostics).toEqual([]);
  });

  it('normalises the version', () => {
    expect(behaviour('v1.29').behaviour.version).toBe('1.29.0');
    expect(behaviour().behaviour.version).toBe(NEWEST_KOPS_VERSION);
  });

  it('defaults to the newest stable kops, 1.36.2, the last version of the last era', () => {
    // v1.36.2 is the newest release tag of kubernetes/kops; `git diff v1.36.0 v1.36.2 -- nodeup
    // upup/pkg/fi pkg/systemd pkg/apis` changes no hook or unit code (only ENI networkd files,
    // nodeup config copying and cloud tasks), so 1.36.2 renders as 1.36.0 (test/newest-release.test.ts).
    expect(NEWEST_KOPS_VERSION).toBe('1.36.2');
    expect(KOPS_ERAS.at(-1)?.versions.at(-1)).toBe('1.36.2');
  });

  it('falls back to the newest on garbage, with a diagnostic', () => {
    const r = behaviour('banana');
    expect(r.behaviour.version).toBe(NEWEST_KOPS_VERSION);
    expect(r.diagnostics.map((d) => d.code)).toEqual(['unknown-kops-version']);
  });

  it('renders versions before 1.8 with 1.8 behaviour, with a diagnostic', () => {
    const r = behaviour('1.7.1');
    expect(r.behaviour.era).toBe('1.8–1.10');
    expect(r.diagnostics).toHaveLength(1);
  });

  it('has each switch flip at its release', () => {
    const at = (v: string) => behaviour(v).behaviour;
    expect([at('1.10.9').keptSuffixes, at('1.11.0').keptSuffixes.includes('.swap')]).toEqual([['.service', '.timer'], true]);
    expect([at('1.10.9').useRawManifest, at('1.11.0').useRawManifest]).toEqual([false, true]);
    expect([at('1.20.2').envFlag, at('1.20.3').envFlag]).toEqual(['-e', '--env']);
    expect([at('1.20.2').containerdExec, at('1.20.3').containerdExec]).toEqual([false, true]);
    expect([at('1.21.9').roleFilterBeforeNumbering, at('1.22.0').roleFilterBeforeNumbering]).toEqual([false, true]);
    expect([at('1.22.9').invertedIgDisabled, at('1.23.0').invertedIgDisabled]).toEqual([false, true]);
    expect([at('1.28.9').dockerAvailable, at('1.29.0').dockerAvailable]).toEqual([true, false]);
    // v1.35.0:upup/pkg/fi/nodeup/nodetasks/service.go appends --no-block; v1.34.3 does not.
    expect([at('1.34.3').noBlockRestart, at('1.35.0').noBlockRestart]).toEqual([false, true]);
  });

  it('proposal mode is kops 1.10 plus useRawName and useRawManifest', () => {
    const p = behaviour('1.30.0', true).behaviour;
    expect(p).toMatchObject({ era: 'proposal', version: 'proposal', useRawManifest: true, useRawName: true,
      ignoreRequiresBeforeUnderRaw: true, keptSuffixes: ['.service', '.timer'], envFlag: '-e', containerdExec: false });
  });

  it('lists the eras for the UI with versions that map back to them', () => {
    expect(KOPS_ERAS.map((e) => e.label)).toEqual(['1.8–1.10', '1.11–1.20.2', '1.20.3–1.21', '1.22', '1.23–1.28', '1.29–1.34', '1.35+']);
    for (const era of KOPS_ERAS) for (const v of era.versions) expect(behaviour(v).behaviour.era).toBe(era.label);
  });
});
