import { changedLines } from '../../core/compare/changed-lines.ts';
import { fileJson } from './diff-json.ts';
import { specSummary } from '../../core/compare/spec-summary.ts';
import type { SpecComparison, SpecGroupDiff, SpecSide } from '../../core/compare/spec-types.ts';
import { TextIndex } from '../../core/text-index.ts';
import { toEdge } from './lint-format.ts';

function side(s: SpecSide): unknown {
  const index = new TextIndex(s.text);
  return { kopsVersion: s.kopsVersion, runtime: s.runtime, refusal: s.refusal, diagnostics: s.diagnostics.map((d) => toEdge(index, d)) };
}

/**
 * The JSON of `kops-hooks diff BASE FILE` (pinned by test/spec-diff-cli.test.ts): `{ summary,
 * base: {kopsVersion, runtime, refusal, diagnostics}, changed: {…}, note, counts: {groups,
 * rolling, unitsChanged, filesChanged}, instanceGroups: [ { name, role, presence, rolls, reason,
 * reasons: [ {cause, message, modelled} ], fileAssets: [label], files: [ {path, change, before, after,
 * patch, reason} ] (as the version diff's), fatal, units: [ { unit, path,
 * change, before, after, patch, changedLines: [ {kind, line, text, rule} ], reasons: [ {since,
 * message, switch} ], nodeup } ] } ] }`. `before`/`after` are the file texts (null: no file);
 * diagnostics' lines and columns are 1-based, in their side's text.
 */
export function specDiffJson(c: SpecComparison, groups: readonly SpecGroupDiff[]): unknown {
  return {
    summary: specSummary({ ...c, groups: [...groups] }),
    base: side(c.base),
    changed: side(c.changed),
    note: c.note,
    counts: c.counts,
    instanceGroups: groups.map((g) => ({
      name: g.name,
      role: g.role,
      presence: g.presence,
      rolls: g.roll.rolls,
      reason: g.roll.reason,
      reasons: g.roll.reasons.map((r) => ({ cause: r.cause, message: r.message, modelled: r.modelled })),
      fileAssets: g.fileAssets,
      files: g.files.map(fileJson),
      fatal: g.fatal,
      units: g.units.map((u) => ({
        unit: u.unit,
        path: u.path,
        change: u.change,
        before: u.before?.definition ?? null,
        after: u.after?.definition ?? null,
        patch: u.patch,
        changedLines: changedLines(u),
        reasons: u.reasons.map((r) => ({ since: r.since, message: r.message, switch: r.switch })),
        nodeup: u.nodeup,
      })),
    })),
  };
}
