/**
 * The data model of a comparison between two specs (base and changed), each at its own kops
 * version and runtime: what `compareSpecs` returns and what `kops-hooks diff BASE FILE` and the
 * page's "Compare with an earlier spec" read. Pure data; safe to structured-clone.
 */

import type { Diagnostic, Role } from '../types.ts';
import type { CompareSide, UnitDiff } from './types.ts';
import type { RollVerdict } from './roll.ts';
import type { FileDiff } from './file-diffs.ts';

/** One instance group in both specs (matched by name). */
export interface SpecGroupDiff {
  name: string;
  role: Role;
  /** In both specs, only in the changed one (`added`) or only in the base (`removed`). */
  presence: 'both' | 'added' | 'removed';
  runsNodeup: boolean;
  /**
   * Each hook unit by file name, as the upgrade preview diffs them (types.ts UnitDiff): `before` is
   * the base side, `after` the changed side.
   */
  units: UnitDiff[];
  /**
   * Each file nodeup writes from fileAssets on this group, by path, as the upgrade preview diffs
   * them (file-diffs.ts): `before` from the base spec, `after` from the changed one.
   */
  files: FileDiff[];
  /**
   * The fileAssets whose entry in this group's user-data changes (labels, `Cluster fileAsset "x"`),
   * read from the spec as kops puts them there (what makes the group roll; `files` is what lands).
   */
  fileAssets: string[];
  /** nodeup's abort message on each side, or null. */
  fatal: { from: string | null; to: string | null };
  roll: RollVerdict;
}

/** One side: its text, how it was analysed, and its diagnostics (ranges in its own text). */
export interface SpecSide extends CompareSide {
  text: string;
  diagnostics: Diagnostic[];
}

/** The whole comparison. */
export interface SpecComparison {
  base: SpecSide;
  changed: SpecSide;
  groups: SpecGroupDiff[];
  counts: {
    groups: number;
    rolling: number;
    unitsChanged: number;
    /** Distinct fileAssets that change in the user-data of some group. */
    filesChanged: number;
  };
  /** Said once when nothing a node sees changes though the texts differ (comments, key order, formatting), else null. */
  note: string | null;
}
