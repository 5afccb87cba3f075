import { isMap, isScalar, isSeq } from 'yaml';
import type { Node as YamlNode } from 'yaml';
import type { FileAssetSpec, HookList } from '../types.ts';
import { deref, mapEntries, rangeOf } from './located.ts';
import type { Entry } from './located.ts';
import { manifestSource } from './manifest-source.ts';
import { readBool, readScalarString, readString, readStringList, wrongType } from './read-scalars.ts';
import type { SpecContext } from './spec-context.ts';

/** Keys of a kops FileAssetSpec (`mode` from 1.23.3: files/file-eras.ts). */
export const FILE_ASSET_FIELDS = ['name', 'path', 'roles', 'content', 'isBase64', 'mode'] as const;

const FIELDS: ReadonlySet<string> = new Set(FILE_ASSET_FIELDS);

/**
 * Reads a Cluster's or InstanceGroup's `fileAssets:` value: one FileAssetSpec per mapping item
 * (index = YAML position). A null value means none; other shapes are reported as kops's decoder
 * refuses them, and skipped.
 */
export function readFileAssets(ctx: SpecContext, entry: Entry | undefined, document: number, list: HookList): FileAssetSpec[] {
  const node = entry?.value ?? null;
  if (node === null || (isScalar(node) && node.value == null)) return [];
  if (!isSeq(node)) {
    wrongType(ctx, 'fileAssets', node, 'a list of file assets');
    return [];
  }
  const out: FileAssetSpec[] = [];
  node.items.forEach((raw, index) => {
    const item = deref(raw, ctx);
    if (item === null || (isScalar(item) && item.value == null)) {
      out.push({ document, list, index, range: rangeOf(item ?? (raw as YamlNode | null), rangeOf(node).start), unknownFields: [] });
    } else if (isMap(item)) {
      out.push(readFileAsset(ctx, item, document, list, index));
    } else {
      wrongType(ctx, `fileAssets[${index}]`, item, 'a mapping (name:, path:, content:, …)');
    }
  });
  return out;
}

function readFileAsset(ctx: SpecContext, node: YamlNode, document: number, list: HookList, index: number): FileAssetSpec {
  const entries = mapEntries(node, ctx);
  const asset: FileAssetSpec = { document, list, index, range: rangeOf(node), unknownFields: [] };
  const label = (key: string): string => `fileAssets[${index}].${key}`;
  const name = readString(ctx, label('name'), entries.get('name'));
  if (name) asset.name = name;
  const path = readString(ctx, label('path'), entries.get('path'));
  if (path) asset.path = path;
  const roles = readStringList(ctx, label('roles'), entries.get('roles'));
  if (roles) asset.roles = roles;
  const isBase64 = readBool(ctx, label('isBase64'), entries.get('isBase64'));
  if (isBase64) asset.isBase64 = isBase64;
  const mode = readString(ctx, label('mode'), entries.get('mode'));
  if (mode) asset.mode = mode;
  const content = entries.get('content');
  const text = content ? readScalarString(ctx, label('content'), content.value, content.keyRange) : undefined;
  if (text && content && isScalar(content.value)) {
    const mapped = manifestSource(ctx.text, content.value, text.value);
    asset.content = { ...text, value: mapped.value, source: mapped.source };
  }
  for (const e of entries.values()) {
    if (!FIELDS.has(e.key)) asset.unknownFields.push({ value: e.key, range: e.keyRange, keyRange: e.keyRange });
  }
  return asset;
}
