import { analyzeOnce as analyze } from '../../core/index.ts';
import type { Analysis } from '../../core/types.ts';
import { EXIT_INPUT_ERRORS, EXIT_OK, EXIT_USAGE, type CliIo } from '../io.ts';
import { analyzeOptions } from '../open-input.ts';
import { parseOptions, readInput, type OptionSpec } from '../options.ts';
import { lintFix } from './lint-fix.ts';
import { lintJson, lintText } from './lint-format.ts';
import { lintGithub } from './lint-github.ts';
import { lintSarif } from './lint-sarif.ts';

const USAGE = 'usage: kops-hooks lint FILE...|- [--kops-version V] [--runtime R] [--proposal] [--distro D] [--format text|json|sarif|github] [--fix]\n';

const SPEC: OptionSpec = {
  command: 'lint',
  allowed: ['kops-version', 'runtime', 'proposal', 'distro', 'format', 'fix'],
  formats: ['text', 'json', 'sarif', 'github'],
};

/** One linted file: its path as given (`-` for standard input), its name for messages, its Analysis. */
interface Linted {
  path: string;
  name: string;
  analysis: Analysis;
}

/**
 * `kops-hooks lint`: prints the diagnostics of each FILE (text `file:line:column: severity code:
 * message`, JSON, SARIF 2.1.0, or GitHub Actions workflow commands) and exits 1 when an error
 * remains in any of them. Several FILEs serve pre-commit, which passes the changed files at once
 * (JSON takes one). `--fix` applies every fix that is not a person's choice (CHOICE_FIXES): each FILE is rewritten in place and the
 * remaining problems are printed; with `-` (alone) the fixed YAML goes to stdout and the
 * remaining problems to stderr as text (standard input cannot be rewritten).
 */
export async function lint(args: string[], io: CliIo): Promise<number> {
  const parsed = parseOptions(args, SPEC);
  if (!parsed.ok) {
    io.stderr(parsed.error);
    return EXIT_USAGE;
  }
  const o = parsed.options;
  if (o.help) {
    io.stdout(USAGE);
    return EXIT_OK;
  }
  const paths = o.positionals;
  const refuse = (message: string): number => {
    io.stderr(`kops-hooks lint: ${message} (see kops-hooks --help)\n`);
    return EXIT_USAGE;
  };
  if (paths.length === 0) return refuse('missing FILE (use - for standard input)');
  if (paths.length > 1 && paths.includes('-')) return refuse('- (standard input) must be the only FILE');
  if (paths.length > 1 && o.format === 'json') return refuse(`--format json takes one FILE, got ${paths.length}`);
  const inputs: Array<{ path: string; name: string; text: string }> = [];
  for (const path of paths) {
    const input = await readInput(path, io, 'lint');
    if (!input.ok) {
      io.stderr(input.error);
      return EXIT_USAGE;
    }
    inputs.push({ path, name: input.name, text: input.text });
  }
  const options = analyzeOptions(o);
  const linted: Linted[] = [];
  for (const input of inputs) {
    if (!o.fix) {
      linted.push({ path: input.path, name: input.name, analysis: analyze(input.text, options) });
      continue;
    }
    const fixed = lintFix(input.text, options);
    if (input.path === '-') {
      io.stdout(fixed.text);
      io.stderr(lintText(input.name, fixed.analysis));
      return exitCode([fixed.analysis]);
    }
    if (fixed.text !== input.text) {
      await io.writeFile(input.path, fixed.text);
      io.stderr(`kops-hooks lint: fixed ${input.path} (${fixed.passes} pass${fixed.passes === 1 ? '' : 'es'})\n`);
    }
    linted.push({ path: input.path, name: input.name, analysis: fixed.analysis });
  }
  io.stdout(report(o.format ?? 'text', linted));
  return exitCode(linted.map((l) => l.analysis));
}

function report(format: string, linted: Linted[]): string {
  switch (format) {
    case 'json': return linted.map((l) => lintJson(l.name, l.analysis)).join('');
    case 'sarif': return lintSarif(linted.map((l) => ({ uri: l.path === '-' ? 'stdin' : l.path, analysis: l.analysis })));
    case 'github': return linted.map((l) => lintGithub(l.path === '-' ? null : l.path, l.analysis)).join('');
    default: return linted.map((l) => lintText(l.name, l.analysis)).join('');
  }
}

function exitCode(analyses: Analysis[]): number {
  return analyses.some((a) => a.diagnostics.some((d) => d.severity === 'error')) ? EXIT_INPUT_ERRORS : EXIT_OK;
}
