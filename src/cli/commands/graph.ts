import { analyzeOnce as analyze } from '../../core/index.ts';
import { bootGraph } from '../../core/boot/boot-graph.ts';
import { REBOOT_TIMELINE } from '../../core/boot/boot-notes.ts';
import { TextIndex } from '../../core/text-index.ts';
import { EXIT_INPUT_ERRORS, EXIT_OK, EXIT_USAGE, type CliIo } from '../io.ts';
import { pickGroups } from './pick-groups.ts';
import { analyzeOptions, openInput } from '../open-input.ts';
import { graphDot } from './graph-dot.ts';
import { graphJson } from './graph-json.ts';
import { graphMarkdown } from './graph-markdown.ts';
import { graphMermaid } from './graph-mermaid.ts';
import { graphText } from './graph-text.ts';
import { lintText } from './lint-format.ts';

const USAGE = `Usage: kops-hooks graph FILE|- [--kops-version V] [--runtime docker|containerd] [--proposal]
                        [--ig NAME] [--distro debian|rhel|flatcar|cos] [--format text|json|markdown|dot|mermaid]
Prints the boot order of every instance group at a reboot: whether each hook runs before kubelet
on a first boot and at a reboot (with why, and the fix that lint --fix applies), its hooks, the
units kops manages and the systemd units they name, what kubelet waits for, and every ordering
cycle (text; json: the contract of the issue "Boot order"; markdown: for documentation, with a
Mermaid drawing; dot: Graphviz, for dot -Tsvg; mermaid: a flowchart).
Diagnostics go to stderr except in json. Exit 0 ok, 1 the input has errors or an ordering cycle
(a warning in lint), 2 usage error.
`;

/** `kops-hooks graph`: the boot order of every instance group, as text, JSON, DOT or Mermaid. */
export async function graph(args: string[], io: CliIo): Promise<number> {
  const opened = await openInput(args, io, {
    command: 'graph', allowed: ['kops-version', 'runtime', 'proposal', 'ig', 'distro', 'format'], formats: ['text', 'json', 'markdown', 'dot', 'mermaid'],
  }, USAGE);
  if (!opened.ok) return opened.exit;
  const { options: o, ...input } = opened;
  // It prints no lint fix (graph asks kubeletFix itself): the lint need not build them.
  const analysis = analyze(input.text, analyzeOptions(o), { fixes: false });
  const groups = pickGroups(analysis.groups, o.ig, 'graph', io);
  if (!groups) return EXIT_USAGE;
  const graphs = groups.map((g) => bootGraph(analysis, g));
  const index = new TextIndex(input.text);
  if (o.format === 'json') io.stdout(`${JSON.stringify(graphJson(analysis, graphs, index), null, 2)}\n`);
  else {
    io.stdout(o.format === 'dot' ? graphDot(analysis, graphs) : o.format === 'mermaid' ? graphMermaid(analysis, graphs)
      : o.format === 'markdown' ? graphMarkdown(analysis, graphs, REBOOT_TIMELINE) : graphText(analysis, graphs, index, REBOOT_TIMELINE));
    io.stderr(lintText(input.name, analysis));
  }
  // A cycle is a warning in lint (the units load; one does not start at a reboot), but the graph's
  // answer to "can this boot in order?": CI scripts of `graph` keep their exit 1 for it.
  const cycle = graphs.some((g) => g.cycles.length > 0);
  return cycle || analysis.diagnostics.some((d) => d.severity === 'error') ? EXIT_INPUT_ERRORS : EXIT_OK;
}
