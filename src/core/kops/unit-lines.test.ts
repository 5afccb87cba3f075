import { describe, expect, it } from 'vitest';
import { analyze } from '../index.ts';
import { TextIndex } from '../text-index.ts';
import type { AnalyzeOptions, LineRule, Task, UnitLine } from '../types.ts';
import { definitionLineCount, taskHook, unitLines } from './unit-lines.ts';

// The request's hook (../shared/seed-request.md), as the gallery's first example has it.
const SWAP = `apiVersion: kops.k8s.io/v1alpha2
kind: Cluster
metadata:
  name: swap.example.com
spec:
  hooks:
  - name: swap1.swap
    requires:
    - create-swapfile.service
    manifest: |
      [Unit]
      Description=Turn on swap
      Requires=create-swapfile.service
      After=create-swapfile.service

      [Swap]
      What=/swap1

      [Install]
      WantedBy=multi-user.target
`;

// An exec hook: a padded image, a flow command with an empty item, and a key given twice.
const EXEC = `kind: InstanceGroup
spec:
  role: Node
  hooks:
  - name: tune
    before: [kubelet.service]
    execContainer:
      image: " busybox "
      command:
      - sh
      - ""
      - -c
      environment:
        B: two
        A: one
        B: three
`;

/** One task's lines, each as `[rule, text of each range]` (kops lines: `[rule]`). */
function traced(text: string, options: AnalyzeOptions, unit?: string): Array<[LineRule, ...string[]]> {
  const a = analyze(text, options);
  const task = a.groups.flatMap((g) => g.tasks).find((t) => unit === undefined || t.unit === unit) as Task;
  return unitLines(task, taskHook(a, task.hook)).map((l) => (l.from === 'spec' ? [l.rule, ...l.ranges.map((r) => text.slice(r.start, r.end))] : [l.rule]));
}

/** The 1-based YAML line of each spec line's first range, or the rule of a kops line. */
function yamlLines(text: string, options: AnalyzeOptions): Array<number | string> {
  const a = analyze(text, options);
  const index = new TextIndex(text);
  const task = a.groups[0]?.tasks[0] as Task;
  return unitLines(task, taskHook(a, task.hook)).map((l: UnitLine) => (l.from === 'spec' ? index.lineCol(l.ranges[0]?.start ?? -1).line : `kops: ${l.rule}`));
}

describe('unitLines: why each line of a unit is there', () => {
  it('the request\'s example: lines 1-5 are kops\'s wrapper, line 3 comes from requires:, the manifest follows line for line', () => {
    // KOPS-HOOKS.md step 8, from nodeup/pkg/model/hooks.go (v1.36.2:112-125): Description, then
    // one Requires= per requires entry, then [Service] with the manifest as it is.
    const expected = [
      'kops: wrap-unit-section', 'kops: wrap-description', 9, 'kops: wrap-section-break', 'kops: wrap-service-section',
      11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
    ];
    expect(yamlLines(SWAP, { kopsVersion: '1.36.0' })).toEqual(expected);
    // The same wrapper in kops 1.10 (1.8.0:nodeup/pkg/model/hooks.go:120-133).
    expect(yamlLines(SWAP, { kopsVersion: '1.10.1' })).toEqual(expected);
    expect(traced(SWAP, {}).slice(2, 7)).toEqual([
      ['wrap-requires', 'create-swapfile.service'], ['wrap-section-break'], ['wrap-service-section'],
      ['wrap-manifest', '[Unit]'], ['wrap-manifest', 'Description=Turn on swap'],
    ]);
  });

  it('with useRawManifest (1.11+) every line is the manifest\'s own, one to one, and kops writes none', () => {
    const raw = SWAP.replace('    manifest: |', '    useRawManifest: true\n    manifest: |').replace('    requires:\n    - create-swapfile.service\n', '');
    const lines = yamlLines(raw, { kopsVersion: '1.11.0' });
    expect(lines).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(traced(raw, {}).map((l) => l[0])).toEqual(Array(10).fill('raw-manifest'));
    // kops 1.10 has no useRawManifest: it wraps the manifest (1.10.1:nodeup/pkg/model/hooks.go:119-133).
    expect(yamlLines(raw, { kopsVersion: '1.10.1' }).slice(0, 4)).toEqual(['kops: wrap-unit-section', 'kops: wrap-description', 'kops: wrap-section-break', 'kops: wrap-service-section']);
  });

  it('an exec hook: the pull line from the image, the run line from the image, every command item and the environment entries that reach it', () => {
    const ctr = traced(EXEC, { kopsVersion: '1.36.0' });
    expect(ctr).toEqual([
      ['wrap-unit-section'], ['wrap-description'], ['wrap-before', 'kubelet.service'], ['exec-requires-containerd'], ['wrap-section-break'],
      ['exec-service-section'],
      ['exec-ctr-pull', '" busybox "'],
      // Document order; B's first entry is replaced by its second, as in a Go map, so only `B: three` reaches the line.
      ['exec-ctr-run', '" busybox "', 'sh', '""', '-c', 'A: one', 'B: three'],
      ['exec-oneshot'], ['wrap-section-break'], ['exec-install-section'], ['exec-wanted-by'],
    ]);
    // Docker with -e before 1.20.3 (v1.20.2:nodeup/pkg/model/convenience.go:55), --env from it (v1.20.3: same line).
    expect(traced(EXEC, { kopsVersion: '1.20.2' }).map((l) => l[0]).filter((r) => r.startsWith('exec-'))).toEqual([
      'exec-requires-docker', 'exec-service-section', 'exec-docker-pull', 'exec-docker-run', 'exec-oneshot', 'exec-install-section', 'exec-wanted-by',
    ]);
    expect(traced(EXEC, { kopsVersion: '1.21.0', runtime: 'docker' }).map((l) => l[0])[7]).toBe('exec-docker-run-env');
    expect(traced(EXEC, { kopsVersion: '1.21.0', runtime: 'containerd' }).map((l) => l[0])[7]).toBe('exec-ctr-run');
  });

  it('a disabled hook writes no file, so no line', () => {
    const a = analyze(SWAP.replace('  - name: swap1.swap\n', '  - name: swap1.swap\n    disabled: true\n'), {});
    const task = a.groups[0]?.tasks[0] as Task;
    expect(task.definition).toBeNull();
    expect(unitLines(task, taskHook(a, task.hook))).toEqual([]);
  });

  it('counts lines as a file has them: a final newline ends the last line', () => {
    expect([null, '', 'a', 'a\n', 'a\n\n', 'a\nb', '\n'].map(definitionLineCount)).toEqual([0, 0, 1, 1, 2, 2, 1]);
  });
});
