/**
 * `kops-hooks lint` without `--fix` lints with `fixes: false` (LintContext.fixes): rules may skip
 * building fixes nobody reads, but must say the same words, and some messages tell whether a
 * quick fix exists ("the playground's quick fix does it"). These tests hold the two lints equal,
 * and hold hasDirectiveFix (the check without the fix) equal to building the fix, over every
 * fixture, example, generated spec and external corpus.
 */
import { describe, expect, it } from 'vitest';
import { generateSpec } from '../bench/generate-spec.ts';
import { analyzeOnce } from '../src/core/index.ts';
import { buildContext } from '../src/core/lint/context.ts';
import { directiveFix, hasDirectiveFix, type Directive } from '../src/core/lint/directive-fix.ts';
import type { AnalyzeOptions, Diagnostic } from '../src/core/types.ts';
import { describeCorpus, KOPS_DOCS, WILD } from './corpus.ts';
import { ownSpecs } from './own-specs.ts';

// Hand-written hooks for the branches the files above may not reach: a flow mapping, a unit that
// ends in a blank line, a hook without a name, a folded manifest, an exec hook with fields to drop.
const SHAPES = `kind: Cluster
spec:
  hooks:
  - {name: flow.service, manifest: "ExecStart=/bin/true"}
  - name: blank-end.service
    manifest: |+
      Type=oneshot
      ExecStart=/bin/true


  - manifest: |
      ExecStart=/bin/nameless
  - name: folded.service
    manifest: >
      ExecStart=/bin/true
  - name: exec
    requires: [network-online.target]
    before:
    - kubelet.service
    execContainer:
      image: busybox
      command: [sh, -c, "true"]
  - name: raw.service
    useRawManifest: true
    manifest: |
      [Service]
      Type=oneshot
      ExecStart=/bin/true
  - name: raw-indented.service
    useRawManifest: true
    manifest: |2
        [Unit]
        Requires=network-online.target
      [Service]
      ExecStart=/bin/true
`;

// Eras where the words differ: no raw manifest before 1.11; Docker; the newest.
const OPTION_SETS: AnalyzeOptions[] = [{}, { kopsVersion: '1.10.1' }, { kopsVersion: '1.20.3', runtime: 'docker' }];

// The directives rules add (and a few more sections and placements), to compare on every unit.
const DIRECTIVES: Directive[] = [
  { section: 'Install', key: 'WantedBy', value: 'multi-user.target', choice: true },
  { section: 'Unit', key: 'After', value: 'network-online.target', near: ['Requires', 'After'], choice: true },
  { section: 'Unit', key: 'After', value: 'containerd.service', near: ['Requires'], choice: true },
  { section: 'Service', key: 'TimeoutStartSec', value: '5min', choice: true },
  { section: 'Service', key: 'RemainAfterExit', value: 'yes' },
  { section: 'Service', key: 'Type', value: 'oneshot', first: true },
  { section: 'Timer', key: 'OnBootSec', value: '1min' },
];

const withoutFixes = (ds: readonly Diagnostic[]): Diagnostic[] => ds.map(({ fixes: _fixes, ...d }) => d);

/** Lints `text` both ways and checks every directive on every unit; returns how many fixes exist and how many not. */
function compare(text: string, options: AnalyzeOptions): { exist: number; absent: number } {
  const full = analyzeOnce(text, options);
  const lean = analyzeOnce(text, options, { fixes: false });
  expect(withoutFixes(lean.diagnostics)).toEqual(withoutFixes(full.diagnostics));
  const ctx = buildContext(full);
  let exist = 0;
  let absent = 0;
  for (const view of ctx.units) {
    for (const d of DIRECTIVES) {
      const built = directiveFix(ctx, view, d) !== undefined;
      expect({ unit: view.task.unit, d, exists: hasDirectiveFix(ctx, view, d) }).toEqual({ unit: view.task.unit, d, exists: built });
      if (built) exist++;
      else absent++;
    }
  }
  return { exist, absent };
}

describe('lint without fixes says what lint with fixes says', () => {
  it('on every fixture and example, in three eras', () => {
    let exist = 0;
    let absent = 0;
    for (const { name, text } of ownSpecs()) {
      for (const options of OPTION_SETS) {
        const n = compare(text, options);
        exist += n.exist;
        absent += n.absent;
      }
      expect(name).toBeTruthy();
    }
    // Both answers occur, so a predicate that always said one of them would fail above.
    expect(exist).toBeGreaterThan(100);
    expect(absent).toBeGreaterThan(100);
  });

  it('on hooks in the shapes a fix refuses to edit', () => {
    for (const options of OPTION_SETS) compare(SHAPES, options);
    const ctx = buildContext(analyzeOnce(SHAPES));
    const at = (unit: string) => ctx.units.find((v) => v.task.unit === unit);
    const install = DIRECTIVES[0] as Directive;
    const flow = at('flow.service');
    const blank = at('blank-end.service');
    const exec = at('exec.service');
    expect(flow && hasDirectiveFix(ctx, flow, install)).toBe(false);
    expect(blank && hasDirectiveFix(ctx, blank, install)).toBe(false);
    expect(exec && hasDirectiveFix(ctx, exec, install)).toBe(true);
  });

  it('on a generated spec of 400 hooks over 5 documents', () => {
    const n = compare(generateSpec({ hooks: 400, groups: 4, seed: 7 }), {});
    expect(n.exist).toBeGreaterThan(0);
  });
});

describeCorpus(WILD, 'lint without fixes, on the published specs', () => {
  for (const spec of WILD.files()) it(spec.name, () => { for (const options of OPTION_SETS) compare(spec.text, options); });
});

describeCorpus(KOPS_DOCS, "lint without fixes, on kops's published hook examples", () => {
  for (const spec of KOPS_DOCS.files()) it(spec.name, () => { for (const options of OPTION_SETS) compare(spec.text, options); });
});
