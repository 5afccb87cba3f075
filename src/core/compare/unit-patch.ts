import { OMIT_HEADERS, formatPatch, structuredPatch } from 'diff';

/** One side of a unit file for a patch: where it lives, its text (null: no file), and a label. */
export interface PatchSide {
  path: string;
  /** The file content, or null when this side writes no file (no unit, or a disabled hook). */
  text: string | null;
  /** `kops 1.21.5, docker`: said after the file name in the header. */
  label: string;
}

function header(sign: '---' | '+++', prefix: 'a' | 'b', side: PatchSide): string {
  const name = side.text === null ? '/dev/null' : `${prefix}/${side.path.replace(/^\/+/, '')}`;
  return `${sign} ${name} (${side.label})\n`;
}

/**
 * A unified diff of one unit file between two sides, with git-like headers
 * (`--- a/lib/systemd/system/x.service (kops 1.21.5, docker)`, `/dev/null` for a side without a
 * file), `context` lines of context (three by default), and `\ No newline at end of file` where a side lacks one (jsdiff).
 * '' when both sides have the same text (or neither has a file).
 */
export function unitPatch(before: PatchSide, after: PatchSide, context = 3): string {
  if (before.text === after.text) return '';
  const patch = structuredPatch('a', 'b', before.text ?? '', after.text ?? '', undefined, undefined, { context });
  const hunks = patch.hunks.length > 0 ? formatPatch(patch, OMIT_HEADERS) : '';
  return header('---', 'a', before) + header('+++', 'b', after) + hunks;
}

/** One line of a whole-file diff, numbered on the side(s) it belongs to. */
export interface PatchLine {
  kind: 'same' | 'removed' | 'added' | 'no-newline';
  text: string;
  /** 1-based line number in the `before` file (same and removed lines). */
  oldLine?: number;
  /** 1-based line number in the `after` file (same and added lines). */
  newLine?: number;
}

/**
 * Every line of both files, in diff order, numbered: what a side-by-side or unified view shows.
 * A `no-newline` line follows the last line of a side that has no final newline. A null text is
 * no file (no lines).
 */
export function patchLines(before: string | null, after: string | null): PatchLine[] {
  const a = before ?? '';
  const b = after ?? '';
  const out: PatchLine[] = [];
  const { hunks } = structuredPatch('a', 'b', a, b, undefined, undefined, { context: Number.MAX_SAFE_INTEGER });
  const hunk = hunks[0];
  if (!hunk) {
    // The same text on both sides: jsdiff returns no hunk.
    const lines = a.split('\n');
    if (a.endsWith('\n')) lines.pop();
    if (a === '') return [];
    lines.forEach((text, i) => out.push({ kind: 'same', text, oldLine: i + 1, newLine: i + 1 }));
    if (!a.endsWith('\n')) out.push({ kind: 'no-newline', text: 'No newline at end of file' });
    return out;
  }
  let oldLine = hunk.oldStart === 0 ? 1 : hunk.oldStart;
  let newLine = hunk.newStart === 0 ? 1 : hunk.newStart;
  for (const line of hunk.lines) {
    const sign = line[0];
    const text = line.slice(1);
    if (sign === '\\') out.push({ kind: 'no-newline', text: 'No newline at end of file' });
    else if (sign === '-') out.push({ kind: 'removed', text, oldLine: oldLine++ });
    else if (sign === '+') out.push({ kind: 'added', text, newLine: newLine++ });
    else out.push({ kind: 'same', text, oldLine: oldLine++, newLine: newLine++ });
  }
  return out;
}
