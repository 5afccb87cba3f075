import { describe, expect, it } from 'vitest';
import type { HookSpec, Range } from '../types.ts';
import { TextIndex } from '../text-index.ts';
import { parseSpec } from './parse-spec.ts';

function manifestOf(text: string): NonNullable<HookSpec['manifest']> {
  const spec = parseSpec(text);
  const m = spec.documents[0]?.hooks[0]?.manifest;
  if (!m) throw new Error(`no manifest in ${JSON.stringify(text)}: ${JSON.stringify(spec.diagnostics)}`);
  return m;
}
/** Each source line as `line:col-line:col`. */
const lines = (text: string, rs: Range[]): string[] => {
  const ix = new TextIndex(text);
  return rs.map((r) => `${ix.lineCol(r.start).line}:${ix.lineCol(r.start).column}-${ix.lineCol(r.end).line}:${ix.lineCol(r.end).column}`);
};
/** For exact maps, each range's text is exactly the value's line. */
function expectExact(text: string, m: NonNullable<HookSpec['manifest']>): void {
  expect(m.source.folded).toBe(false);
  expect(m.source.lines.map((r) => text.slice(r.start, r.end))).toEqual(m.value.split('\n'));
}

describe('manifest source map: literal blocks', () => {
  it('maps `|` lines after the block indentation, trailing spaces included', () => {
    const text = 'hooks:\n- manifest: |\n    Type=oneshot   \n      indented\n\n    ExecStart=/bin/true\n  name: a\n';
    const m = manifestOf(text);
    expect(m.value).toBe('Type=oneshot   \n  indented\n\nExecStart=/bin/true\n');
    expect(lines(text, m.source.lines)).toEqual(['3:5-3:20', '4:5-4:15', '5:1-5:1', '6:5-6:24', '7:1-7:1']);
    expect(m.source.style).toBe('literal');
    expectExact(text, m);
  });

  it('maps `|-` (no final newline)', () => {
    const text = 'hooks:\n- manifest: |-\n    a\n    b\n';
    const m = manifestOf(text);
    expect(m.value).toBe('a\nb');
    expect(lines(text, m.source.lines)).toEqual(['3:5-3:6', '4:5-4:6']);
    expectExact(text, m);
  });

  it('maps `|+` (trailing blank lines kept)', () => {
    const text = 'hooks:\n- manifest: |+\n    a\n\n\n  name: x\n';
    const m = manifestOf(text);
    expect(m.value).toBe('a\n\n\n');
    expect(lines(text, m.source.lines)).toEqual(['3:5-3:6', '4:1-4:1', '5:1-5:1', '6:1-6:1']);
    expectExact(text, m);
  });

  it('drops a trailing whitespace-only line under clip chomping (wild/05)', () => {
    const text = 'hooks:\n- manifest: |\n    a\n    \n  name: x\n';
    const m = manifestOf(text);
    expect(m.value).toBe('a\n');
    expectExact(text, m);
  });

  it('keeps a whitespace line longer than the indentation as content', () => {
    const text = 'hooks:\n- manifest: |\n    a\n       \n  name: x\n';
    const m = manifestOf(text);
    expect(m.value).toBe('a\n   \n');
    expect(lines(text, m.source.lines)).toEqual(['3:5-3:6', '4:5-4:8', '5:1-5:1']);
  });

  it('handles CRLF: values hold \\n only (as Go YAML), ranges index the original text without \\r', () => {
    const text = 'hooks:\r\n- name: a\r\n  manifest: |\r\n    A=1 \r\n    B=2\r\n';
    const m = manifestOf(text);
    expect(m.value).toBe('A=1 \nB=2\n');
    expect(lines(text, m.source.lines)).toEqual(['4:5-4:9', '5:5-5:8', '6:1-6:1']);
    expect(text.slice(m.source.lines[0]?.start, m.source.lines[0]?.end)).toBe('A=1 ');
    expectExact(text, m);
  });

  it('handles mixed line endings', () => {
    const text = 'hooks:\n- manifest: |\r\n    A=1\n    B=2\r\n    C=3\n';
    const m = manifestOf(text);
    expect(m.value).toBe('A=1\nB=2\nC=3\n');
    expectExact(text, m);
  });

  it('keeps offsets into the original text after a BOM', () => {
    const text = '\uFEFFhooks:\n- name: a\n  manifest: |\n    X=1\n';
    const spec = parseSpec(text);
    const hook = spec.documents[0]?.hooks[0];
    expect(text.slice(hook?.name?.range.start, hook?.name?.range.end)).toBe('a');
    expect(hook?.name?.range.start).toBe(16);
    const m = manifestOf(text);
    expect(lines(text, m.source.lines)).toEqual(['4:5-4:8', '5:1-5:1']);
    expectExact(text, m);
  });

  it('handles an explicit indentation indicator and leading blank lines', () => {
    const text = 'hooks:\n- manifest: |2\n     x\n    y\n';
    const m = manifestOf(text);
    expect(m.value).toBe(' x\ny\n');
    expectExact(text, m);
    const t2 = 'hooks:\n- manifest: |\n\n    x\n';
    const m2 = manifestOf(t2);
    expect(m2.value).toBe('\nx\n');
    expectExact(t2, m2);
  });

  it('keeps tabs inside the content', () => {
    const text = 'hooks:\n- manifest: |\n    \tx\n';
    const m = manifestOf(text);
    expect(m.value).toBe('\tx\n');
    expectExact(text, m);
  });
});

describe('manifest values at the end of the file follow Go YAML, not yaml (JS)', () => {
  // yaml (JS) adds a final "\n" to a clip/keep block whose last line has no line break;
  // Go's libyaml-based parser adds only the breaks that are in the source.
  it.each([
    ['clip, last content line without newline', 'hooks:\n- manifest: |\n    a\n    b', 'a\nb'],
    ['keep, last content line without newline', 'hooks:\n- manifest: |+\n    a', 'a'],
    ['clip, whitespace-only last line without newline', 'hooks:\n- manifest: |\n    a\n    ', 'a\n'],
    ['keep, whitespace-only last line without newline', 'hooks:\n- manifest: |+\n    a\n    ', 'a\n'],
    ['clip, more-indented spaces without newline', 'hooks:\n- manifest: |\n    a\n       ', 'a\n   '],
    ['clip with a final newline', 'hooks:\n- manifest: |\n    a\n', 'a\n'],
    ['strip', 'hooks:\n- manifest: |-\n    a', 'a'],
    ['folded', 'hooks:\n- manifest: >\n    a\n    b', 'a b'],
    ['CRLF, clip without final newline', 'hooks:\r\n- manifest: |\r\n    a\r\n    b', 'a\nb'],
  ])('%s', (_label, text, expected) => {
    const m = manifestOf(text);
    expect(m.value).toBe(expected);
    expect(m.source.lines).toHaveLength(expected.split('\n').length);
  });
});

describe('manifest source map: folded, plain and quoted scalars', () => {
  it('maps a plain single-line scalar exactly', () => {
    const text = 'hooks:\n- manifest: Type=oneshot\n';
    const m = manifestOf(text);
    expect(m.source).toEqual({ lines: [{ start: 19, end: 31 }], folded: false, style: 'plain' });
  });

  it('maps a quoted single-line scalar inside the quotes', () => {
    const text = "hooks:\n- manifest: 'Type=oneshot'\n";
    const m = manifestOf(text);
    expect(m.source).toEqual({ lines: [{ start: 20, end: 32 }], folded: false, style: 'quoted' });
  });

  it('marks a plain multi-line scalar as folded (YAML joins the lines) and covers the joined lines', () => {
    const text = 'hooks:\n- manifest: Type=oneshot\n    ExecStart=/bin/true\n\n    User=root\n';
    const m = manifestOf(text);
    expect(m.value).toBe('Type=oneshot ExecStart=/bin/true\nUser=root');
    expect(m.source.folded).toBe(true);
    expect(m.source.style).toBe('plain');
    expect(lines(text, m.source.lines)).toEqual(['2:13-3:24', '5:5-5:14']);
  });

  it('marks `>` as folded', () => {
    const text = 'hooks:\n- manifest: >\n    a\n    b\n\n    c\n';
    const m = manifestOf(text);
    expect(m.value).toBe('a b\nc\n');
    expect(m.source).toMatchObject({ folded: true, style: 'folded' });
    expect(lines(text, m.source.lines)).toEqual(['3:5-4:6', '6:5-6:6', '7:1-7:1']);
  });

  it('marks a quoted scalar with escapes as folded and gives every line a range', () => {
    const text = 'hooks:\n- manifest: "a\\nb\\nc"\n';
    const m = manifestOf(text);
    expect(m.value).toBe('a\nb\nc');
    expect(m.source.folded).toBe(true);
    expect(m.source.lines).toHaveLength(3);
  });

  it('maps a manifest reached through an alias to the anchored text', () => {
    const text = 'x: &m |\n  A=1\nhooks:\n- manifest: *m\n';
    const m = manifestOf(text);
    expect(m.value).toBe('A=1\n');
    expect(lines(text, m.source.lines)).toEqual(['2:3-2:6', '3:1-3:1']);
  });
});
