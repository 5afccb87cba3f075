import type { HookSpec, Located, Range, Task } from '../types.ts';

/**
 * The parts of a hook a range can point at: its fields, with the exec container's own as
 * `image`, `command` and `environment`.
 */
export type HookPart =
  | 'name' | 'disabled' | 'enabled' | 'roles' | 'requires' | 'before' | 'manifest' | 'useRawManifest'
  | 'useRawName' | 'execContainer' | 'image' | 'command' | 'environment';

/** The first line of a hook mapping: where something about the hook as a whole is shown. */
export function hookHead(text: string, hook: HookSpec): Range {
  const start = hook.range.start;
  const nl = text.indexOf('\n', start);
  const end = Math.min(nl < 0 ? text.length : nl, Math.max(hook.range.end, start));
  return { start, end: end > start ? end : start };
}

function located(hook: HookSpec, field: HookPart): Located<unknown> | undefined {
  switch (field) {
    case 'image':
      return hook.execContainer?.value.image;
    case 'command':
      return hook.execContainer?.value.command;
    case 'environment':
      return hook.execContainer?.value.environment;
    default:
      return hook[field];
  }
}

/**
 * The YAML range of one part of `hook`: entry `item` of a list or mapping, the mapping key
 * (`key`) rather than the value, or the hook's head when the part is not written.
 */
export function fieldRange(text: string, hook: HookSpec, field: HookPart, item?: number, key?: boolean): Range {
  const node = located(hook, field);
  if (!node) {
    // A missing image points at execContainer; anything else missing points at the hook.
    if (field === 'image' && hook.execContainer) return hook.execContainer.keyRange ?? hook.execContainer.range;
    return hookHead(text, hook);
  }
  if (item !== undefined && Array.isArray(node.value)) {
    const entry = node.value[item] as { range?: Range; key?: Located<string> } | undefined;
    if (entry?.range) return entry.range;
    if (entry?.key) return entry.key.range;
  }
  if (key && node.keyRange) return node.keyRange;
  return node.range;
}

/**
 * The YAML range of line `line` (0-based) of a rendered unit: the manifest line it came from, or
 * the field that caused it. `unit.raw` is true when the file is the raw manifest. Lint places its
 * findings with it, and the boot graph the origins of its edges.
 */
export function unitLineRange(text: string, unit: { task: Pick<Task, 'lineOrigins'>; hook: HookSpec | undefined; raw: boolean }, line: number): Range {
  const hook = unit.hook;
  if (!hook) return { start: 0, end: 0 };
  const origin = unit.task.lineOrigins[line];
  const manifest = hook.manifest;
  if (origin?.kind === 'manifest' || (!origin && unit.raw)) {
    const at = origin?.kind === 'manifest' ? origin.line : line;
    return manifest?.source.lines[at] ?? manifest?.range ?? hookHead(text, hook);
  }
  if (origin?.kind === 'field') return fieldRange(text, hook, origin.field, origin.item);
  // A line kops adds itself ([Unit], Description=, the section headers): the hook's name causes it.
  return hook.name ? hook.name.range : hookHead(text, hook);
}
