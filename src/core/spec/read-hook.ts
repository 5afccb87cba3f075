import { isMap, isScalar, isSeq } from 'yaml';
import type { Node as YamlNode } from 'yaml';
import type { HookList, HookSpec } from '../types.ts';
import { isHookField } from './fields.ts';
import { deref, mapEntries, rangeOf } from './located.ts';
import type { Entry } from './located.ts';
import { manifestSource } from './manifest-source.ts';
import { readBool, readScalarString, readString, readStringList, wrongType } from './read-scalars.ts';
import { readExecContainer } from './read-exec-container.ts';
import type { SpecContext } from './spec-context.ts';

/** Where a hook list sits: its document and which nodeup list it feeds. */
export interface HookPlace {
  document: number;
  list: HookList;
}

/**
 * Reads a `hooks:` value. A list gives one HookSpec per mapping item (index = YAML position);
 * a null item is a hook with no fields, as Go decodes it; other items are reported and skipped.
 * A null value means no hooks; anything else is reported.
 */
export function readHookList(ctx: SpecContext, node: YamlNode | null, place: HookPlace): HookSpec[] {
  if (node === null || (isScalar(node) && node.value == null)) return [];
  if (!isSeq(node)) {
    wrongType(ctx, 'hooks', node, 'a list of hooks');
    return [];
  }
  const hooks: HookSpec[] = [];
  const items = node.items;
  const seqStart = rangeOf(node).start;
  for (let index = 0; index < items.length; index++) {
    const hook = readHookItem(ctx, items[index], place, index, seqStart);
    if (hook) hooks.push(hook);
  }
  return hooks;
}

/**
 * Reads the item at `index` of a `hooks:` list that starts at `seqStart`: a mapping is a hook, a
 * null item a hook with no fields (as Go decodes it); anything else is reported, and undefined.
 */
export function readHookItem(ctx: SpecContext, raw: unknown, place: HookPlace, index: number, seqStart: number): HookSpec | undefined {
  const item = deref(raw, ctx);
  if (item === null || (isScalar(item) && item.value == null)) {
    const range = rangeOf(item ?? (raw as YamlNode | null), seqStart);
    return { document: place.document, list: place.list, index, range, unknownFields: [] };
  }
  if (isMap(item)) return readHook(ctx, item, place, index);
  wrongType(ctx, `hooks[${index}]`, item, 'a mapping (name:, manifest:, …)');
  return undefined;
}

/** Reads one hook mapping, locating every field; keys that are not hook fields go to unknownFields. */
export function readHook(ctx: SpecContext, node: YamlNode, place: HookPlace, index: number): HookSpec {
  // Plain statements, no closures: this runs once per hook and dominates the cost of large specs.
  const entries = mapEntries(node, ctx);
  const hook: HookSpec = { document: place.document, list: place.list, index, range: rangeOf(node), unknownFields: [] };
  const name = readString(ctx, 'name', entries.get('name'));
  if (name) hook.name = name;
  const disabled = readBool(ctx, 'disabled', entries.get('disabled'));
  if (disabled) hook.disabled = disabled;
  const enabled = readBool(ctx, 'enabled', entries.get('enabled'));
  if (enabled) hook.enabled = enabled;
  const roles = readStringList(ctx, 'roles', entries.get('roles'));
  if (roles) hook.roles = roles;
  const requires = readStringList(ctx, 'requires', entries.get('requires'));
  if (requires) hook.requires = requires;
  const before = readStringList(ctx, 'before', entries.get('before'));
  if (before) hook.before = before;
  const manifest = readManifest(ctx, entries.get('manifest'));
  if (manifest) hook.manifest = manifest;
  const raw = readBool(ctx, 'useRawManifest', entries.get('useRawManifest'));
  if (raw) hook.useRawManifest = raw;
  const rawName = readBool(ctx, 'useRawName', entries.get('useRawName'));
  if (rawName) hook.useRawName = rawName;
  const exec = readExecContainer(ctx, entries.get('execContainer'));
  if (exec) hook.execContainer = exec;
  for (const e of entries.values()) {
    if (!isHookField(e.key)) hook.unknownFields.push({ value: e.key, range: e.keyRange, keyRange: e.keyRange });
  }
  return hook;
}

function readManifest(ctx: SpecContext, entry: Entry | undefined): HookSpec['manifest'] {
  if (!entry) return undefined;
  const text = readScalarString(ctx, 'manifest', entry.value, entry.keyRange);
  if (!text || !isScalar(entry.value)) return undefined;
  const mapped = manifestSource(ctx.text, entry.value, text.value);
  return { ...text, value: mapped.value, source: mapped.source };
}
