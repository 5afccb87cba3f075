import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Spec } from '../types.ts';
import { parseSpec } from './parse-spec.ts';
import { describeCorpus, WILD } from '../../../test/corpus.ts';

const RUNS = 10_000;
const TIMEOUT = 300_000;

/** Every {start, end} object anywhere in the spec, with a path for the failure message. */
function ranges(value: unknown, path: string, out: Array<[string, { start: number; end: number }]>): void {
  if (value === null || typeof value !== 'object') return;
  const v = value as Record<string, unknown>;
  if (typeof v['start'] === 'number' && typeof v['end'] === 'number') out.push([path, v as { start: number; end: number }]);
  for (const [k, child] of Object.entries(v)) ranges(child, `${path}.${k}`, out);
}

/** The invariants every parse keeps, whatever the input. */
function checkSpec(text: string, spec: Spec): void {
  const all: Array<[string, { start: number; end: number }]> = [];
  ranges(spec, 'spec', all);
  for (const [path, r] of all) {
    if (!(Number.isInteger(r.start) && Number.isInteger(r.end) && r.start >= 0 && r.start <= r.end && r.end <= text.length)) {
      throw new Error(`bad range at ${path}: ${JSON.stringify(r)} for a text of ${text.length}`);
    }
  }
  for (const d of spec.diagnostics) {
    if (d.code === 'internal-error') throw new Error(d.message);
  }
  for (const doc of spec.documents) {
    for (const hook of doc.hooks) {
      const m = hook.manifest;
      if (m && m.source.lines.length !== m.value.split('\n').length) throw new Error(`manifest lines ${m.source.lines.length} for ${JSON.stringify(m.value)}`);
    }
  }
}

const property = (arb: fc.Arbitrary<string>): void => {
  fc.assert(fc.property(arb, (text) => checkSpec(text, parseSpec(text))), { numRuns: RUNS });
};

const KEYS = ['hooks', 'name', 'manifest', 'execContainer', 'image', 'command', 'environment', 'roles', 'requires', 'before', 'disabled', 'enabled', 'useRawManifest', 'kind', 'spec', 'apiVersion', 'metadata', 'role', '<<', 'after', 'A'];
const SCALARS = ['a', 'true', 'yes', '"q"', "'s'", '1.10', '~', '', 'kops.k8s.io/v1alpha3', 'Cluster', 'InstanceGroup', 'Node', '[a, b]', '{x: 1}', '*a', '&a x', '!tag v', '"\\q"', '@x', 'a: b', '[', '}', '|', '|-', '|+', '>', '#c'];
const LINE_ENDS = ['\n', '\n', '\n', '\r\n', '\r', ''];

/** A line of YAML: indentation, an optional `- `, then `key: value`, a bare value or a directive. */
const yamlLine = fc.tuple(
  fc.nat({ max: 8 }),
  fc.boolean(),
  fc.oneof(
    fc.tuple(fc.constantFrom(...KEYS), fc.constantFrom(...SCALARS)).map(([k, v]) => `${k}: ${v}`),
    fc.constantFrom(...SCALARS),
    fc.constantFrom('---', '...', '%YAML 1.2', '# comment', '\t', '  ', '- - x', 'key:\tvalue', '\uFEFF'),
    fc.string({ maxLength: 12 }),
  ),
  fc.constantFrom(...LINE_ENDS),
).map(([indent, dash, body, end]) => `${' '.repeat(indent)}${dash ? '- ' : ''}${body}${end}`);

const yamlShaped = fc.array(yamlLine, { maxLength: 25 }).map((lines) => lines.join(''));

/** A hook with a literal block manifest, in any chomping, indentation and line ending. */
const literalHook = fc.record({
  name: fc.string({ maxLength: 10 }),
  lines: fc.array(fc.stringMatching(/^[A-Za-z0-9=_./[\]$-][ -~]{0,20}$/), { minLength: 1, maxLength: 5 }),
  style: fc.constantFrom('|', '|-', '|+'),
  indent: fc.integer({ min: 1, max: 4 }),
  end: fc.constantFrom('\n', '\r\n'),
  finalBreak: fc.boolean(),
});
/** One of `texts` with a few random edits: deletions, insertions of YAML-ish junk, duplicated slices. */
const mutated = (texts: readonly string[]) => fc.tuple(
  fc.constantFrom(...texts),
  fc.array(fc.tuple(fc.nat(), fc.nat({ max: 40 }), fc.oneof(fc.constantFrom('', '\t', '\n', '\r', '"', ':', '- ', '&a ', '*a', '<<: *a\n', '\u0000', '\uFEFF', '|'), fc.string({ maxLength: 6 }))), { minLength: 1, maxLength: 4 }),
).map(([text, edits]) => {
  let out = text;
  for (const [at, del, ins] of edits) {
    const i = at % (out.length + 1);
    out = out.slice(0, i) + ins + out.slice(i + del);
  }
  return out;
});

describe('parseSpec is total (fast-check, 10,000 runs each)', () => {
  it('never throws on arbitrary strings, and every range is inside the text', () => {
    property(fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: 'binary', maxLength: 200 }), fc.string({ unit: 'grapheme', maxLength: 100 })));
  }, TIMEOUT);

  it('never throws on YAML-shaped text', () => {
    property(yamlShaped);
  }, TIMEOUT);

  it('reads generated literal manifests exactly, with an exact line map', () => {
    fc.assert(fc.property(literalHook, ({ name, lines, style, indent, end, finalBreak }) => {
      const pad = ' '.repeat(indent);
      const body = lines.map((l) => `  ${pad}${l}`).join(end);
      const text = `hooks:${end}- name: ${JSON.stringify(name)}${end}  manifest: ${style}${end}${body}${finalBreak ? end : ''}`;
      const spec = parseSpec(text);
      checkSpec(text, spec);
      const hook = spec.documents[0]?.hooks[0];
      expect(spec.diagnostics).toEqual([]);
      expect(hook?.name?.value).toBe(name);
      // Go YAML: a final line break only when the source has one (and the chomping keeps it).
      const expected = lines.join('\n') + (style !== '|-' && finalBreak ? '\n' : '');
      expect(hook?.manifest?.value).toBe(expected);
      expect(hook?.manifest?.source.folded).toBe(false);
      expect(hook?.manifest?.source.lines.map((r) => text.slice(r.start, r.end))).toEqual(expected.split('\n'));
    }), { numRuns: RUNS });
  }, TIMEOUT);

  it('is deterministic', () => {
    fc.assert(fc.property(yamlShaped, (text) => {
      expect(parseSpec(text)).toEqual(parseSpec(text));
    }), { numRuns: 1_000 });
  });
});

describeCorpus(WILD, 'parseSpec is total on the published specs (fast-check, 10,000 runs)', () => {
  it('never throws on mutated wild specs', () => {
    property(mutated(WILD.files().map((f) => f.text)));
  }, TIMEOUT);
});
