import { analyzeOnce as analyze } from '../../core/index.ts';
import type { Analysis, Severity } from '../../core/types.ts';
import { RULES } from '../../core/lint/rules/index.ts';
import { EXIT_INPUT_ERRORS, EXIT_OK, EXIT_USAGE, type CliIo } from '../io.ts';
import { analyzeOptions } from '../open-input.ts';
import { parseOptions, readInput, type OptionSpec } from '../options.ts';
import { lintFix } from './lint-fix.ts';
import { lintJson, lintText } from './lint-format.ts';
import { lintGithub } from './lint-github.ts';
import { lintSarif } from './lint-sarif.ts';

const USAGE = 'usage: kops-hooks lint FILE...|- [--kops-version V] [--runtime R] [--proposal] [--distro D] [--format text|json|sarif|github] [--fix]\n'
  + '                        [--disable RULE]... [--only RULE]... [--max-warnings N] [--fail-on error|warning|info]\n';

const SPEC: OptionSpec = {
  command: 'lint',
  allowed: ['kops-version', 'runtime', 'proposal', 'distro', 'format', 'fix', 'disable', 'only', 'max-warnings', 'fail-on'],
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
 *
 * `--only RULE` keeps only those rules' findings and `--disable RULE` drops them (both repeatable,
 * or comma-separated; an unknown rule is a usage error). The exit status is 1 when a finding of
 * `--fail-on`'s severity or worse remains (default `error`), or when more than `--max-warnings`
 * warnings remain; else 0 (README, "Exit codes").
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
  const policy: Policy = { only: new Set(o.only), disable: new Set(o.disable), failOn: o.failOn ?? 'error', maxWarnings: o.maxWarnings };
  const refuse = (message: string): number => {
    io.stderr(`kops-hooks lint: ${message} (see kops-hooks --help)\n`);
    return EXIT_USAGE;
  };
  if (paths.length === 0) return refuse('missing FILE (use - for standard input)');
  const unknown = [...o.only, ...o.disable].find((r) => !Object.hasOwn(RULES, r));
  if (unknown !== undefined) return refuse(`no lint rule "${unknown}" (kops-hooks lists them in its README, "Lint rules")`);
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
      // No format prints a fix: only --fix reads them.
      linted.push({ path: input.path, name: input.name, analysis: select(analyze(input.text, options, { fixes: false }), policy) });
      continue;
    }
    const fixed = lintFix(input.text, options);
    const remaining = select(fixed.analysis, policy);
    if (input.path === '-') {
      io.stdout(fixed.text);
      io.stderr(lintText(input.name, remaining));
      return exitCode([remaining], policy);
    }
    if (fixed.text !== input.text) {
      await io.writeFile(input.path, fixed.text);
      io.stderr(`kops-hooks lint: fixed ${input.path} (${fixed.passes} pass${fixed.passes === 1 ? '' : 'es'})\n`);
    }
    linted.push({ path: input.path, name: input.name, analysis: remaining });
  }
  io.stdout(report(o.format ?? 'text', linted));
  return exitCode(linted.map((l) => l.analysis), policy);
}

/** What the lint flags ask for: which findings to show, and which make the exit status 1. */
interface Policy {
  only: ReadonlySet<string>;
  disable: ReadonlySet<string>;
  failOn: Severity;
  maxWarnings: number | undefined;
}

/** The analysis with only the findings `--only` and `--disable` leave (YAML and spec codes are no rules: `--only` drops them too). */
function select(analysis: Analysis, p: Policy): Analysis {
  if (p.only.size === 0 && p.disable.size === 0) return analysis;
  const diagnostics = analysis.diagnostics.filter((d) => (p.only.size === 0 || p.only.has(d.code)) && !p.disable.has(d.code));
  return { ...analysis, diagnostics };
}

function report(format: string, linted: Linted[]): string {
  switch (format) {
    case 'json': return linted.map((l) => lintJson(l.name, l.analysis)).join('');
    case 'sarif': return lintSarif(linted.map((l) => ({ uri: l.path === '-' ? 'stdin' : l.path, analysis: l.analysis })));
    case 'github': return linted.map((l) => lintGithub(l.path === '-' ? null : l.path, l.analysis)).join('');
    default: return linted.map((l) => lintText(l.name, l.analysis)).join('');
  }
}

const RANK: Record<Severity, number> = { info: 0, warning: 1, error: 2 };

/** 1 when a finding at `--fail-on` or worse remains, or more warnings than `--max-warnings`; else 0. */
function exitCode(analyses: Analysis[], p: Policy): number {
  const all = analyses.flatMap((a) => a.diagnostics);
  const failing = all.some((d) => RANK[d.severity] >= RANK[p.failOn]);
  const warnings = all.filter((d) => d.severity === 'warning').length;
  return failing || (p.maxWarnings !== undefined && warnings > p.maxWarnings) ? EXIT_INPUT_ERRORS : EXIT_OK;
}
