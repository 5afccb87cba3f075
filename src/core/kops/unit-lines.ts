import type { Analysis, HookRef, HookSpec, LineRule, Range, Task, UnitLine } from '../types.ts';
import { sameHook } from './same-hook.ts';

/**
 * The rules whose lines spec text produced (the rest kops writes on its own). The catalogue
 * (line-rule-catalogue.ts) says the same for each rule; this set keeps its prose off the pages
 * that only need to know where a line came from.
 */
export const SPEC_LINE_RULES: ReadonlySet<LineRule> = new Set<LineRule>([
  'wrap-requires', 'wrap-before', 'wrap-manifest', 'raw-manifest',
  'exec-docker-pull', 'exec-ctr-pull', 'exec-docker-run', 'exec-docker-run-env', 'exec-ctr-run',
]);

/** How many lines `definition` has: a final newline ends the last line, it starts none. */
export function definitionLineCount(definition: string | null): number {
  if (definition === null || definition === '') return 0;
  let n = 1;
  for (let at = definition.indexOf('\n'); at >= 0; at = definition.indexOf('\n', at + 1)) n++;
  return definition.endsWith('\n') ? n - 1 : n;
}

/** The hook a task came from, in the analysed spec. */
export function taskHook(analysis: Pick<Analysis, 'spec'>, ref: Pick<HookRef, 'document' | 'list' | 'index'>): HookSpec | undefined {
  return analysis.spec.documents[ref.document]?.hooks.find((h) => sameHook(h, ref));
}

/** The environment entries that reach the command line: a key given twice keeps its last entry, as a Go map does. */
function environmentRanges(hook: HookSpec): Range[] {
  const last = new Map<string, Range>();
  for (const e of hook.execContainer?.value.environment?.value ?? []) last.set(e.key.value, { start: e.key.range.start, end: e.value.range.end });
  return [...last.values()];
}

function rangesOf(hook: HookSpec, origin: Task['lineOrigins'][number]): Range[] {
  const exec = hook.execContainer?.value;
  switch (origin.rule) {
    case 'wrap-requires':
    case 'wrap-before': {
      const list = origin.rule === 'wrap-requires' ? hook.requires : hook.before;
      const item = origin.kind === 'field' && origin.item !== undefined ? list?.value[origin.item] : undefined;
      return item ? [item.range] : list ? [list.range] : [];
    }
    case 'wrap-manifest':
    case 'raw-manifest': {
      const source = hook.manifest?.source.lines[origin.kind === 'manifest' ? origin.line : -1];
      return source ? [source] : hook.manifest ? [hook.manifest.range] : [];
    }
    case 'exec-docker-pull':
    case 'exec-ctr-pull':
      return exec?.image ? [exec.image.range] : [];
    case 'exec-docker-run':
    case 'exec-docker-run-env':
    case 'exec-ctr-run':
      return [
        ...(exec?.image ? [exec.image.range] : []),
        ...(exec?.command?.value.map((c) => c.range) ?? []),
        ...environmentRanges(hook),
      ].sort((a, b) => a.start - b.start || a.end - b.end);
    default:
      return [];
  }
}

/**
 * Why each line of `task`'s file is there, one entry per line of its definition (none for a
 * disabled hook's missing file): the YAML ranges spec text came from, in document order, or kops
 * on its own; and the rule that wrote it. `hook` is the task's hook (taskHook). Ranges are read
 * from the hook on each call: a task is shared by every group, and across edits that move its
 * hook, so it holds none itself.
 */
export function unitLines(task: Pick<Task, 'definition' | 'lineOrigins'>, hook: HookSpec | undefined): UnitLine[] {
  const n = definitionLineCount(task.definition);
  const out: UnitLine[] = [];
  for (let i = 0; i < n; i++) {
    const origin = task.lineOrigins[i];
    if (!origin) break;
    out.push(SPEC_LINE_RULES.has(origin.rule) ? { from: 'spec', ranges: hook ? rangesOf(hook, origin) : [], rule: origin.rule } : { from: 'kops', rule: origin.rule });
  }
  return out;
}
