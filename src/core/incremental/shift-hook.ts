/**
 * `shifted` for the shapes the spec reader builds, field by field rather than key by key: a
 * keystroke moves every hook after it (8,800 of them in a cluster hook of a 10,000-hook spec), and
 * the generic walk over them was a third of the keystroke. shift-hook.test.ts holds both equal on
 * every published spec, key order included, so a field added to HookSpec without a line here fails.
 */
import type { DocumentSpec, ExecContainerSpec, HookSpec, Located, Range } from '../types.ts';
import { shifted } from './shift-ranges.ts';

const range = (r: Range, d: number): Range => ({ start: r.start + d, end: r.end + d });

// Spread keeps the keys, and their order, of what the reader built; only the ranges are replaced.
function located<L extends Located<unknown>>(l: L, d: number): L {
  const out = { ...l };
  out.range = range(l.range, d);
  if (l.keyRange) out.keyRange = range(l.keyRange, d);
  return out;
}

function locatedList(l: Located<Located<string>[]>, d: number): Located<Located<string>[]> {
  const out = located(l, d);
  const items = new Array<Located<string>>(l.value.length);
  for (let i = 0; i < items.length; i++) items[i] = located(l.value[i] as Located<string>, d);
  out.value = items;
  return out;
}

function fields(list: readonly Located<string>[], d: number): Located<string>[] {
  const out = new Array<Located<string>>(list.length);
  for (let i = 0; i < out.length; i++) out[i] = located(list[i] as Located<string>, d);
  return out;
}

function execContainer(l: Located<ExecContainerSpec>, d: number): Located<ExecContainerSpec> {
  const out = located(l, d);
  const spec = { ...l.value };
  if (spec.image) spec.image = located(spec.image, d);
  if (spec.command) spec.command = locatedList(spec.command, d);
  if (spec.environment) {
    const env = located(spec.environment, d);
    env.value = spec.environment.value.map((e) => {
      const moved = { ...e };
      moved.key = located(e.key, d);
      moved.value = located(e.value, d);
      return moved;
    });
    spec.environment = env;
  }
  spec.unknownFields = fields(spec.unknownFields, d);
  out.value = spec;
  return out;
}

/** A copy of `hook` with every range moved by `d`: equal to `shifted(hook, d)`, faster. */
export function shiftHook(hook: HookSpec, d: number): HookSpec {
  const out = { ...hook };
  out.range = range(hook.range, d);
  if (hook.name) out.name = located(hook.name, d);
  if (hook.disabled) out.disabled = located(hook.disabled, d);
  if (hook.enabled) out.enabled = located(hook.enabled, d);
  if (hook.roles) out.roles = locatedList(hook.roles, d);
  if (hook.requires) out.requires = locatedList(hook.requires, d);
  if (hook.before) out.before = locatedList(hook.before, d);
  if (hook.manifest) {
    const m = located(hook.manifest, d);
    const source = { ...hook.manifest.source };
    const lines = new Array<Range>(source.lines.length);
    for (let i = 0; i < lines.length; i++) lines[i] = range(source.lines[i] as Range, d);
    source.lines = lines;
    m.source = source;
    out.manifest = m;
  }
  if (hook.useRawManifest) out.useRawManifest = located(hook.useRawManifest, d);
  if (hook.useRawName) out.useRawName = located(hook.useRawName, d);
  if (hook.execContainer) out.execContainer = execContainer(hook.execContainer, d);
  out.unknownFields = fields(hook.unknownFields, d);
  return out;
}

/**
 * A copy of `doc` with every range moved by `d`, its hooks by `moveHook` (which may give each
 * its token); the few fields of the document itself go through the generic walk.
 */
export function shiftDocument(doc: DocumentSpec, d: number, moveHook: (hook: HookSpec) => HookSpec): DocumentSpec {
  const out: Record<string, unknown> = {};
  for (const key in doc) {
    const value = (doc as unknown as Record<string, unknown>)[key];
    out[key] = key === 'hooks' ? doc.hooks.map(moveHook) : shifted(value, d);
  }
  return out as unknown as DocumentSpec;
}
