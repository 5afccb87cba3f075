import { describe, expect, it } from 'vitest';
import { analyzePlan } from '../analyze-plan.ts';
import { TextIndex } from '../text-index.ts';
import { fileAssetLines } from './file-asset-lines.ts';

const HEAD = 'apiVersion: kops.k8s.io/v1alpha2\nkind: Cluster\nmetadata:\n  name: c\nspec:\n  fileAssets:\n';

/**
 * The first file of `HEAD + assets` on the first group, traced: each line of the file as
 * `<file line> ← <YAML line>:<column> <YAML text of the range> (<how>)`, then the path and mode.
 */
function traced(assets: string, version = '1.36.2') {
  const text = HEAD + assets;
  const a = analyzePlan(text, { kopsVersion: version });
  const file = a.groups[0]?.files[0];
  const asset = a.spec.documents[0]?.fileAssets?.[0];
  if (!file || !asset) throw new Error(`no file: ${JSON.stringify(a.diagnostics)}`);
  const index = new TextIndex(text);
  const at = (r: { start: number; end: number }): string => {
    const { line, column } = index.lineCol(r.start);
    return `${line}:${column} ${JSON.stringify(text.slice(r.start, r.end))}`;
  };
  const t = fileAssetLines(text, asset, file, a.behaviour.version);
  const values = file.content.split('\n');
  return {
    lines: t.lines.map((o, i) => `${JSON.stringify(values[i])} ← ${o ? `${at(o.range)} (${o.how})` : 'nothing'}`),
    path: t.path && `${t.path.key} ${at(t.path.range)}`,
    mode: t.mode && at(t.mode),
  };
}

describe('fileAssetLines: block scalars', () => {
  it('maps a `|` block line by line, exactly, and path and mode to their lines', () => {
    expect(traced('  - name: tune\n    path: /opt/bin/tune.sh\n    mode: "0755"\n    content: |\n      #!/bin/sh\n\n      sysctl -w vm.max_map_count=262144\n')).toEqual({
      lines: [
        '"#!/bin/sh" ← 11:7 "#!/bin/sh" (exact)',
        '"" ← 12:1 "" (exact)',
        '"sysctl -w vm.max_map_count=262144" ← 13:7 "sysctl -w vm.max_map_count=262144" (exact)',
      ],
      path: 'path 8:11 "/opt/bin/tune.sh"',
      mode: '9:11 "\\"0755\\""',
    });
  });

  it('keeps what an indentation indicator keeps (`|2-`: two spaces more, no final newline)', () => {
    expect(traced('  - name: a\n    content: |2-\n        indented\n      x\n').lines).toEqual([
      '"  indented" ← 9:7 "  indented" (exact)',
      '"x" ← 10:7 "x" (exact)',
    ]);
  });

  it('maps the empty lines `|+` keeps to their own lines, and a block at the end of the text without its break', () => {
    expect(traced('  - name: a\n    content: |+\n      x\n\n\n  hooks: []\n').lines).toEqual([
      '"x" ← 9:7 "x" (exact)',
      '"" ← 10:1 "" (exact)',
      '"" ← 11:1 "" (exact)',
    ]);
    expect(traced('  - name: a\n    content: |\n      a\n      b').lines).toEqual(['"a" ← 9:7 "a" (exact)', '"b" ← 10:7 "b" (exact)']);
  });

  it('maps a `>` block\'s joined lines to the lines it joined, and more-indented lines (kept apart) one to one', () => {
    expect(traced('  - name: a\n    content: >\n      a\n      b\n\n      c\n        more\n      d\n').lines).toEqual([
      '"a b" ← 9:7 "a\\n      b" (parsed)',
      '"c" ← 12:7 "c" (exact)',
      '"  more" ← 13:7 "  more" (exact)',
      '"d" ← 14:7 "d" (exact)',
    ]);
  });

  it('reads CRLF line ends as the parser does', () => {
    expect(traced('  - name: a\r\n    content: |\r\n      a\r\n      b\r\n').lines).toEqual(['"a" ← 9:7 "a" (exact)', '"b" ← 10:7 "b" (exact)']);
  });
});

describe('fileAssetLines: flow scalars', () => {
  it('splits a one-line double-quoted script at its `\\n` escapes', () => {
    expect(traced('  - name: a\n    content: "#!/bin/sh\\nexit 0\\n"\n').lines).toEqual([
      '"#!/bin/sh" ← 8:15 "#!/bin/sh" (exact)',
      '"exit 0" ← 8:26 "exit 0" (exact)',
    ]);
  });

  it('follows a double-quoted scalar over lines: an escape, a fold\'s space, an empty line\'s break', () => {
    expect(traced('  - name: a\n    content: "#!/bin/sh\\n\n      exit 0\n\n      done"\n').lines).toEqual([
      '"#!/bin/sh" ← 8:15 "#!/bin/sh" (exact)',
      '" exit 0" ← 9:7 "exit 0" (parsed)',
      '"done" ← 11:7 "done" (exact)',
    ]);
  });

  it('maps plain and single-quoted scalars', () => {
    expect(traced('  - name: a\n    content: hello\n').lines).toEqual(['"hello" ← 8:14 "hello" (exact)']);
    expect(traced('  - name: a\n    content: hello\n      world\n\n      again\n').lines).toEqual([
      '"hello world" ← 8:14 "hello\\n      world" (parsed)',
      '"again" ← 11:7 "again" (exact)',
    ]);
    expect(traced("  - name: a\n    content: 'it''s'\n").lines).toEqual(['"it\'s" ← 8:15 "it\'\'s" (parsed)']);
  });

  it('gives an empty file its one line, from an empty scalar or from nothing', () => {
    expect(traced('  - name: a\n    content: ""\n').lines).toEqual(['"" ← 8:15 "" (exact)']);
    expect(traced('  - name: a\n    path: /x\n')).toEqual({ lines: ['"" ← nothing'], path: 'path 8:11 "/x"', mode: null });
  });
});

describe('fileAssetLines: isBase64, path and mode', () => {
  it('traces every line of decoded content to the whole content entry', () => {
    expect(traced('  - name: a\n    isBase64: true\n    content: |\n      IyEvYmluL3No\n      CmV4aXQgMAo\n').lines).toEqual([
      '"#!/bin/sh" ← 9:5 "content: |\\n      IyEvYmluL3No\\n      CmV4aXQgMAo\\n" (decoded)',
      '"exit 0" ← 9:5 "content: |\\n      IyEvYmluL3No\\n      CmV4aXQgMAo\\n" (decoded)',
    ]);
    // Bytes that are not text: shown as base64, from the same entry.
    expect(traced('  - name: a\n    isBase64: true\n    content: AAEC\n').lines).toEqual(['"AAEC" ← 9:5 "content: AAEC" (decoded)']);
  });

  it('traces the default path to `name:`, and the mode to `mode:` only where kops reads it (1.23.3+)', () => {
    expect(traced('  - name: a\n    mode: "0755"\n    content: x\n')).toMatchObject({ path: 'name 7:11 "a"', mode: '8:11 "\\"0755\\""' });
    // kops 1.22.6 writes 0440 whatever `mode` says (file-eras.ts cites the boundary).
    expect(traced('  - name: a\n    mode: "0440"\n    content: x\n', '1.22.6')).toMatchObject({ path: 'name 7:11 "a"', mode: null });
    expect(traced('  - name: a\n    path: ""\n    content: x\n')).toMatchObject({ path: 'name 7:11 "a"', mode: null });
  });
});
