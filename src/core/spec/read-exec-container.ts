import { isMap, isScalar } from 'yaml';
import type { ExecContainerSpec, Located } from '../types.ts';
import { mapEntries, rangeOf } from './located.ts';
import type { Entry } from './located.ts';
import { readScalarString, readString, readStringList, wrongType } from './read-scalars.ts';
import type { SpecContext } from './spec-context.ts';

const KNOWN: ReadonlySet<string> = new Set(['image', 'command', 'environment']);

/** A hook's `execContainer` mapping; unknown keys are kept for lint. */
export function readExecContainer(ctx: SpecContext, entry: Entry | undefined): Located<ExecContainerSpec> | undefined {
  if (!entry || entry.value === null) return undefined;
  const node = entry.value;
  if (!isMap(node)) {
    if (isScalar(node) && node.value == null) return undefined;
    wrongType(ctx, 'execContainer', node, 'a mapping with image, command and environment');
    return undefined;
  }
  const entries = mapEntries(node, ctx);
  const spec: ExecContainerSpec = { unknownFields: [] };
  const image = readString(ctx, 'execContainer.image', entries.get('image'));
  if (image) spec.image = image;
  const command = readStringList(ctx, 'execContainer.command', entries.get('command'));
  if (command) spec.command = command;
  const environment = readEnvironment(ctx, entries.get('environment'));
  if (environment) spec.environment = environment;
  for (const e of entries.values()) {
    if (!KNOWN.has(e.key)) spec.unknownFields.push({ value: e.key, range: e.keyRange, keyRange: e.keyRange });
  }
  return { value: spec, range: rangeOf(node), keyRange: entry.keyRange };
}

type EnvList = Array<{ key: Located<string>; value: Located<string> }>;

/**
 * `environment` is a Go map[string]string. Keys are converted to strings by sigs.k8s.io/yaml, so a
 * key that YAML 1.1 reads as a boolean or number (`NO:`, `ON:`, `1:`) becomes "false", "true" or
 * "1": reported, with the converted name as the value. Values must be strings; null becomes "".
 */
function readEnvironment(ctx: SpecContext, entry: Entry | undefined): Located<EnvList> | undefined {
  if (!entry || entry.value === null) return undefined;
  const node = entry.value;
  if (!isMap(node)) {
    if (isScalar(node) && node.value == null) return undefined;
    wrongType(ctx, 'execContainer.environment', node, 'a mapping of variable names to values');
    return undefined;
  }
  const list: EnvList = [];
  for (const e of mapEntries(node, ctx).values()) {
    const key = { value: envKey(ctx, e), range: e.keyRange };
    const label = `execContainer.environment.${e.key}`;
    const value = e.value === null || (isScalar(e.value) && e.value.value == null)
      ? { value: '', range: rangeOf(e.value, e.keyRange.end) }
      : readScalarString(ctx, label, e.value);
    if (value) list.push({ key, value });
  }
  return { value: list, range: rangeOf(node), keyRange: entry.keyRange };
}

function envKey(ctx: SpecContext, e: Entry): string {
  const v = isScalar(e.keyNode) ? e.keyNode.value : e.key;
  if (typeof v === 'string' || v == null) return e.key;
  const converted = String(v);
  if (converted !== e.key) {
    ctx.diagnostics.push({
      code: 'converted-key',
      severity: 'warning',
      message: `kops's YAML parser (YAML 1.1) reads the key ${e.key} as ${typeof v === 'boolean' ? 'a boolean' : 'a number'}, so the variable is named "${converted}". Quote the key: "${e.key}".`,
      range: e.keyRange,
      fixes: [{ title: `Quote the key: "${e.key}"`, edits: [{ ...e.keyRange, text: JSON.stringify(e.key) }] }],
    });
  }
  return converted;
}
