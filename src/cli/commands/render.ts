import { analyze } from '../../core/index.ts';
import { BASTION_NO_NODEUP, NODEUP_ABORT_EFFECT } from '../../core/kops/nodeup-messages.ts';
import { TextIndex } from '../../core/text-index.ts';
import type { Analysis, GroupPlan, SkipReason } from '../../core/types.ts';
import { EXIT_INPUT_ERRORS, EXIT_OK, EXIT_USAGE, type CliIo } from '../io.ts';
import { analyzeOptions, openInput } from '../open-input.ts';
import { lintText, toEdge } from './lint-format.ts';

const USAGE = `Usage: kops-hooks render FILE|- [--kops-version V] [--runtime docker|containerd] [--proposal]
                         [--ig NAME] [--distro debian|rhel|flatcar|cos] [--format text|json]
Prints the unit files nodeup writes for every instance group (text: a "==> PATH <==" header per
unit, then its content exactly; json: the render contract of DESIGN.md). Diagnostics go to stderr
in text format. Exit 0 ok, 1 the input has errors (output still printed), 2 usage error.
`;

const SKIP_TEXT: Record<SkipReason, string> = {
  'no-manifest-or-exec': 'no manifest and no execContainer; nodeup logs a warning and writes nothing',
  'empty-image': 'execContainer.image is empty; nodeup logs a warning and writes nothing',
  'duplicate-name': 'an earlier hook on this node has the same name; nodeup skips this one',
  'role-filtered': 'its roles do not include this group\'s role',
};

/** `kops-hooks render`: the units of every instance group, as text or as the JSON contract. */
export async function render(args: string[], io: CliIo): Promise<number> {
  const opened = await openInput(args, io, {
    command: 'render', allowed: ['kops-version', 'runtime', 'proposal', 'ig', 'distro', 'format'], formats: ['text', 'json'],
  }, USAGE);
  if (!opened.ok) return opened.exit;
  const { options: o, ...input } = opened;
  const analysis = analyze(input.text, analyzeOptions(o));
  let groups = analysis.groups;
  if (o.ig !== undefined) {
    groups = groups.filter((g) => g.name === o.ig);
    if (groups.length === 0) {
      io.stderr(`kops-hooks render: no instance group "${o.ig}" (groups: ${analysis.groups.map((g) => g.name).join(', ') || 'none'})\n`);
      return EXIT_USAGE;
    }
  }
  const index = new TextIndex(input.text);
  if (o.format === 'json') io.stdout(`${JSON.stringify(renderJson(analysis, groups, index), null, 2)}\n`);
  else {
    io.stdout(renderText(analysis, groups));
    io.stderr(lintText(input.name, analysis));
  }
  return analysis.diagnostics.some((d) => d.severity === 'error') ? EXIT_INPUT_ERRORS : EXIT_OK;
}

/** The render contract of DESIGN.md: 1-based lines and columns, groups in document order. */
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
      })),
      skipped: g.skipped.map((s) => ({ name: s.name, reason: s.reason, list: s.list, index: s.index })),
      fatal: g.fatal,
    })),
    diagnostics: analysis.diagnostics.map((d) => toEdge(index, d)),
  };
}

/**
 * Text output: a summary line, then per group a `# instance group` line and per task a
 * `==> PATH <==` header followed by the exact file content. Content without a final newline is
 * followed by `\ No newline at end of file` (as in diff). Units are separated by a blank line.
 */
export function renderText(analysis: Analysis, groups: GroupPlan[]): string {
  const b = analysis.behaviour;
  const version = b.era === 'proposal' ? 'the proposal (kops 1.10 + useRawName/useRawManifest)' : `kops ${b.version} (${b.era})`;
  let out = `# ${version}, runtime ${analysis.runtime} (${analysis.runtimeSource}), distro ${analysis.distro}\n`;
  if (analysis.refusal !== null) out += `!! kops refuses this spec: ${analysis.refusal}\n`;
  for (const g of groups) {
    out += `\n# instance group ${g.name} (role ${g.role})\n`;
    if (!g.runsNodeup) {
      out += `(no units: ${BASTION_NO_NODEUP})\n`;
      continue;
    }
    if (analysis.refusal !== null) {
      out += '(no units: kops refuses the spec, see above)\n';
      continue;
    }
    if (g.tasks.length === 0 && g.skipped.length === 0 && g.fatal === null) out += '(no hooks for this group)\n';
    g.tasks.forEach((t, i) => {
      if (i > 0) out += '\n';
      if (t.definition === null) {
        out += `==> ${t.path} <== disabled: no file is written; nodeup stops and disables ${t.unit}\n`;
        return;
      }
      if (t.definition === '') {
        out += `==> ${t.path} <== empty file: systemd treats an empty unit file as masked\n`;
        return;
      }
      out += `==> ${t.path} <==\n${t.definition}`;
      if (!t.definition.endsWith('\n')) out += '\n\\ No newline at end of file\n';
    });
    if (g.tasks.length > 0 && (g.skipped.length > 0 || g.fatal !== null)) out += '\n';
    for (const s of g.skipped) {
      out += `-- skipped ${s.list === 'instanceGroup' ? 'instance group' : 'cluster'} hook #${s.index + 1}${s.name ? ` "${s.name}"` : ''}: ${SKIP_TEXT[s.reason]}\n`;
    }
    if (g.fatal !== null) {
      out += `!! nodeup aborts: ${g.fatal} (${NODEUP_ABORT_EFFECT})\n`;
    }
  }
  return out;
}
