import { NEWEST_KOPS_VERSION } from '../../core/kops/behaviour.ts';
import { EXIT_INPUT_ERRORS, EXIT_OK, EXIT_USAGE, type CliIo } from '../io.ts';
import { parseOptions, readInput } from '../options.ts';
import { rewriteDocs, type DocsRewrite } from './docs-rewrite.ts';

const DOCS_HELP = `Usage:
  kops-hooks docs FILE.md...|- --base URL [--check]
      Put a line "[Open in the kops hook playground](URL)" right after each fenced
      block whose info string is "yaml kops-hooks", optionally followed by version=V,
      runtime=R, unit=NAME and ig=NAME (values may be quoted). The link holds the
      block's YAML and options; blocks without version= link to kops ${NEWEST_KOPS_VERSION}.
      The attribute-list form of MkDocs and Hugo is read too:
      \`\`\` {.yaml data-kops-hooks data-kops-version="1.28" data-runtime="containerd"}
      So is a fence followed by a line <kops-hooks-preview data-kops-version="1.28" …>
      (options data-kops-version, data-runtime, data-unit, data-ig): the link goes after it.
      A second run changes nothing; an edited block gets its link updated. With -
      the rewritten Markdown goes to stdout.
  --base URL    the playground's address (https://HOST/PATH/, or a path such as /playground/)
  --check       change no file; exit 1 when any file would change (for CI)

Exit codes: 0 done (or, with --check, nothing to change); 1 a file would change
(--check), or a block's info string is wrong; 2 usage error (bad option, unreadable file).
`;

/** `3 links added, 1 updated`, or for --check `3 links to add, 1 to update`. */
function summary(r: DocsRewrite, check: boolean): string {
  const parts: string[] = [];
  const links = (n: number): string => `${n} link${n === 1 ? '' : 's'}`;
  if (r.added > 0) parts.push(`${links(r.added)} ${check ? 'to add' : 'added'}`);
  if (r.updated > 0) parts.push(`${parts.length > 0 ? r.updated : links(r.updated)} ${check ? 'to update' : 'updated'}`);
  return parts.join(', ');
}

/**
 * `kops-hooks docs`: static "Open in playground" links for documentation built where scripts
 * are not allowed (see docs-rewrite.ts). Writes each changed FILE in place, or with `--check`
 * writes nothing and exits 1 when any FILE would change, so CI can keep the links current.
 */
export async function docs(args: string[], io: CliIo): Promise<number> {
  const parsed = parseOptions(args, { command: 'docs', allowed: ['base', 'check'] });
  if (!parsed.ok) {
    io.stderr(parsed.error);
    return EXIT_USAGE;
  }
  const o = parsed.options;
  if (o.help) {
    io.stdout(DOCS_HELP);
    return EXIT_OK;
  }
  const refuse = (message: string): number => {
    io.stderr(`kops-hooks docs: ${message} (see kops-hooks docs --help)\n`);
    return EXIT_USAGE;
  };
  const paths = o.positionals;
  if (paths.length === 0) return refuse('missing FILE.md (use - for standard input)');
  if (paths.length > 1 && paths.includes('-')) return refuse('- (standard input) must be the only FILE');
  if (o.base === undefined) return refuse('missing --base URL (the playground\'s address, where the links lead)');
  if (!URL.canParse(o.base) && !o.base.startsWith('/')) return refuse(`--base must be an absolute URL or a path starting with /, not "${o.base}"`);
  const base = o.base.replace(/#.*$/s, '');
  const inputs: { path: string; name: string; text: string }[] = [];
  for (const path of paths) {
    const input = await readInput(path, io, 'docs', { allowEmpty: true });
    if (!input.ok) {
      io.stderr(input.error);
      return EXIT_USAGE;
    }
    inputs.push({ path, ...input });
  }
  let changed = 0;
  let problems = 0;
  let blocks = 0;
  for (const input of inputs) {
    const r = rewriteDocs(input.text, base);
    blocks += r.blocks;
    problems += r.problems.length;
    for (const p of r.problems) io.stderr(`${input.name}:${p.line}:${p.column}: error: ${p.message}\n`);
    if (input.path === '-') {
      if (!o.check) io.stdout(r.text);
    } else if (r.text !== input.text) {
      if (!o.check) await io.writeFile(input.path, r.text);
      io.stdout(`${input.name}: ${summary(r, o.check)}\n`);
    }
    if (r.text !== input.text) changed++;
  }
  if (blocks === 0) io.stderr('kops-hooks docs: no ```yaml kops-hooks block in the given files: nothing to link\n');
  if (o.check && changed > 0) {
    io.stderr(`kops-hooks docs: ${changed} file${changed === 1 ? '' : 's'} would change; run kops-hooks docs without --check\n`);
  }
  return problems > 0 || (o.check && changed > 0) ? EXIT_INPUT_ERRORS : EXIT_OK;
}
