import { compare } from '../../core/compare/compare.ts';
import { comparisonCounts } from '../../core/compare/summary.ts';
import type { Comparison, SideDiagnostic } from '../../core/compare/types.ts';
import { TextIndex } from '../../core/text-index.ts';
import { EXIT_INPUT_ERRORS, EXIT_OK, EXIT_USAGE, type CliIo } from '../io.ts';
import { pickGroups } from './pick-groups.ts';
import { analyzeOptions, openInput } from '../open-input.ts';
import { detailedExitCode, EXIT_DIFF_ERROR, wantsDetailedExitCode } from './diff-exit.ts';
import { diffJson } from './diff-json.ts';
import { diffMarkdown } from './diff-markdown.ts';
import { sideOptions, takeDiffFlags } from './diff-options.ts';
import { diffText } from './diff-text.ts';
import { parseOptions, type OptionName } from '../options.ts';
import { specDiff } from './spec-diff.ts';

/** What diff BASE FILE takes besides its own flags: the common side options too. */
const SPEC_DIFF_OPTIONS: readonly OptionName[] = ['ig', 'distro', 'format', 'kops-version', 'runtime', 'proposal'];

const USAGE = `Usage: kops-hooks diff FILE|- --from V --to V [--from-runtime docker|containerd]
                       [--to-runtime docker|containerd] [--ig NAME] [--distro D]
                       [--format text|json|markdown] [--detailed-exitcode]
       kops-hooks diff BASE|- FILE|- [--kops-version V] [--runtime R] [--from V] [--to V]
                       [--from-runtime R] [--to-runtime R] [--ig NAME] [--distro D]
                       [--format text|json|markdown] [--context N] [--detailed-exitcode]
Shows what changes on every instance group's nodes when the cluster moves from kops V (--from)
to kops V (--to), unit by unit, with the reason for each change (a version may be "proposal").
text: a unified diff per changed unit with git-like headers, "# why" and "# nodeup" lines after
it; every problem of either side on stderr, marked [from], [to] or [both]. json: the contract of
the issue "Upgrade preview". markdown: for a pull request, with the problems that appear, stay
and disappear (errors also on stderr, as with json). --ig NAME: one instance group, and in text
and markdown only its problems.
With two files, compares two versions of a spec (BASE, then FILE; either may be -, so
\`git show HEAD:cluster.yaml | kops-hooks diff - cluster.yaml\` works), both at --kops-version
and --runtime, or each side at its own --from/--to and --from-runtime/--to-runtime: the summary
line (\`2 of 3 instance groups roll: nodes-a, nodes-b (3 units change, 1 file changes)\`), then per instance group
whether it rolls (its user-data changes) and why, and its changed units. --context N: lines
around each change (default 3). markdown: a pull-request comment, a <details> per group, open
when it rolls. json: the same, with rolls and reason per group.
Exit 0 ok, 1 either side has an error (output still printed), 2 usage error.
--detailed-exitcode (alias --exit-code), as terraform plan -detailed-exitcode and helm diff
--detailed-exitcode: 0 no unit changes (with two files: nothing changes on any node and no group
rolls), 1 an error (either side's input, internal, or usage), 2 changes.
`;

function diagnosticsText(name: string, text: string, diagnostics: readonly SideDiagnostic[]): string {
  const index = new TextIndex(text);
  return diagnostics.map((d) => {
    const { line, column } = index.lineCol(d.range.start);
    return `${name}:${line}:${column}: ${d.severity} ${d.code} [${d.side}]: ${d.message}\n`;
  }).join('');
}

/** What `--ig` left out: `2 problems outside instance group "nodes" not shown (1 error); drop --ig to see them`. */
function elsewhereText(left: readonly SideDiagnostic[], group: string): string {
  const errors = left.filter((d) => d.severity === 'error').length;
  const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;
  return `${plural(left.length, 'problem')} outside instance group "${group}" not shown${errors > 0 ? ` (${plural(errors, 'error')})` : ''}; drop --ig to see them`;
}

/** `kops-hooks diff`: the upgrade preview of FILE between two kops versions (and runtimes), or with two files the plan of an edit (spec-diff.ts). */
export async function diff(args: string[], io: CliIo): Promise<number> {
  // With --detailed-exitcode, 2 means "units change": bad usage is an error like any other.
  const detailed = wantsDetailedExitCode(args);
  const usage = detailed ? EXIT_DIFF_ERROR : EXIT_USAGE;
  const taken = takeDiffFlags(args);
  if (!taken.ok) {
    io.stderr(taken.error);
    return usage;
  }
  const two = parseOptions(taken.rest, { command: 'diff', allowed: SPEC_DIFF_OPTIONS, formats: ['text', 'json', 'markdown'] });
  if (two.ok && !two.options.help && two.options.positionals.length === 2) return specDiff(two.options, taken.flags, detailed, usage, io);
  if (taken.flags.context !== undefined) {
    io.stderr('kops-hooks diff: --context applies to diff BASE FILE (two specs) (see kops-hooks --help)\n');
    return usage;
  }
  const opened = await openInput(taken.rest, io, {
    command: 'diff', allowed: ['ig', 'distro', 'format'], formats: ['text', 'json', 'markdown'],
  }, USAGE);
  if (!opened.ok) return opened.exit === EXIT_USAGE ? usage : opened.exit;
  const { flags } = taken;
  if (flags.from === undefined || flags.to === undefined) {
    io.stderr(`kops-hooks diff: missing ${flags.from === undefined ? '--from' : '--to'} VERSION (see kops-hooks --help)\n`);
    return usage;
  }
  const { options: o, ...input } = opened;
  const base = analyzeOptions(o);
  const c = compare(input.text, sideOptions(flags.from, flags.fromRuntime, base), sideOptions(flags.to, flags.toRuntime, base));
  const groups = pickGroups(c.groups, o.ig, 'diff', io);
  if (!groups) return usage;
  // --ig: that group's problems only (those of the others are counted, and still decide the exit code).
  const diagnostics = o.ig === undefined ? c.diagnostics : c.diagnostics.filter((d) => groups.some((g) => g.diagnostics.includes(d)));
  const shown: Comparison = { ...c, groups, counts: comparisonCounts(groups), diagnostics };
  const elsewhere = c.diagnostics.filter((d) => !diagnostics.includes(d));
  const errors = c.diagnostics.filter((d) => d.severity === 'error');
  if (o.format === 'text') {
    io.stdout(diffText(shown, groups));
    io.stderr(diagnosticsText(input.name, c.text, diagnostics));
    if (elsewhere.length > 0) io.stderr(`kops-hooks diff: ${elsewhereText(elsewhere, o.ig ?? '')}\n`);
  } else {
    io.stdout(o.format === 'json' ? `${JSON.stringify(diffJson({ ...shown, diagnostics: c.diagnostics }, groups), null, 2)}\n` : diffMarkdown(shown, groups, elsewhere.length > 0 ? elsewhereText(elsewhere, o.ig ?? '') : null));
    // The document goes to a file or a job summary: the errors behind a failed job go to its log.
    io.stderr(diagnosticsText(input.name, c.text, errors));
  }
  if (detailed) return detailedExitCode(errors.length > 0, shown.counts.changed > 0 || shown.counts.groupsChanged > 0);
  return errors.length > 0 ? EXIT_INPUT_ERRORS : EXIT_OK;
}
