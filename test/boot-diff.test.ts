import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzePlan } from '../src/core/analyze-plan.ts';
import { bootGraph } from '../src/core/boot/boot-graph.ts';
import type { BootGraph } from '../src/core/boot/types.ts';
import { verifyCycles, writeNode, type ReportedCycle } from './boot-root.ts';
import { describeCorpus, WILD } from './corpus.ts';
import { bootCorpusSpecs, corpusSpecs, wildSpecs, type CorpusSpec } from './systemd-corpus.ts';
import { pool, systemdAnalyzeVersion } from './systemd-analyze.ts';

interface Case {
  source: string;
  graph: BootGraph;
  starts: string[];
  reported: ReportedCycle[];
  refused: string[];
  /** Jobs systemd deleted in the boot's own transaction (verify multi-user.target alone), when we report a cycle. */
  bootDeleted: string[];
  bootUnbreakable: boolean;
}

// A cycle needs an ordering or requirement line the user wrote: systemd's and kops's own lines
// are acyclic, and an exec hook only adds Requires= and WantedBy=multi-user.target. Specs with none
// (most rule examples) are left out, which keeps this test to a minute.
const ORDERING_TEXT = /\b(before|requires):|After=|Before=|Requires=|Wants=|BindsTo=|Requisite=|RequiredBy=|DefaultDependencies|Slice=|WantedBy=(?!multi-user\.target\s*$)/m;

type Build = (root: string) => Promise<{ graph: BootGraph; starts: string[] }>;

/** The groups of `corpus`, one node each; identical nodes (same units, same kops era) are verified once. */
function corpusNodes(corpus: readonly CorpusSpec[]): Array<{ source: string; build: Build }> {
  const seen = new Set<string>();
  const out: Array<{ source: string; build: Build }> = [];
  const specs = corpus.filter((s) => ORDERING_TEXT.test(s.text));
  for (const spec of specs) {
    const analysis = analyzePlan(spec.text, spec.options);
    for (const group of analysis.groups) {
      if (!group.runsNodeup) continue;
      const key = JSON.stringify([analysis.behaviour.version, analysis.runtime, group.role, group.tasks.map((t) => [t.unit, t.definition, t.enabled])]);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ source: `${spec.source} / ${group.name}`, build: async (root) => {
        const graph = bootGraph(analysis, group);
        return { graph, starts: await writeNode(root, analysis, group, graph) };
      } });
    }
  }
  return out;
}

const ordering = (g: BootGraph): Set<string> => new Set(g.edges.filter((e) => e.type === 'after' || e.type === 'implicit-after').map((e) => `${e.from}\n${e.to}`));

/** The disagreements between our cycles and systemd's for one node, one line each. */
function compare(c: Case): string[] {
  const problems: string[] = [];
  const edges = ordering(c.graph);
  const jobs = new Set(c.graph.nodes.filter((n) => n.job).map((n) => n.unit));
  for (const s of c.reported) {
    const steps = s.map((u, i) => [u, s[(i + 1) % s.length] as string] as const);
    const missing = steps.filter(([a, b]) => !edges.has(`${a}\n${b}`) || !jobs.has(a));
    if (missing.length > 0) problems.push(`systemd's cycle ${s.join(' → ')} uses ${missing.map(([a, b]) => `${a} → ${b}`).join(', ')}, which is no ordering edge between jobs here`);
    else if (!c.graph.cycles.some((ours) => ours.units.every((u) => s.includes(u)))) problems.push(`systemd's cycle ${s.join(' → ')} contains none of ours`);
  }
  for (const ours of c.graph.cycles) {
    // kops writes sys-fs-bpf.mount only where /sys/fs/bpf is not mounted yet, that is under a
    // systemd older than 238 (v1.36.2:nodeup/pkg/model/networking/cilium.go); the systemd that runs
    // this test mounts it itself and refuses the unit, so it cannot see cycles through it.
    if (ours.units.some((u) => c.refused.includes(u))) continue;
    if (!c.reported.some((s) => s.some((u) => ours.units.includes(u)))) problems.push(`we report ${ours.units.join(' → ')}, systemd reports no cycle through it`);
  }
  return problems;
}

/** What a corpus must hold at least, and which stand-ins systemd may refuse in it. */
interface Expected {
  nodes: number;
  withCycles: number;
  deletedAtBoot: number;
  refused: string[];
}

/** The differential test of ordering cycles over `corpus`, in the describe block that calls it. */
function cycleDifferential(corpus: readonly CorpusSpec[], expected: Expected): void {
  const cases: Case[] = [];
  let scratch = '';

  beforeAll(async () => {
    const version = systemdAnalyzeVersion();
    if (!version.ok) throw new Error(version.error);
    scratch = mkdtempSync(join(tmpdir(), 'boot-diff-'));
    const started = performance.now();
    const nodes = corpusNodes(corpus);
    const runs = await pool(nodes.map((n, i) => async () => {
      const root = join(scratch, String(i));
      const { graph, starts } = await n.build(root);
      const { cycles, refused } = await verifyCycles(root, starts);
      // The boot's transaction alone (anchored at multi-user.target, as at a reboot): which jobs it deletes.
      const boot = graph.cycles.length > 0 ? await verifyCycles(root, []) : { deleted: [], unbreakable: false };
      rmSync(root, { recursive: true, force: true });
      return { source: n.source, graph, starts, reported: cycles, refused, bootDeleted: boot.deleted, bootUnbreakable: boot.unbreakable };
    }), 2);
    cases.push(...runs);
    console.log(`${version.version}: verified ${cases.length} nodes, ${cases.filter((c) => c.reported.length > 0).length} with cycles, ${cases.flatMap((c) => c.bootDeleted).length} jobs deleted at boot, refused ${JSON.stringify([...new Set(cases.flatMap((c) => c.refused))])}, in ${Math.round(performance.now() - started)} ms`);
  }, 300_000);

  afterAll(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it(`has at least ${expected.nodes} nodes${expected.withCycles > 0 ? `, ${expected.withCycles} with cycles and the rest without` : ''}`, () => {
    expect(cases.length).toBeGreaterThanOrEqual(expected.nodes);
    expect(cases.filter((c) => c.graph.cycles.length > 0).length).toBeGreaterThanOrEqual(expected.withCycles);
  });

  it(`refuses no stand-in but ${expected.refused.join(', ') || 'none'} (sys-fs-bpf.mount: an API file system for systemd 238+)`, () => {
    expect([...new Set(cases.flatMap((c) => c.refused))]).toEqual(expected.refused);
  });

  it('deletes, at boot, only jobs we name as droppable, and fails only where none is', () => {
    const failures = cases.flatMap((c) => {
      const droppable = new Set(c.graph.cycles.flatMap((cy) => cy.droppable));
      const out = c.bootDeleted.filter((u) => !droppable.has(u)).map((u) => `${c.source}: systemd deleted ${u}, which we do not name`);
      const none = c.graph.cycles.some((cy) => cy.droppable.length === 0 && !cy.units.some((u) => c.refused.includes(u)));
      if (c.bootUnbreakable !== none) out.push(`${c.source}: systemd ${c.bootUnbreakable ? 'cannot' : 'can'} break a cycle at boot, we say it ${none ? 'cannot' : 'can'}`);
      return out;
    });
    expect(failures).toEqual([]);
    expect(cases.flatMap((c) => c.bootDeleted).length).toBeGreaterThanOrEqual(expected.deletedAtBoot);
  });

  it('finds every cycle systemd reports, and no other', () => {
    const failures = cases.flatMap((c) => compare(c).map((p) => `${c.source}: ${p}`));
    expect(failures).toEqual([]);
  });
}

describe('ordering cycles against systemd-analyze verify: test/boot-corpus, rule examples, test/systemd-corpus and the golden fixtures', () => {
  // Today 201 nodes, 43 with cycles, 35 jobs deleted at boot: the minimums leave room for cases to change.
  cycleDifferential([...bootCorpusSpecs(), ...corpusSpecs()], { nodes: 180, withCycles: 35, deletedAtBoot: 25, refused: ['sys-fs-bpf.mount'] });
});

describeCorpus(WILD, 'ordering cycles against systemd-analyze verify: the published specs', () => {
  // Today 81 nodes, none with a cycle: systemd must report none either.
  cycleDifferential(wildSpecs(), { nodes: 70, withCycles: 0, deletedAtBoot: 0, refused: ['sys-fs-bpf.mount'] });
});
