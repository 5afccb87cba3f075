import { analyze } from '../../core/index.ts';
import type { Analysis, AnalyzeOptions } from '../../core/types.ts';
import { EXIT_INPUT_ERRORS, EXIT_OK, EXIT_USAGE, type CliIo } from '../io.ts';
import { parseOptions, readInput } from '../options.ts';
import { lintFix } from './lint-fix.ts';
import { lintJson, lintText } from './lint-format.ts';
import { lintSarif } from './lint-sarif.ts';

const USAGE = 'usage: kops-hooks lint FILE|- [--kops-version V] [--runtime R] [--proposal] [--distro D] [--format text|json|sarif] [--fix]\n';

/**
 * `kops-hooks lint`: prints the diagnostics (text `file:line:column: severity code: message`,
 * JSON, or SARIF 2.1.0) and exits 1 when an error remains. `--fix` applies every available fix:
 * FILE is rewritten in place and the remaining problems are printed; with `-` the fixed YAML goes
 * to stdout and the remaining problems to stderr as text (standard input cannot be rewritten).
 */
export async function lint(args: string[], io: CliIo): Promise<number> {
  const parsed = parseOptions(args, {
    command: 'lint',
    allowed: ['kops-version', 'runtime', 'proposal', 'distro', 'format', 'fix'],
    formats: ['text', 'json', 'sarif'],
  });
  if (!parsed.ok) {
    io.stderr(parsed.error);
    return EXIT_USAGE;
  }
  const o = parsed.options;
  if (o.help) {
    io.stdout(USAGE);
    return EXIT_OK;
  }
  const [path, ...extra] = o.positionals;
  if (path === undefined || extra.length > 0) {
    io.stderr(`kops-hooks lint: ${path === undefined ? 'missing FILE (use - for standard input)' : `one FILE only, got ${o.positionals.length}`}\n${USAGE}`);
    return EXIT_USAGE;
  }
  const input = await readInput(path, io, 'lint');
  if (!input.ok) {
    io.stderr(input.error);
    return EXIT_USAGE;
  }
  const options: AnalyzeOptions = {
    ...(o.kopsVersion ? { kopsVersion: o.kopsVersion } : {}),
    ...(o.runtime ? { runtime: o.runtime } : {}),
    ...(o.proposal ? { proposal: true } : {}),
    ...(o.distro ? { distro: o.distro } : {}),
  };
  let analysis: Analysis;
  if (o.fix) {
    const fixed = lintFix(input.text, options);
    analysis = fixed.analysis;
    if (path === '-') {
      io.stdout(fixed.text);
      io.stderr(lintText(input.name, analysis));
      return exitCode(analysis);
    }
    if (fixed.text !== input.text) {
      await io.writeFile(path, fixed.text);
      io.stderr(`kops-hooks lint: fixed ${path} (${fixed.passes} pass${fixed.passes === 1 ? '' : 'es'})\n`);
    }
  } else {
    analysis = analyze(input.text, options);
  }
  const format = o.format ?? 'text';
  io.stdout(format === 'json' ? lintJson(input.name, analysis) : format === 'sarif' ? lintSarif(path === '-' ? 'stdin' : path, analysis) : lintText(input.name, analysis));
  return exitCode(analysis);
}

function exitCode(analysis: Analysis): number {
  return analysis.diagnostics.some((d) => d.severity === 'error') ? EXIT_INPUT_ERRORS : EXIT_OK;
}
