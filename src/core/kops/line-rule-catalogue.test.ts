import { describe, expect, it } from 'vitest';
import { analyze } from '../index.ts';
import type { AnalyzeOptions, LineRule, Runtime } from '../types.ts';
import { KOPS_ERAS } from './behaviour.ts';
import { ERA_SOURCES } from './era-sources.ts';
import { eraCitations, explainRule, LINE_RULE_CATALOGUE, ruleCitations, ruleHolds, ruleReleases } from './line-rule-catalogue.ts';
import { execTool } from './runtime.ts';
import { SPEC_LINE_RULES, taskHook, unitLines } from './unit-lines.ts';

const RULES = Object.keys(LINE_RULE_CATALOGUE) as LineRule[];
const CITATION = /^v?1\.\d+\.\d+:[\w./-]+\.go:\d+$/;
// The era table may cite a directory that lacks a file (v1.29.0:nodeup/pkg/model has no docker.go).
const ERA_CITATION = /^v?1\.\d+\.\d+:[\w./-]+(\.go:\d+)?$/;

// One hook of every kind kops builds: wrapped, raw, exec with environment (every rule of the catalogue).
const HOOKS = `kind: Cluster
spec:
  hooks:
  - name: wrapped
    requires: [a.service]
    before: [b.service]
    manifest: |
      Type=oneshot
  - name: raw.swap
    useRawManifest: true
    manifest: |
      [Swap]
      What=/swap1
  - name: exec
    execContainer:
      image: busybox
      command: [true]
      environment: {A: "1"}
`;

/** The rule of every line of every unit, by unit. */
function rulesAt(options: AnalyzeOptions): Record<string, LineRule[]> {
  const a = analyze(HOOKS, options);
  return Object.fromEntries((a.groups[0]?.tasks ?? []).map((t) => [t.unit, unitLines(t, taskHook(a, t.hook)).map((l) => l.rule)]));
}

describe('the catalogue of rules that write unit lines', () => {
  it('explains every rule: one sentence, whether spec text made the line, and kops sources at both ends', () => {
    expect(RULES.length).toBe(19);
    for (const rule of RULES) {
      const e = LINE_RULE_CATALOGUE[rule];
      expect(e.id).toBe(rule);
      expect(e.does).toMatch(/^[A-Zk`].*\.$/);
      expect(e.does.split(/\.\s/)).toHaveLength(1);
      expect(e.from, rule).toBe(SPEC_LINE_RULES.has(rule) ? 'spec' : 'kops');
      const kops = e.sources.filter((s) => !s.startsWith('../shared/'));
      expect(kops.length, rule).toBeGreaterThanOrEqual(2);
      for (const s of kops) expect(s, rule).toMatch(CITATION);
    }
  });

  it('the era table cites kops at both sides of every boundary', () => {
    expect(Object.keys(ERA_SOURCES)).toEqual(KOPS_ERAS.map((e) => e.label));
    for (const era of KOPS_ERAS) {
      expect(eraCitations(era.label).length, era.label).toBeGreaterThanOrEqual(2);
      for (const s of eraCitations(era.label)) expect(s).toMatch(ERA_CITATION);
    }
  });

  it('says where each rule applies, read off the era table', () => {
    expect(explainRule('wrap-service-section')).toMatchObject({
      does: 'kops wraps a manifest without `useRawManifest` in its own `[Unit]` and `[Service]`; this `[Service]` holds the manifest.',
      releases: 'every release',
    });
    expect(ruleReleases('raw-manifest')).toEqual({
      eras: KOPS_ERAS.slice(1).map((e) => e.label), proposal: true, text: 'kops 1.11 and later, and the request\'s proposal',
    });
    expect(ruleReleases('exec-docker-run')).toMatchObject({ eras: ['1.8–1.10', '1.11–1.20.2'], proposal: true, text: 'kops 1.8 to 1.20.2, and the request\'s proposal' });
    expect(ruleReleases('exec-docker-run-env').text).toBe('kops 1.20.3 to 1.28, where Docker runs exec hooks (every node before 1.20.3, then nodes with the docker runtime)');
    expect(ruleReleases('exec-ctr-run')).toMatchObject({ proposal: false, text: 'kops 1.20.3 and later, on nodes with the containerd runtime (every node from 1.29)' });
  });

  it('cites the rule\'s own kops lines, then the era table\'s for each boundary of its range', () => {
    expect(ruleCitations('wrap-description')).toEqual(['1.8.0:nodeup/pkg/model/hooks.go:120', 'v1.36.2:nodeup/pkg/model/hooks.go:112']);
    const eraOf = eraCitations;
    // Docker's run line with --env begins at 1.20.3 (envFlag and containerdExec flip) and ends before 1.29 (dockerAvailable).
    expect(ruleCitations('exec-docker-run-env')).toEqual([
      // Its own lines (the era table's v1.20.3 convenience.go:55 among them, not repeated),
      'v1.20.3:nodeup/pkg/model/hooks.go:211', 'v1.20.3:nodeup/pkg/model/convenience.go:55', 'v1.28.7:nodeup/pkg/model/hooks.go:207',
      // then the boundaries.
      'v1.20.2:nodeup/pkg/model/convenience.go:55',
      'v1.20.3:nodeup/pkg/model/hooks.go:132', 'v1.20.2:nodeup/pkg/model/hooks.go:131',
      'v1.29.0:nodeup/pkg/model', 'v1.28.7:nodeup/pkg/model/docker.go:58',
    ]);
    // The raw branch begins at 1.11, where useRawManifest appears; 1.11's other flip (the kept suffixes) is not its concern.
    expect(ruleCitations('raw-manifest').slice(-2)).toEqual(['1.11.0:nodeup/pkg/model/hooks.go:121', '1.10.1:nodeup/pkg/model/hooks.go:133']);
    expect(eraOf('1.11–1.20.2')).toEqual(['1.11.0:pkg/systemd/unit.go:25', '1.10.1:nodeup/pkg/model/hooks.go:99', '1.11.0:nodeup/pkg/model/hooks.go:121', '1.10.1:nodeup/pkg/model/hooks.go:133']);
  });

  it('a unit\'s lines change between versions exactly where the era table says: within an era they stay, across a boundary they change only when a switch of their rules flips', () => {
    const runtimes: Runtime[] = ['docker', 'containerd'];
    for (const runtime of runtimes) {
      let previous: { era: string; rules: Record<string, LineRule[]>; key: string } | null = null;
      for (const era of KOPS_ERAS) {
        const b = era.behaviour;
        const exec = execTool(b, b.dockerAvailable ? runtime : 'containerd');
        // The switches any rule reads (ruleHolds): a change of lines must come from one of them.
        const key = JSON.stringify([b.useRawManifest, b.envFlag, exec]);
        for (const version of era.versions) {
          const rules = rulesAt({ kopsVersion: version, runtime });
          const same = era.versions[0] === version ? null : rulesAt({ kopsVersion: era.versions[0], runtime });
          if (same) expect(rules, `${version} is in era ${era.label}`).toEqual(same);
          // Every line's rule holds in this era, with this exec tool.
          for (const rule of Object.values(rules).flat()) {
            const when = LINE_RULE_CATALOGUE[rule].when;
            expect(ruleHolds(when, b) && (when.exec === undefined || when.exec === exec), `${rule} at ${version} ${runtime}`).toBe(true);
            expect(ruleReleases(rule).eras, rule).toContain(era.label);
          }
        }
        const rules = rulesAt({ kopsVersion: era.versions.at(-1), runtime });
        if (previous) expect(JSON.stringify(rules) !== JSON.stringify(previous.rules), `${previous.era} → ${era.label} (${runtime})`).toBe(key !== previous.key);
        previous = { era: era.label, rules, key };
      }
    }
  });

  it('every rule is written somewhere: the test hooks reach all of them', () => {
    const seen = new Set<LineRule>();
    for (const era of KOPS_ERAS) for (const runtime of ['docker', 'containerd'] as const) for (const r of Object.values(rulesAt({ kopsVersion: era.versions.at(-1), runtime })).flat()) seen.add(r);
    expect([...seen].sort()).toEqual([...RULES].sort());
  });
});
