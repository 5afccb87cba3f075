import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze } from '../src/core/index.ts';
import { escapePath } from '../src/core/systemd/escape-path.ts';
import { escapeArg } from '../src/core/systemd/escape-command.ts';
import type { Analysis, AnalyzeOptions } from '../src/core/types.ts';
import { describeCorpus, WILD } from './corpus.ts';

// Issue 8, "total core": analyze on mutated real inputs (gallery examples, golden fixtures, the
// wild specs) and the path escaper on arbitrary strings, 10,000 runs each. The parser, the link
// decoder, the argument escaper and analyze on arbitrary strings have their own 10,000-run
// properties (parse-spec.property, share-hostile, escape-command, analyze-property tests).
// analyze's 10,000 runs split as its inputs did when they were one pool (33 own, 27 published):
// 5,500 on the project's own specs (always), 4,500 on the published ones (with ../shared/wild).

const ROOT = resolve(import.meta.dirname, '..');
const yamlIn = (dir: string): string[] => readdirSync(dir).filter((f) => f.endsWith('.yaml')).map((f) => readFileSync(join(dir, f), 'utf8'));
const fixtureInputs = readdirSync(join(ROOT, 'fixtures'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => { try { return [readFileSync(join(ROOT, 'fixtures', d.name, 'input.yaml'), 'utf8')]; } catch { return []; } });
/** The project's own specs: the gallery's examples and the golden fixtures' inputs. */
const OWN = [...yamlIn(join(ROOT, 'examples')), ...fixtureInputs];

const OPTIONS: AnalyzeOptions[] = [
  {}, { kopsVersion: '1.10.1' }, { kopsVersion: '1.20.2' }, { kopsVersion: '1.21.0', runtime: 'docker' },
  { kopsVersion: '1.22.0' }, { kopsVersion: '1.23.0', distro: 'flatcar' }, { proposal: true },
];
const PIECES = ['\n', ': ', '- ', '  ', '\t', '"', "'", '|', '>', '&a ', '*a', '<<: ', '!!str ', '---\n', '#', '{', ']', '\r\n', '\u0000', '\uFEFF', '\u00e9', 'name: x\n', 'disabled: true\n', 'useRawManifest: true\n', 'roles: [Master]\n'];

/** One edit of a real spec: delete, insert, duplicate or move a slice, the edits a typist makes. */
const mutation = fc.record({
  kind: fc.constantFrom('delete', 'insert', 'duplicate', 'swap-lines', 'replace-char'),
  at: fc.nat(), len: fc.nat({ max: 40 }), at2: fc.nat(), piece: fc.constantFrom(...PIECES),
});
type Mutation = typeof mutation extends fc.Arbitrary<infer M> ? M : never;

function mutate(text: string, m: Mutation): string {
  const at = text.length === 0 ? 0 : m.at % (text.length + 1);
  switch (m.kind) {
    case 'delete': return text.slice(0, at) + text.slice(at + m.len);
    case 'insert': return text.slice(0, at) + m.piece + text.slice(at);
    case 'duplicate': return text.slice(0, at + m.len) + text.slice(at, at + m.len) + text.slice(at + m.len);
    case 'replace-char': return text.slice(0, at) + m.piece.charAt(0) + text.slice(at + 1);
    default: {
      const lines = text.split('\n');
      const a = m.at % lines.length;
      const b = m.at2 % lines.length;
      [lines[a], lines[b]] = [lines[b] ?? '', lines[a] ?? ''];
      return lines.join('\n');
    }
  }
}

const mutated = (texts: readonly string[]) => fc.tuple(fc.constantFrom(...texts), fc.array(mutation, { minLength: 1, maxLength: 4 }))
  .map(([text, ms]) => ms.reduce(mutate, text));

/** What a user sees of an analysis: every unit's name, path and exact text, and every diagnostic. */
const view = (a: Analysis): unknown => ({
  units: a.groups.map((g) => [g.name, g.fatal ?? null, g.tasks.map((t) => [t.unit, t.path, t.definition, t.enabled, t.running])]),
  diagnostics: a.diagnostics.map((d) => [d.code, d.severity, d.range.start, d.range.end, d.message]),
});

function checkRanges(text: string, a: Analysis): void {
  for (const d of a.diagnostics) {
    if (d.code === 'internal-error') throw new Error(d.message);
    if (!(d.range.start >= 0 && d.range.start <= d.range.end && d.range.end <= text.length)) {
      throw new Error(`${d.code} range ${JSON.stringify(d.range)} outside a text of ${text.length}`);
    }
    for (const fix of d.fixes ?? []) {
      for (const e of fix.edits) {
        if (!(e.start >= 0 && e.start <= e.end && e.end <= text.length)) {
          throw new Error(`${d.code} fix edit ${JSON.stringify(e)} outside a text of ${text.length}`);
        }
      }
    }
  }
}

/** The property: never throws, keeps ranges and fix edits inside the text, renders the same twice and after another input. */
function assertTotal(texts: readonly string[], numRuns: number): void {
  const other = 'hooks:\n- name: other.service\n  manifest: Type=oneshot\n';
  fc.assert(
    fc.property(mutated(texts), fc.constantFrom(...OPTIONS), (text, options) => {
      const first = analyze(text, options);
      checkRanges(text, first);
      // Another input in between: no cache or module state may leak from one analysis to the next.
      analyze(other, options);
      expect(view(analyze(text, options))).toEqual(view(first));
    }),
    { numRuns },
  );
}

const PROPERTY = 'never throws, keeps every range and fix edit inside the text, renders the same units twice and after another input';

describe('analyze on mutated specs of the project (5,500 runs)', () => {
  it('has them: the examples and the golden fixtures', () => {
    expect(OWN.length).toBeGreaterThanOrEqual(33);
  });

  it(PROPERTY, () => assertTotal(OWN, 5_500), 600_000);
});

describeCorpus(WILD, 'analyze on mutated published specs (4,500 runs)', () => {
  it(PROPERTY, () => assertTotal(WILD.files().map((f) => f.text), 4_500), 600_000);
});

describe('escapePath on arbitrary strings (10,000 runs)', () => {
  /** Reverses systemd's path escaping: `-` is `/`, `\xNN` is a byte. */
  function unescape(name: string): string {
    if (name === '-') return '/';
    const bytes: number[] = [];
    for (let i = 0; i < name.length; i++) {
      if (name[i] === '-') bytes.push(47);
      else if (name[i] === '\\') { bytes.push(parseInt(name.slice(i + 2, i + 4), 16)); i += 3; } else bytes.push(name.charCodeAt(i));
    }
    // ignoreBOM: a decoder drops a leading U+FEFF by default, and a path may start with one.
    return `/${new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(bytes))}`;
  }
  const normalise = (path: string): string => `/${path.split('/').filter((p) => p !== '' && p !== '.').join('/')}`;
  const pathish = fc.oneof(
    fc.string({ unit: 'binary' }),
    fc.array(fc.constantFrom('/', '.', '..', 'a', '-', ' ', '\\', 'é', '\t', 'x.y', ':', '_', '\u0000'), { maxLength: 12 }).map((p) => p.join('')),
  );

  it('never throws, gives a unit-name-safe string or null for `..`, and reverses to the simplified path', () => {
    fc.assert(
      fc.property(pathish, (raw) => {
        const path = raw.replace(/[\ud800-\udfff]/g, '\ufffd');
        const out = escapePath(path);
        if (path.split('/').includes('..')) {
          expect(out).toBeNull();
          return;
        }
        expect(out).toMatch(/^(-|[A-Za-z0-9:_\\][A-Za-z0-9:_.\\-]*)$/);
        expect(unescape(out ?? '')).toBe(normalise(path));
      }),
      // A CI run found the first: the test's decoder dropped the byte-order mark.
      { numRuns: 10_000, examples: [['\ufeff'], ['a/\ufeffb']] },
    );
  });

  it('escapeArg never throws and never lets a line break, quote or control character through raw', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (arg) => {
        const out = escapeArg(arg);
        const inner = out.startsWith('"') && out.endsWith('"') && out.length >= 2 ? out.slice(1, -1) : out;
        expect([...inner].filter((ch) => ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127)).toEqual([]);
        expect(inner.replace(/\\["'\\]/g, '')).not.toMatch(/["'\\](?!x[0-9a-f]{2})/);
      }),
      { numRuns: 10_000 },
    );
  });
});
