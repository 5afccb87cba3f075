import { isMap, isScalar, isSeq } from 'yaml';
import type { Node as YamlNode, Scalar } from 'yaml';
import type { Fix, Located, Range } from '../types.ts';
import { deref, rangeOf } from './located.ts';
import type { Entry } from './located.ts';
import type { SpecContext } from './spec-context.ts';

/** What a YAML node is, in words, for messages: `the number 12`, `a list`. */
export function describe(node: YamlNode, text: string): string {
  if (isMap(node)) return 'a mapping';
  if (isSeq(node)) return 'a list';
  if (isScalar(node)) {
    const r = rangeOf(node);
    const written = text.slice(r.start, Math.min(r.end, r.start + 40));
    if (typeof node.value === 'boolean') return `the boolean ${written}`;
    if (typeof node.value === 'number' || typeof node.value === 'bigint') return `the number ${written}`;
    if (typeof node.value === 'string') return `the string ${JSON.stringify(node.value.slice(0, 40))}`;
    return `the value ${written}`;
  }
  return 'a value';
}

/** Reports a value of the wrong type; kops's decoder (JSON under the hood) rejects the spec. */
export function wrongType(ctx: SpecContext, label: string, node: YamlNode, expected: string, fixes?: Fix[]): void {
  ctx.diagnostics.push({
    code: 'wrong-type',
    severity: 'error',
    message: `"${label}" must be ${expected}, but it is ${describe(node, ctx.text)}: kops rejects the spec when it decodes it.`,
    range: rangeOf(node),
    ...(fixes ? { fixes } : {}),
  });
}

const located = <T>(value: T, range: Range, keyRange?: Range): Located<T> =>
  keyRange ? { value, range, keyRange } : { value, range };

/**
 * A string-valued scalar. Numbers and booleans keep their text as written (so a preview still
 * shows something) and get a `wrong-type` error with a quoting fix: kops decodes through
 * apimachinery's YAML serializer, which calls sigs.k8s.io/yaml `YAMLToJSON` with no target, so
 * `123` or `yes` stays a JSON number or bool and the JSON decoder refuses it for a string field.
 * (sigs.k8s.io/yaml `Unmarshal` into a typed struct would coerce them to strings; kops's codec
 * path does not.) Timestamps stay strings (yaml.v2 keeps them as text when decoding untyped).
 * An empty value (null) reads as absent, as in Go. Collections are reported and dropped.
 */
export function readScalarString(ctx: SpecContext, label: string, node: YamlNode | null, keyRange?: Range): Located<string> | undefined {
  if (node === null) return undefined;
  if (!isScalar(node)) {
    wrongType(ctx, label, node, 'a string');
    return undefined;
  }
  const range = rangeOf(node);
  const v = (node as Scalar).value;
  if (v === null || v === undefined) return undefined;
  const written = typeof v === 'string' && node.type !== 'PLAIN' ? '' : ctx.text.slice(range.start, range.end);
  if (!goNonString(node, written)) return located(typeof v === 'string' ? v : written, range, keyRange);
  wrongType(ctx, label, node, 'a string', [{ title: `Quote it: "${written}"`, edits: [{ ...range, text: JSON.stringify(written) }] }]);
  return located(written, range, keyRange);
}

/**
 * Whether Go's yaml.v2 resolves this scalar to something other than a string. yaml's 1.1 schema
 * agrees with it on booleans (`yes`, `on`, `y`), nulls, ints (`010`, `0x1F`, `1_000`) and floats,
 * but differs in three places: yaml.v2 has no base-60 numbers (`12:30` stays a string), it parses
 * `0o17` as an int (Go's strconv), and it keeps timestamps as strings when decoding untyped.
 */
function goNonString(node: Scalar, written: string): boolean {
  const v = node.value;
  if (typeof v === 'string') return node.type === 'PLAIN' && /^[-+]?0o[0-7_]+$/.test(written);
  if (v instanceof Date) return false;
  if ((typeof v === 'number' || typeof v === 'bigint') && node.type === 'PLAIN' && !node.tag) return !written.includes(':');
  return true;
}

/** A string field of a mapping entry. */
export function readString(ctx: SpecContext, label: string, entry: Entry | undefined): Located<string> | undefined {
  return entry ? readScalarString(ctx, label, entry.value, entry.keyRange) : undefined;
}

/** A boolean field. Go YAML 1.1 booleans (`yes`, `on`, `y`) are booleans; a string is an error. */
export function readBool(ctx: SpecContext, label: string, entry: Entry | undefined): Located<boolean> | undefined {
  if (!entry || entry.value === null) return undefined;
  const node = entry.value;
  if (isScalar(node)) {
    const v = node.value;
    if (v === null || v === undefined) return undefined;
    if (typeof v === 'boolean') return located(v, rangeOf(node), entry.keyRange);
    const fixes: Fix[] | undefined =
      typeof v === 'string' && /^(true|false)$/i.test(v)
        ? [{ title: `Write ${v.toLowerCase()} without quotes`, edits: [{ ...rangeOf(node), text: v.toLowerCase() }] }]
        : undefined;
    wrongType(ctx, label, node, 'true or false', fixes);
    return undefined;
  }
  wrongType(ctx, label, node, 'true or false');
  return undefined;
}

/** A `[]string` field. A single scalar is not a list in Go: reported, with a fix that wraps it. */
export function readStringList(ctx: SpecContext, label: string, entry: Entry | undefined): Located<Located<string>[]> | undefined {
  if (!entry || entry.value === null) return undefined;
  const node = entry.value;
  if (!isSeq(node)) {
    if (isScalar(node) && (node.value === null || node.value === undefined)) return undefined;
    const r = rangeOf(node);
    const fixes = isScalar(node) && !ctx.text.slice(r.start, r.end).includes('\n')
      ? [{ title: 'Make it a list', edits: [{ start: r.start, end: r.start, text: '[' }, { start: r.end, end: r.end, text: ']' }] }]
      : undefined;
    wrongType(ctx, label, node, 'a list of strings', fixes);
    return undefined;
  }
  const items: Located<string>[] = [];
  for (let i = 0; i < node.items.length; i++) {
    const raw = node.items[i];
    const item = deref(raw, ctx);
    if (item === null || (isScalar(item) && (item.value === null || item.value === undefined))) {
      // Go decodes a null list item into "" rather than dropping it.
      items.push({ value: '', range: rangeOf(item ?? (raw as YamlNode | null), rangeOf(node).start) });
      continue;
    }
    const s = readScalarString(ctx, `${label}[${i}]`, item);
    if (s) items.push(s);
  }
  return located(items, rangeOf(node), entry.keyRange);
}
