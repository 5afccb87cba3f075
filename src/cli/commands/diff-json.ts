import { compareSummary, comparisonCounts } from '../../core/compare/summary.ts';
import type { Comparison, GroupDiff, UnitSide } from '../../core/compare/types.ts';
import { TextIndex } from '../../core/text-index.ts';
import { toEdge } from './lint-format.ts';
import type { FileDiff } from '../../core/compare/file-diffs.ts';

function state(s: UnitSide | null): { enabled: boolean; running: boolean; manageState: boolean } | null {
  return s && { enabled: s.enabled, running: s.running, manageState: s.manageState };
}

/**
 * The JSON contract of `kops-hooks diff` (issue "Upgrade preview"), pinned by test/diff-cli.test.ts:
 * `{ from: {kopsVersion, runtime}, to: {…}, instanceGroups: [ { name, units: [ { unit, path,
 * change, before, after, patch, reasons: [ {since, message, switch} ], state: {from, to}, nodeup } ],
 * fatal: {from, to}, files: [ {path, change, before: {mode, content, binary}, after, patch, reason} ] } ], diagnostics: [ {code, severity, message, range, side} ], notes: [ {since,
 * message} ], summary, counts: {changed, unchanged, broken, groups, groupsChanged, filesChanged} }`
 * (summary and counts over the instance groups shown). `before`/`after` are the file texts (null: no file, including a disabled hook,
 * whose `state` says so); lines and columns are 1-based. Keys beyond the (`switch`,
 * `state`, `nodeup`, `notes`, `summary`, `counts`) come after its keys.
 */
export function diffJson(c: Comparison, groups: readonly GroupDiff[]): unknown {
  const index = new TextIndex(c.text);
  return {
    from: { kopsVersion: c.from.kopsVersion, runtime: c.from.runtime },
    to: { kopsVersion: c.to.kopsVersion, runtime: c.to.runtime },
    instanceGroups: groups.map((g) => ({
      name: g.name,
      units: g.units.map((u) => ({
        unit: u.unit,
        path: u.path,
        change: u.change,
        before: u.before?.definition ?? null,
        after: u.after?.definition ?? null,
        patch: u.patch,
        reasons: u.reasons.map((r) => ({ since: r.since, message: r.message, switch: r.switch })),
        state: { from: state(u.before), to: state(u.after) },
        nodeup: u.nodeup,
      })),
      fatal: g.fatal,
      files: g.files.map(fileJson),
    })),
    diagnostics: c.diagnostics.map((d) => ({ ...toEdge(index, d), side: d.side })),
    notes: c.notes,
    summary: compareSummary({ ...c, counts: comparisonCounts(groups) }),
    counts: comparisonCounts(groups),
  };
}

/** One fileAsset file on both sides, as `diff --format json` gives it (both kinds of comparison). */
export function fileJson(f: FileDiff): unknown {
  return {
    path: f.path,
    change: f.change,
    before: f.before && { mode: f.before.mode, content: f.before.content, binary: f.before.binary },
    after: f.after && { mode: f.after.mode, content: f.after.content, binary: f.after.binary },
    patch: f.patch,
    reason: f.reason,
  };
}
