import { analyze } from '../../core/index.ts';
import type { Analysis } from '../../core/types.ts';
import { EXIT_INPUT_ERRORS, EXIT_OK, type CliIo } from '../io.ts';
import { analyzeOptions, openInput } from '../open-input.ts';
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
  const opened = await openInput(args, io, {
    command: 'lint',
    allowed: ['kops-version', 'runtime', 'proposal', 'distro', 'format', 'fix'],
    formats: ['text', 'json', 'sarif'],
  }, USAGE);
  if (!opened.ok) return opened.exit;
  const { options: o, path, ...input } = opened;
  const options = analyzeOptions(o);
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
