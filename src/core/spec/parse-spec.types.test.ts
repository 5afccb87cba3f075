import { describe, expect, it } from 'vitest';
import type { Spec } from '../types.ts';
import { TextIndex } from '../text-index.ts';
import { parseSpec } from './parse-spec.ts';

/** Diagnostics as `code severity line:col` plus the text they cover. */
function diags(text: string, spec: Spec = parseSpec(text)): string[] {
  const ix = new TextIndex(text);
  return spec.diagnostics.map((d) => {
    const at = ix.lineCol(d.range.start);
    return `${d.code} ${d.severity} ${at.line}:${at.column} ${JSON.stringify(text.slice(d.range.start, d.range.end))}`;
  });
}
const hook = (text: string) => parseSpec(text).documents[0]?.hooks[0];

describe('scalar types as Go YAML and kops see them', () => {
  it('reads YAML 1.1 booleans (yes/no/on/off/y/n) as booleans, as Go yaml.v2 does', () => {
    expect(hook('hooks:\n- disabled: yes\n')?.disabled?.value).toBe(true);
    expect(hook('hooks:\n- useRawManifest: on\n')?.useRawManifest?.value).toBe(true);
    expect(hook('hooks:\n- enabled: n\n')?.enabled?.value).toBe(false);
    expect(hook('hooks:\n- disabled: False\n')?.disabled?.value).toBe(false);
  });

  it('reports a string where a bool is expected, leaves the field out, and offers to unquote "true"', () => {
    const text = 'hooks:\n- disabled: "true"\n  useRawManifest: sometimes\n';
    const spec = parseSpec(text);
    expect(spec.documents[0]?.hooks[0]?.disabled).toBeUndefined();
    expect(spec.documents[0]?.hooks[0]?.useRawManifest).toBeUndefined();
    expect(diags(text, spec)).toEqual(['wrong-type error 2:13 "\\"true\\""', 'wrong-type error 3:19 "sometimes"']);
    expect(spec.diagnostics[0]?.message).toBe('"disabled" must be true or false, but it is the string "true": kops rejects the spec when it decodes it.');
    expect(spec.diagnostics[0]?.fixes).toEqual([{ title: 'Write true without quotes', edits: [{ start: 19, end: 25, text: 'true' }] }]);
    expect(spec.diagnostics[1]?.fixes).toBeUndefined();
  });

  it('keeps numbers and booleans in string fields as written, with an error and a quoting fix', () => {
    const text = 'hooks:\n- name: 0x1F\n  manifest: 1.10\n  execContainer:\n    image: busybox\n    command: [sleep, 10]\n';
    const spec = parseSpec(text);
    const h = spec.documents[0]?.hooks[0];
    expect(h?.name?.value).toBe('0x1F');
    expect(h?.manifest?.value).toBe('1.10');
    expect(h?.execContainer?.value.command?.value.map((c) => c.value)).toEqual(['sleep', '10']);
    expect(diags(text, spec)).toEqual(['wrong-type error 2:9 "0x1F"', 'wrong-type error 3:13 "1.10"', 'wrong-type error 6:22 "10"']);
    expect(spec.diagnostics[2]?.message).toBe('"execContainer.command[1]" must be a string, but it is the number 10: kops rejects the spec when it decodes it.');
    expect(spec.diagnostics[0]?.fixes?.[0]?.edits).toEqual([{ start: 15, end: 19, text: '"0x1F"' }]);
  });

  it('treats `name: y` and `command: [echo, yes]` as booleans (the YAML 1.1 trap kops falls into)', () => {
    const text = 'hooks:\n- name: y\n  execContainer:\n    image: a\n    command: [echo, yes]\n';
    expect(diags(text)).toEqual(['wrong-type error 2:9 "y"', 'wrong-type error 5:21 "yes"']);
  });

  it('follows yaml.v2 where yaml\'s 1.1 schema differs: no base-60 numbers, 0o17 is an int', () => {
    const text = 'hooks:\n- execContainer:\n    image: a\n    environment:\n      AT: 12:30\n    command: [0o17, "0o17"]\n';
    const spec = parseSpec(text);
    const exec = spec.documents[0]?.hooks[0]?.execContainer?.value;
    expect(exec?.environment?.value.map((e) => e.value.value)).toEqual(['12:30']);
    expect(exec?.command?.value.map((c) => c.value)).toEqual(['0o17', '0o17']);
    expect(diags(text, spec)).toEqual(['wrong-type error 6:15 "0o17"']);
  });

  it('reads timestamps as text, as yaml.v2 does when decoding untyped', () => {
    const text = 'hooks:\n- name: 2001-12-14\n';
    expect(hook(text)?.name?.value).toBe('2001-12-14');
    expect(parseSpec(text).diagnostics).toEqual([]);
  });

  it('reports a single scalar where a list is expected, with a fix that makes it a list', () => {
    const text = 'hooks:\n- requires: docker.service\n  roles: Node\n  before: {a: b}\n';
    const spec = parseSpec(text);
    const h = spec.documents[0]?.hooks[0];
    expect([h?.requires, h?.roles, h?.before]).toEqual([undefined, undefined, undefined]);
    expect(diags(text, spec)).toEqual(['wrong-type error 2:13 "docker.service"', 'wrong-type error 3:10 "Node"', 'wrong-type error 4:11 "{a: b}"']);
    expect(spec.diagnostics[0]?.fixes?.[0]?.edits).toEqual([{ start: 19, end: 19, text: '[' }, { start: 33, end: 33, text: ']' }]);
  });

  it('reports a list or mapping where a string is expected and leaves the field out', () => {
    const text = 'hooks:\n- name: [a, b]\n  manifest:\n    Type: oneshot\n';
    const spec = parseSpec(text);
    expect(spec.documents[0]?.hooks[0]?.name).toBeUndefined();
    expect(spec.documents[0]?.hooks[0]?.manifest).toBeUndefined();
    expect(diags(text, spec)).toEqual(['wrong-type error 2:9 "[a, b]"', 'wrong-type error 4:5 "Type: oneshot\\n"']);
  });

  it('reports hooks that are not mappings, and a hooks: value that is not a list', () => {
    const text = 'hooks:\n- just-a-string\n- name: ok\n';
    const spec = parseSpec(text);
    expect(spec.documents[0]?.hooks.map((h) => [h.index, h.name?.value])).toEqual([[1, 'ok']]);
    expect(diags(text, spec)).toEqual(['wrong-type error 2:3 "just-a-string"']);
    expect(diags('hooks: {name: a}\n')).toEqual(['wrong-type error 1:8 "{name: a}"']);
  });

  it('reads null list items as "" (Go decodes null into the empty string)', () => {
    const h = hook('hooks:\n- roles: [Node, ~]\n');
    expect(h?.roles?.value.map((r) => r.value)).toEqual(['Node', '']);
  });

  it('reports an execContainer or environment of the wrong shape', () => {
    expect(diags('hooks:\n- execContainer: busybox\n')).toEqual(['wrong-type error 2:18 "busybox"']);
    expect(diags('hooks:\n- execContainer:\n    image: a\n    environment: [A=1]\n')).toEqual(['wrong-type error 4:18 "[A=1]"']);
  });

  it('reads environment in YAML order; null values are ""; YAML 1.1 boolean keys are renamed as kops does', () => {
    const text = 'hooks:\n- execContainer:\n    image: a\n    environment:\n      Z: last\n      A: ""\n      E:\n      NO: 1x\n';
    const spec = parseSpec(text);
    const env = spec.documents[0]?.hooks[0]?.execContainer?.value.environment?.value;
    expect(env?.map((e) => [e.key.value, e.value.value])).toEqual([['Z', 'last'], ['A', ''], ['E', ''], ['false', '1x']]);
    expect(diags(text, spec)).toEqual(['converted-key warning 8:7 "NO"']);
    expect(spec.diagnostics[0]?.fixes?.[0]?.edits).toEqual([{ start: 95, end: 97, text: '"NO"' }]);
  });

  it('keeps unknown execContainer and hook keys, with their ranges, without diagnostics', () => {
    const text = 'hooks:\n- after: [network.target]\n  useRawManifests: true\n  execContainer:\n    image: a\n    env: {A: b}\n';
    const spec = parseSpec(text);
    const h = spec.documents[0]?.hooks[0];
    expect(h?.unknownFields.map((u) => [u.value, text.slice(u.range.start, u.range.end)])).toEqual([['after', 'after'], ['useRawManifests', 'useRawManifests']]);
    expect(h?.execContainer?.value.unknownFields.map((u) => u.value)).toEqual(['env']);
    expect(spec.diagnostics).toEqual([]);
  });
});

describe('merge keys and duplicate keys, as Go yaml.v2 decodes them', () => {
  it('merges a hook template; keys after << override it (and an info note marks the merge)', () => {
    const text = 'base: &b\n  manifest: Type=oneshot\n  roles: [Node]\nhooks:\n- <<: *b\n  name: one\n  roles: [Master]\n';
    const spec = parseSpec(text);
    const h = spec.documents[0]?.hooks[0];
    expect(h?.name?.value).toBe('one');
    expect(h?.manifest?.value).toBe('Type=oneshot');
    expect(h?.roles?.value.map((r) => r.value)).toEqual(['Master']);
    expect(text.slice(h?.manifest?.range.start, h?.manifest?.range.end)).toBe('Type=oneshot');
    expect(diags(text, spec)).toEqual(['yaml-merge-key info 5:3 "<<"', 'yaml-alias info 5:7 "*b"']);
  });

  it('lets a later << override keys written before it (yaml.v2 applies pairs in order)', () => {
    const h = hook('t: &t {name: from-template}\nhooks:\n- name: mine\n  <<: *t\n');
    expect(h?.name?.value).toBe('from-template');
  });

  it('merges a list of mappings with the earlier ones winning', () => {
    const h = hook('a: &a {name: A}\nb: &b {name: B, manifest: m}\nhooks:\n- <<: [*a, *b]\n');
    expect([h?.name?.value, h?.manifest?.value]).toEqual(['A', 'm']);
  });

  it('reports a merge of a non-mapping', () => {
    expect(diags('hooks:\n- <<: 3\n')).toEqual(['yaml-merge-key info 2:3 "<<"', 'wrong-type error 2:7 "3"']);
  });

  it('treats a quoted "<<" as an ordinary (unknown) key', () => {
    expect(hook('hooks:\n- "<<": {name: a}\n')?.unknownFields.map((u) => u.value)).toEqual(['<<']);
  });

  it('reports a duplicate key and keeps the last value, as Go does', () => {
    const text = 'hooks:\n- name: first\n  name: second\n';
    const spec = parseSpec(text);
    expect(spec.documents[0]?.hooks[0]?.name?.value).toBe('second');
    expect(diags(text, spec)).toEqual(['DUPLICATE_KEY error 3:3 "name"']);
    expect(spec.diagnostics[0]?.message).toBe('The key "name" appears twice in one mapping: YAML forbids this, and kops\'s parser keeps only the last value. Remove or merge one of them.');
  });
});
