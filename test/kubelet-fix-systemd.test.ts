import { lstatSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootGraph } from '../src/core/boot/boot-graph.ts';
import { analyze } from '../src/core/index.ts';
import { applyFixes } from '../src/core/lint/apply-fixes.ts';
import { kubeletFix } from '../src/core/lint/kubelet-fix.ts';
import type { AnalyzeOptions } from '../src/core/types.ts';
import { verifyCycles, writeNode } from './boot-root.ts';
import { classify } from './systemd-messages.ts';
import { systemdAnalyzeVersion, verifyBatch } from './systemd-analyze.ts';

// The kubelet fix, checked by systemd itself (systemd-analyze verify, systemctl --root enable):
// the fixed unit loads cleanly, `systemctl enable` links it into multi-user.target, and the boot
// transaction of multi-user.target holds a job for it ordered before kubelet's. The last one is
// seen through a probe: a drop-in that orders kubelet before the hook closes an ordering cycle,
// which systemd reports only among jobs of one transaction (src/core/transaction.c,
// transaction_verify_order). Before the fix the same probe finds no cycle at boot: the hook has
// no boot job, so kubelet does not wait for it.

const CASES: Array<{ name: string; yaml: string; options: AnalyzeOptions; unit: string }> = [
  { name: 'the issue\'s wrapped manifest, kops 1.36', unit: 'sysctl-tune.service', options: { kopsVersion: '1.36.0' },
    yaml: '- name: sysctl-tune.service\n  before: [kubelet.service]\n  manifest: |\n    Type=oneshot\n    ExecStart=/sbin/sysctl -w vm.max_map_count=262144\n' },
  { name: 'a raw manifest with no [Unit] or [Install], kops 1.21', unit: 'a.service', options: { kopsVersion: '1.21.0' },
    yaml: '- name: a.service\n  useRawManifest: true\n  manifest: |\n    [Service]\n    Type=oneshot\n    ExecStart=/bin/true\n' },
  { name: 'an exec hook with no before:, kops 1.36', unit: 'prep.service', options: { kopsVersion: '1.36.0' },
    yaml: '- name: prep\n  execContainer:\n    image: busybox\n    command: [sh, -c, "true"]\n' },
];

interface Result {
  name: string;
  unit: string;
  loads: string[];
  linked: boolean;
  cycleBefore: boolean;
  cycleAfter: boolean;
}

const results: Result[] = [];
let scratch = '';

/** Writes the group's node into `root`, adds the probe, and says whether the boot transaction has a cycle through `unit` and kubelet. */
async function probe(root: string, yaml: string, options: AnalyzeOptions, unit: string): Promise<{ cycle: boolean; linked: boolean }> {
  const analysis = analyze(yaml, options);
  const group = analysis.groups.find((g) => g.role === 'Node');
  if (!group) throw new Error('no Node group');
  await writeNode(root, analysis, group, bootGraph(analysis, group));
  const dropIn = join(root, 'etc/systemd/system/kubelet.service.d');
  mkdirSync(dropIn, { recursive: true });
  writeFileSync(join(dropIn, 'probe.conf'), `[Unit]\nBefore=${unit}\n`);
  const { cycles } = await verifyCycles(root, []);
  return {
    cycle: cycles.some((c) => c.includes(unit) && c.includes('kubelet.service')),
    // The link points into the root (`/lib/systemd/system/...`): look at the link, not its target.
    linked: lstatSync(join(root, 'etc/systemd/system/multi-user.target.wants', unit), { throwIfNoEntry: false })?.isSymbolicLink() === true,
  };
}

describe('the kubelet fix against systemd', () => {
  beforeAll(async () => {
    const version = systemdAnalyzeVersion();
    if (!version.ok) throw new Error(version.error);
    scratch = mkdtempSync(join(tmpdir(), 'kubelet-fix-'));
    for (const [i, c] of CASES.entries()) {
      const analysis = analyze(c.yaml, c.options);
      const group = analysis.groups.find((g) => g.role === 'Node');
      const verdict = group && bootGraph(analysis, group).verdicts.find((v) => v.unit === c.unit);
      if (!verdict) throw new Error(`${c.name}: no verdict`);
      const { fix } = kubeletFix(analysis, verdict);
      const fixed = applyFixes(c.yaml, fix ? [fix] : []);
      const before = await probe(join(scratch, `${i}-before`), c.yaml, c.options, c.unit);
      const after = await probe(join(scratch, `${i}-after`), fixed, c.options, c.unit);
      const task = analyze(fixed, c.options).groups.find((g) => g.role === 'Node')?.tasks.find((t) => t.unit === c.unit);
      const { verdicts } = await verifyBatch(join(scratch, `${i}-verify`), [{ name: c.unit, content: task?.definition ?? '' }]);
      results.push({ name: c.name, unit: c.unit, loads: (verdicts[0]?.messages.map((m) => m.text) ?? ['not verified']).filter((m) => classify(m) !== 'summary'), linked: after.linked, cycleBefore: before.cycle, cycleAfter: after.cycle });
    }
  }, 120_000);

  afterAll(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  // An exec unit's /usr/bin/ctr is on the node, not on this machine: that complaint is left out (systemd-messages.ts).
  it.each(CASES.map((c) => c.name))('%s: the fixed unit loads cleanly', (name) => {
    expect(results.find((r) => r.name === name)?.loads).toEqual([]);
  });

  it.each(CASES.map((c) => c.name))('%s: systemctl enable links it into multi-user.target', (name) => {
    expect(results.find((r) => r.name === name)?.linked).toBe(true);
  });

  it.each(CASES.map((c) => c.name))('%s: after the fix the boot queues it with kubelet, ordered before it', (name) => {
    const r = results.find((x) => x.name === name);
    expect(r?.cycleAfter).toBe(true);
  });

  it('before the fix, kubelet waits at boot for neither hook that has no boot job', () => {
    // The exec hook had a boot job (kops writes its [Install]) but no ordering: the probe's one
    // line alone makes no cycle there either.
    expect(results.map((r) => [r.name, r.cycleBefore])).toEqual(CASES.map((c) => [c.name, false]));
  });
});
