import { compare } from '../../core/compare/compare.ts';
import { comparisonCounts } from '../../core/compare/summary.ts';
import type { Comparison } from '../../core/compare/types.ts';
import { TextIndex } from '../../core/text-index.ts';
import { EXIT_INPUT_ERRORS, EXIT_OK, EXIT_USAGE, type CliIo } from '../io.ts';
import { pickGroups } from './pick-groups.ts';
import { analyzeOptions, openInput } from '../open-input.ts';
import { diffJson } from './diff-json.ts';
import { diffMarkdown } from './diff-markdown.ts';
import { sideOptions, takeDiffFlags } from './diff-options.ts';
import { diffText } from './diff-text.ts';

const USAGE = `Usage: kops-hooks diff FILE|- --from V --to V [--from-runtime docker|containerd]
                       [--to-runtime docker|containerd] [--ig NAME] [--distro D]
                       [--format text|json|markdown] [--exit-code]
Shows what changes on every instance group's nodes when the cluster moves from kops V (--from)
to kops V (--to), unit by unit, with the reason for each change (a version may be "proposal").
text: a unified diff per changed unit with git-like headers, "# why" and "# nodeup" lines after
it; diagnostics that appear or disappear go to stderr. json: the contract of the issue "Upgrade
preview". markdown: for a pull request.
Exit 0 ok, 1 either side has an error (output still printed), 2 usage error. With --exit-code,
like git diff: 1 when any unit changes, 0 when none does (errors are still printed).
`;

function diagnosticsText(name: string, c: Comparison): string {
  const index = new TextIndex(c.text);
  return c.diagnostics.map((d) => {
    const { line, column } = index.lineCol(d.range.start);
    return `${name}:${line}:${column}: ${d.severity} ${d.code} [${d.side}]: ${d.message}\n`;
  }).join('');
}

/** `kops-hooks diff`: the upgrade preview of FILE between two kops versions (and runtimes). */
export async function diff(args: string[], io: CliIo): Promise<number> {
  const taken = takeDiffFlags(args);
  if (!taken.ok) {
    io.stderr(taken.error);
    return EXIT_USAGE;
  }
  const opened = await openInput(taken.rest, io, {
    command: 'diff', allowed: ['ig', 'distro', 'format'], formats: ['text', 'json', 'markdown'],
  }, USAGE);
  if (!opened.ok) return opened.exit;
  const { flags } = taken;
  if (flags.from === undefined || flags.to === undefined) {
    io.stderr(`kops-hooks diff: missing ${flags.from === undefined ? '--from' : '--to'} VERSION (see kops-hooks --help)\n`);
    return EXIT_USAGE;
  }
  const { options: o, ...input } = opened;
  const base = analyzeOptions(o);
  const c = compare(input.text, sideOptions(flags.from, flags.fromRuntime, base), sideOptions(flags.to, flags.toRuntime, base));
  const groups = pickGroups(c.groups, o.ig, 'diff', io);
  if (!groups) return EXIT_USAGE;
  const shown: Comparison = { ...c, groups, counts: comparisonCounts(groups) };
  if (o.format === 'json') io.stdout(`${JSON.stringify(diffJson(shown, groups), null, 2)}\n`);
  else if (o.format === 'markdown') io.stdout(diffMarkdown(shown, groups));
  else {
    io.stdout(diffText(shown, groups));
    io.stderr(diagnosticsText(input.name, c));
  }
  if (flags.exitCode) return shown.counts.changed > 0 || shown.counts.groupsChanged > 0 ? EXIT_INPUT_ERRORS : EXIT_OK;
  return c.diagnostics.some((d) => d.severity === 'error') ? EXIT_INPUT_ERRORS : EXIT_OK;
}
