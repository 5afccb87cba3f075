import { compareSpecs } from '../../core/compare/compare-specs.ts';
import { specCounts } from '../../core/compare/spec-summary.ts';
import type { SpecComparison, SpecGroupDiff, SpecSide } from '../../core/compare/spec-types.ts';
import { TextIndex } from '../../core/text-index.ts';
import { EXIT_INPUT_ERRORS, EXIT_OK, type CliIo } from '../io.ts';
import { analyzeOptions } from '../open-input.ts';
import { readInput, type CliOptions } from '../options.ts';
import { detailedExitCode } from './diff-exit.ts';
import { sideOptions, type DiffFlags } from './diff-options.ts';
import { pickGroups } from './pick-groups.ts';
import { specDiffJson } from './spec-diff-json.ts';
import { specDiffMarkdown } from './spec-diff-markdown.ts';
import { specDiffText } from './spec-diff-text.ts';

function diagnosticsText(name: string, label: 'base' | 'changed', s: SpecSide, errorsOnly: boolean): string {
  const index = new TextIndex(s.text);
  return s.diagnostics.filter((d) => !errorsOnly || d.severity === 'error').map((d) => {
    const { line, column } = index.lineCol(d.range.start);
    return `${name}:${line}:${column}: ${d.severity} ${d.code} [${label}]: ${d.message}\n`;
  }).join('');
}

/** Whether anything changes on a node of `groups`: a unit, a roll, nodeup's abort, a group that comes or goes. */
export function specChanges(groups: readonly SpecGroupDiff[]): boolean {
  return groups.some((g) => g.roll.rolls || g.presence !== 'both' || g.fatal.from !== g.fatal.to || g.units.some((u) => u.change !== 'unchanged'));
}

/**
 * `kops-hooks diff BASE FILE`: what an edit of the spec changes on each instance group's nodes,
 * and which groups roll. Both sides at the common options (`--kops-version`, `--runtime`, ...),
 * each side's version and runtime overridden by `--from`/`--to` and `--from-runtime`/`--to-runtime`.
 * `usage` is the exit code of bad usage (2, or 1 under --detailed-exitcode).
 */
export async function specDiff(o: CliOptions, flags: DiffFlags, detailed: boolean, usage: number, io: CliIo): Promise<number> {
  const [basePath, filePath] = o.positionals as [string, string];
  if (basePath === '-' && filePath === '-') {
    io.stderr('kops-hooks diff: only one of BASE and FILE can be - (standard input) (see kops-hooks --help)\n');
    return usage;
  }
  const base = await readInput(basePath, io, 'diff');
  const changed = base.ok ? await readInput(filePath, io, 'diff') : base;
  if (!base.ok || !changed.ok) {
    io.stderr(base.ok ? (changed as { error: string }).error : base.error);
    return usage;
  }
  const common = analyzeOptions(o);
  const baseOptions = flags.from === undefined ? { ...common, ...(flags.fromRuntime ? { runtime: flags.fromRuntime } : {}) } : sideOptions(flags.from, flags.fromRuntime, common);
  const changedOptions = flags.to === undefined ? { ...common, ...(flags.toRuntime ? { runtime: flags.toRuntime } : {}) } : sideOptions(flags.to, flags.toRuntime, common);
  const c: SpecComparison = compareSpecs(base.text, changed.text, baseOptions, changedOptions, flags.context ?? 3);
  const picked = pickGroups(c.groups, o.ig, 'diff', io);
  if (!picked) return usage;
  const groups = picked;
  const shown: SpecComparison = { ...c, groups, counts: specCounts(groups) };
  const errors = [...c.base.diagnostics, ...c.changed.diagnostics].filter((d) => d.severity === 'error');
  const text = o.format === 'text';
  if (text) io.stdout(specDiffText(shown, groups));
  else io.stdout(o.format === 'json' ? `${JSON.stringify(specDiffJson(shown, groups), null, 2)}\n` : specDiffMarkdown(shown, groups));
  // In text every problem of the changed spec goes to stderr (the base's are known: only its errors, which decide the exit code);
  // a JSON or Markdown document goes to a file or a comment, so only the errors behind a failed job do.
  io.stderr(diagnosticsText(base.name, 'base', c.base, true) + diagnosticsText(changed.name, 'changed', c.changed, !text));
  if (detailed) return detailedExitCode(errors.length > 0, specChanges(groups));
  return errors.length > 0 ? EXIT_INPUT_ERRORS : EXIT_OK;
}
