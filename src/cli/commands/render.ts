import { analyzeOnce as analyze } from '../../core/index.ts';
import { TextIndex } from '../../core/text-index.ts';
import type { Analysis, GroupPlan } from '../../core/types.ts';
import { EXIT_INPUT_ERRORS, EXIT_OK, EXIT_USAGE, type CliIo } from '../io.ts';
import { pickGroups } from './pick-groups.ts';
import { analyzeOptions, openInput } from '../open-input.ts';
import { taskHook, unitLines } from '../../core/kops/unit-lines.ts';
import { edgeRange, lintText, toEdge } from './lint-format.ts';
import { renderMarkdown } from './render-markdown.ts';
import { renderText } from './render-text.ts';

const USAGE = `Usage: kops-hooks render FILE|- [--kops-version V] [--runtime docker|containerd] [--proposal]
                         [--ig NAME] [--distro debian|rhel|flatcar|cos] [--format text|json|markdown] [--why]
Prints the unit files nodeup writes for every instance group (text: a "==> PATH <==" header per
unit, then its content exactly, then each fileAsset file as "==> PATH (MODE) <=="; json: {
kopsVersion, runtime, refusal, instanceGroups: [{ name, role, tasks: [{ unit, path, definition,
lines, … }], files: [{ path, mode, content, binary, from }] }], diagnostics }, "lines" saying where
every unit line came from; markdown: a heading per instance group and per unit, each unit's
text in an ini block, what nodeup does with it, and the skipped hooks with their reasons).
--why (text, markdown) notes each unit line's origin on its right: "# spec 16" (line 16 of FILE)
or "# kops: RULE" (written by kops on its own), then explains each kops rule used.
Diagnostics go to stderr in text format (with json, inside it).
Exit 0 ok, 1 the input has errors (output still printed), 2 usage error.
`;

/** `kops-hooks render`: the units of every instance group, as text, the JSON contract, or Markdown. */
export async function render(args: string[], io: CliIo): Promise<number> {
  const opened = await openInput(args, io, {
    command: 'render', allowed: ['kops-version', 'runtime', 'proposal', 'ig', 'distro', 'format', 'why'], formats: ['text', 'json', 'markdown'],
  }, USAGE);
  if (!opened.ok) return opened.exit;
  const { options: o, ...input } = opened;
  // It prints no lint fix (graph asks kubeletFix itself): the lint need not build them.
  const analysis = analyze(input.text, analyzeOptions(o), { fixes: false });
  const groups = pickGroups(analysis.groups, o.ig, 'render', io);
  if (!groups) return EXIT_USAGE;
  const index = new TextIndex(input.text);
  if (o.format === 'json') io.stdout(`${JSON.stringify(renderJson(analysis, groups, index), null, 2)}\n`);
  else {
    io.stdout(o.format === 'markdown' ? renderMarkdown(analysis, groups, o.why) : renderText(analysis, groups, o.why));
    io.stderr(lintText(input.name, analysis));
  }
  return analysis.diagnostics.some((d) => d.severity === 'error') ? EXIT_INPUT_ERRORS : EXIT_OK;
}

/**
 * The render contract of DESIGN.md: 1-based lines and columns, groups in document order. Each
 * task's `lines` says, for every line of its definition, where it came from: `{from: "spec",
 * ranges, rule}` (ranges as diagnostics have them) or `{from: "kops", rule}`. Each group's `files`
 * are the files nodeup writes from fileAssets (`binary` content as standard base64).
 */
export function renderJson(analysis: Analysis, groups: GroupPlan[], index: TextIndex): unknown {
  return {
    kopsVersion: analysis.behaviour.version,
    runtime: analysis.runtime,
    refusal: analysis.refusal,
    instanceGroups: groups.map((g) => ({
      name: g.name,
      role: g.role,
      runsNodeup: g.runsNodeup,
      tasks: g.tasks.map((t) => ({
        unit: t.unit, path: t.path, definition: t.definition, enabled: t.enabled, running: t.running, manageState: t.manageState,
        hook: { name: t.hook.name, list: t.hook.list, index: t.hook.index },
        actions: t.actions,
        lines: unitLines(t, taskHook(analysis, t.hook)).map((l) => (l.from === 'spec'
          ? { from: l.from, ranges: l.ranges.map((r) => edgeRange(index, r)), rule: l.rule }
          : l)),
      })),
      skipped: g.skipped.map((s) => ({ name: s.name, reason: s.reason, list: s.list, index: s.index })),
      fatal: g.fatal,
      files: g.files.map((f) => ({ path: f.path, mode: f.mode, content: f.content, binary: f.binary, from: { list: f.from.list, index: f.from.index } })),
    })),
    diagnostics: analysis.diagnostics.map((d) => toEdge(index, d)),
  };
}
