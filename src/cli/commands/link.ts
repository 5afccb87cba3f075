import { NEWEST_KOPS_VERSION } from '../../core/kops/behaviour.ts';
import { decodeShareLink, encodeShareLink, SHARE_VIEWS, type ShareState } from '../../core/share/index.ts';
import { EXIT_INPUT_ERRORS, EXIT_OK, EXIT_USAGE, type CliIo } from '../io.ts';
import { parseOptions, readInput } from '../options.ts';

/** The views `--view` opens on: every output view but the Comparison, which needs two versions a link from here does not carry. */
const LINK_VIEWS = SHARE_VIEWS.filter((v) => v !== 'compare');

const LINK_HELP = `Usage:
  kops-hooks link FILE|- [--kops-version V] [--runtime R] [--proposal] [--distro D]
                         [--ig NAME] [--unit NAME] [--view VIEW] [--base URL]
      Print a permalink to the playground showing FILE. Without --base it prints the
      fragment alone ("#v1.…"): append it to the playground's URL. With --base it prints
      the whole URL. The link stores the kops version (default: the newest, ${NEWEST_KOPS_VERSION}),
      so it shows the same units after the playground's default moves on. --view opens
      the output on one of its tabs: ${LINK_VIEWS.join(', ')} (boot: Boot order); without
      it the page stays on the tab it shows (Units on a first visit).
  kops-hooks link --decode URL|FRAGMENT|-
      Print the YAML held in a permalink on stdout, and its kops version, runtime,
      instance group, unit and view on stderr.

Exit codes: 0 done; 1 the link cannot be decoded, or the spec is too large for a link;
2 usage error (bad option, unreadable file).
`;

/**
 * Takes `--NAME VALUE` / `--NAME=VALUE` out of `args` for the options the shared parser does not
 * have (`--unit`, `--view`).
 */
function takeOption(args: string[], name: string): { rest: string[]; value?: string; error?: string } {
  const rest: string[] = [];
  let value: string | undefined;
  const flag = `--${name}`;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--') { rest.push(...args.slice(i)); break; }
    if (arg === flag || arg.startsWith(`${flag}=`)) {
      value = arg === flag ? args[++i] : arg.slice(flag.length + 1);
      if (value === undefined || value === '') return { rest, error: `option ${flag} needs a value` };
      continue;
    }
    rest.push(arg);
  }
  return value === undefined ? { rest } : { rest, value };
}

/**
 * `kops-hooks link`: spec file → permalink, or permalink → spec (`--decode`). Documentation can
 * build its links at build time with it.
 */
export async function link(args: string[], io: CliIo): Promise<number> {
  const usage = (message: string): number => {
    io.stderr(`kops-hooks link: ${message} (see kops-hooks link --help)\n`);
    return EXIT_USAGE;
  };
  const { rest: afterUnit, value: unit, error } = takeOption(args, 'unit');
  if (error) return usage(error);
  const { rest, value: view, error: viewError } = takeOption(afterUnit, 'view');
  if (viewError) return usage(viewError);
  if (view !== undefined && !(LINK_VIEWS as readonly string[]).includes(view)) return usage(`--view must be one of ${LINK_VIEWS.join(', ')}, not "${view}"`);
  const parsed = parseOptions(rest, { command: 'link', allowed: ['kops-version', 'runtime', 'proposal', 'distro', 'ig', 'base', 'decode'] });
  if (!parsed.ok) {
    io.stderr(parsed.error);
    return EXIT_USAGE;
  }
  const o = parsed.options;
  if (o.help) {
    io.stdout(LINK_HELP);
    return EXIT_OK;
  }
  if (o.decode !== undefined) {
    if (o.positionals.length > 0 || o.base !== undefined || o.kopsVersion !== undefined || o.runtime !== undefined || o.proposal || o.distro !== undefined || o.ig !== undefined || unit !== undefined || view !== undefined) {
      return usage('--decode takes the link alone');
    }
    return decode(o.decode, io);
  }
  if (o.positionals.length !== 1) return usage(o.positionals.length === 0 ? 'missing FILE (or - for standard input)' : 'give one FILE');
  let base = '';
  if (o.base !== undefined) {
    if (!URL.canParse(o.base)) return usage(`--base must be an absolute URL, not "${o.base}"`);
    base = o.base.replace(/#.*$/s, '');
  }
  const input = await readInput(o.positionals[0] ?? '-', io, 'link');
  if (!input.ok) {
    io.stderr(input.error);
    return EXIT_USAGE;
  }
  const state: ShareState = { text: input.text, kopsVersion: o.kopsVersion ?? NEWEST_KOPS_VERSION };
  if (o.runtime !== undefined) state.runtime = o.runtime;
  if (o.proposal) state.proposal = true;
  if (o.distro !== undefined) state.distro = o.distro;
  if (o.ig !== undefined) state.group = o.ig;
  if (unit !== undefined) state.unit = unit;
  if (view !== undefined) state.view = view;
  const encoded = encodeShareLink(state);
  if (!encoded.ok) {
    io.stderr(`kops-hooks link: ${input.name}: ${encoded.message}\n`);
    return EXIT_INPUT_ERRORS;
  }
  io.stdout(`${base}${encoded.fragment}\n`);
  return EXIT_OK;
}

async function decode(source: string, io: CliIo): Promise<number> {
  const text = source === '-' ? await io.readStdin() : source;
  const decoded = decodeShareLink(text);
  if (!decoded.ok) {
    io.stderr(`kops-hooks link: cannot decode the link (${decoded.code}): ${decoded.message}\n`);
    return EXIT_INPUT_ERRORS;
  }
  const s = decoded.state;
  io.stdout(s.text);
  const facts = [
    `kops version: ${s.kopsVersion}${s.proposal ? ' (proposal mode)' : ''}`,
    `runtime: ${s.runtime ?? "from the spec (the Cluster's spec.containerRuntime, else the version's default)"}`,
    ...(s.distro !== undefined ? [`distro: ${s.distro}`] : []),
    ...(s.group !== undefined ? [`instance group: ${s.group}`] : []),
    ...(s.unit !== undefined ? [`unit: ${s.unit}`] : []),
    ...(s.view !== undefined ? [`view: ${s.view}`] : []),
  ];
  io.stderr(`${facts.join('\n')}\n`);
  return EXIT_OK;
}
