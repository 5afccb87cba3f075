import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LineOrigin } from '../types.ts';
import { UnitBuilder as Builder, joinChunks, manifestOrigins, type UnitFrame } from './unit-builder.ts';

// Origins that tell the builder's own lines apart: a header says its section, the separator is its own.
const SEP: LineOrigin = { kind: 'builder', rule: 'wrap-section-break' };
const HEAD: LineOrigin = { kind: 'builder', rule: 'wrap-unit-section' };
const FRAME: UnitFrame = { header: () => HEAD, separator: SEP };
const ENTRY: LineOrigin = { kind: 'field', field: 'execContainer', rule: 'exec-oneshot' };

/** The builder with the test frame, and entries and content of one origin unless given. */
class UnitBuilder extends Builder {
  constructor() {
    super(FRAME);
  }

  override set(section: string, key: string, value: string, origin: LineOrigin = ENTRY): this {
    return super.set(section, key, value, origin);
  }

  override setSection(section: string, content: string, origin: LineOrigin | ((line: number) => LineOrigin) = ENTRY): this {
    return super.setSection(section, content, origin);
  }
}

describe('UnitBuilder (kops pkg/systemd Manifest)', () => {
  it('joins sections with one newline and nothing after the last', () => {
    const u = new UnitBuilder().set('Unit', 'Description', 'x').set('Service', 'Type', 'oneshot');
    expect(u.render().text).toBe('[Unit]\nDescription=x\n\n[Service]\nType=oneshot\n');
  });

  it('keeps first-touch order even when a section is touched again later', () => {
    const u = new UnitBuilder().set('Unit', 'A', '1').set('Service', 'B', '2').set('Unit', 'C', '3');
    expect(u.render().text).toBe('[Unit]\nA=1\nC=3\n\n[Service]\nB=2\n');
  });

  it('puts raw content before entries, verbatim, with no newline added', () => {
    const u = new UnitBuilder().set('Unit', 'Description', 'd').setSection('Service', 'ExecStart=/bin/true');
    expect(u.render().text).toBe('[Unit]\nDescription=d\n\n[Service]\nExecStart=/bin/true');
    const v = new UnitBuilder().setSection('Service', 'X=1').set('Service', 'Y', '2');
    expect(v.render().text).toBe('[Service]\nX=1Y=2\n');
  });

  it('renders an empty section header for empty content and an empty manifest for no sections', () => {
    expect(new UnitBuilder().setSection('Service', '').render().text).toBe('[Service]\n');
    expect(new UnitBuilder().render()).toEqual({ text: '', lineOrigins: [SEP] });
  });

  it('gives one origin per line, manifest lines numbered within the manifest', () => {
    const r = new UnitBuilder()
      .set('Unit', 'Description', 'd', { kind: 'field', field: 'name', rule: 'wrap-description' })
      .setSection('Service', 'A=1\nB=2\n', (line) => ({ kind: 'manifest', line, rule: 'wrap-manifest' }))
      .render();
    expect(r.text.split('\n')).toHaveLength(r.lineOrigins.length);
    expect(r.lineOrigins).toEqual([
      HEAD, { kind: 'field', field: 'name', rule: 'wrap-description' }, SEP, HEAD,
      { kind: 'manifest', line: 0, rule: 'wrap-manifest' }, { kind: 'manifest', line: 1, rule: 'wrap-manifest' }, SEP,
    ]);
  });

  it('joinChunks gives each line the origin of the chunk holding its first character, the line within the chunk for a per-line origin', () => {
    // The definition itself, character by character: the line of a character is the number of
    // line breaks before it, and a line starts where the text starts or after a line break.
    const reference = (chunks: Array<{ text: string; origin: (line: number) => LineOrigin }>): LineOrigin[] => {
      const out: LineOrigin[] = [];
      let atLineStart = true;
      for (const c of chunks) {
        let line = 0;
        for (const ch of c.text) {
          if (atLineStart) out.push(c.origin(line));
          atLineStart = ch === '\n';
          if (ch === '\n') line++;
        }
      }
      if (atLineStart) out.push(SEP);
      return out;
    };
    const chunk = fc.record({ text: fc.stringMatching(/^[a\n]{0,6}$/), id: fc.nat(99) });
    fc.assert(fc.property(fc.array(chunk, { maxLength: 8 }), (list) => {
      const chunks = list.map(({ text, id }) => ({ text, origin: (line: number): LineOrigin => ({ kind: 'manifest', line: id * 100 + line, rule: 'wrap-manifest' }) }));
      const joined = joinChunks(chunks, SEP);
      expect(joined.text).toBe(list.map((c) => c.text).join(''));
      expect(joined.lineOrigins).toEqual(reference(chunks));
      expect(joined.lineOrigins).toHaveLength(joined.text.split('\n').length);
    }), { numRuns: 2000 });
  });

  it('joinChunks and manifestOrigins count lines like split("\\n")', () => {
    expect(joinChunks([{ text: 'a\nb', origin: SEP }], SEP).lineOrigins).toHaveLength(2);
    expect(manifestOrigins('a\n\nb\n', 'raw-manifest')).toEqual([0, 1, 2, 3].map((line) => ({ kind: 'manifest', line, rule: 'raw-manifest' })));
  });
});
