/**
 * `shifted` for the shapes the spec reader builds, field by field rather than key by key: a
 * keystroke moves every hook after it (8,800 of them in a cluster hook of a 10,000-hook spec), and
 * the generic walk over them was a third of the keystroke. shift-hook.test.ts holds both equal on
 * every published spec, key order included, so a field added to HookSpec without a line here fails
 * (for a field that spec has: EVERY_FIELD in the test must then gain it).
 */
import type { DocumentSpec, ExecContainerSpec, HookSpec, Located, Range } from '../types.ts';
import { shifted } from './shift-ranges.ts';

const range = (r: Range, d: number): Range => ({ start: r.start + d, end: r.end + d });

// Literals in the reader's key order rather than spreads: hooks come in many shapes (which
// optional fields they have), and a spread site that sees them all copies on V8's slow path.
/** `l`'s ranges moved by `d`, holding `value`. */
function relocated<T>(l: Located<unknown>, value: T, d: number): Located<T> {
  return l.keyRange
    ? { value, range: range(l.range, d), keyRange: range(l.keyRange, d) }
    : { value, range: range(l.range, d) };
}

function located<T>(l: Located<T>, d: number): Located<T> {
  return relocated(l, l.value, d);
}

function fields(list: readonly Located<string>[], d: number): Located<string>[] {
  const out = new Array<Located<string>>(list.length);
  for (let i = 0; i < out.length; i++) out[i] = located(list[i] as Located<string>, d);
  return out;
}

function locatedList(l: Located<Located<string>[]>, d: number): Located<Located<string>[]> {
  return relocated(l, fields(l.value, d), d);
}

function manifest(m: NonNullable<HookSpec['manifest']>, d: number): NonNullable<HookSpec['manifest']> {
  const lines = new Array<Range>(m.source.lines.length);
  for (let i = 0; i < lines.length; i++) lines[i] = range(m.source.lines[i] as Range, d);
  const source = { lines, folded: m.source.folded, style: m.source.style };
  return m.keyRange
    ? { value: m.value, range: range(m.range, d), keyRange: range(m.keyRange, d), source }
    : { value: m.value, range: range(m.range, d), source };
}

function execContainer(l: Located<ExecContainerSpec>, d: number): Located<ExecContainerSpec> {
  const was = l.value;
  const spec: ExecContainerSpec = { unknownFields: fields(was.unknownFields, d) };
  if (was.image) spec.image = located(was.image, d);
  if (was.command) spec.command = locatedList(was.command, d);
  if (was.environment) {
    const env = was.environment;
    spec.environment = relocated(env, env.value.map((e) => ({ key: located(e.key, d), value: located(e.value, d) })), d);
  }
  return relocated(l, spec, d);
}

/** A copy of `hook` with every range moved by `d`: equal to `shifted(hook, d)`, faster. */
export function shiftHook(hook: HookSpec, d: number): HookSpec {
  const out: HookSpec = { document: hook.document, list: hook.list, index: hook.index, range: range(hook.range, d), unknownFields: fields(hook.unknownFields, d) };
  if (hook.name) out.name = located(hook.name, d);
  if (hook.disabled) out.disabled = located(hook.disabled, d);
  if (hook.enabled) out.enabled = located(hook.enabled, d);
  if (hook.roles) out.roles = locatedList(hook.roles, d);
  if (hook.requires) out.requires = locatedList(hook.requires, d);
  if (hook.before) out.before = locatedList(hook.before, d);
  if (hook.manifest) out.manifest = manifest(hook.manifest, d);
  if (hook.useRawManifest) out.useRawManifest = located(hook.useRawManifest, d);
  if (hook.useRawName) out.useRawName = located(hook.useRawName, d);
  if (hook.execContainer) out.execContainer = execContainer(hook.execContainer, d);
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
