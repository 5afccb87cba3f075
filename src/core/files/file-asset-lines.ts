import type { FileAssetSpec, NodeFile, Range } from '../types.ts';
import { scalarLines } from '../spec/scalar-lines.ts';
import { fileAssetFacts } from './file-eras.ts';

/**
 * Where one line of a file came from in the YAML. `exact`: the line's text is this range of the
 * YAML, byte for byte (a `|` block's line without its indentation, a plain scalar's line). `parsed`:
 * YAML made the line from the text in `range` by folding lines or reading escapes (`>`, quoted or
 * multi-line plain scalars). `decoded`: the file is the `isBase64` content decoded, so every line
 * comes from the whole `content` entry.
 */
export interface FileLineOrigin {
  range: Range;
  how: 'exact' | 'parsed' | 'decoded';
}

/** Where a file's path, mode and each line of its content came from in the YAML. */
export interface FileAssetLines {
  /**
   * One entry per line of the file as nodeup writes it (a final newline ends the last line, it
   * starts none; an empty file has one empty line); null where no YAML wrote it (no `content`).
   */
  lines: Array<FileLineOrigin | null>;
  /** `path:`, or `name:` when the path is the default directory and the name; null with neither. */
  path: { key: 'path' | 'name'; range: Range } | null;
  /** `mode:` when kops wrote the file with it; null when kops used its default 0440. */
  mode: Range | null;
}

/** How many lines `content` has, split as a file's: a final newline ends the last line. */
function lineCount(content: string): number {
  let n = 1;
  for (let at = content.indexOf('\n'); at >= 0; at = content.indexOf('\n', at + 1)) n++;
  return content.endsWith('\n') && n > 1 ? n - 1 : n;
}

/**
 * Maps `file` (what walkFileAssets wrote from `asset` of `text` for kops `version`) back to its
 * YAML: each content line through the parser's line map of the scalar (spec/manifest-source.ts,
 * as hook manifests are mapped: exact for `|` blocks), made exact for folded, quoted and plain
 * scalars by scalarLines where its folding gives the same value; the path to `path:` or to
 * `name:` (the default path), and the mode to `mode:` only where kops reads it (file-eras.ts).
 * Pure; never throws.
 */
export function fileAssetLines(text: string, asset: FileAssetSpec, file: Pick<NodeFile, 'content' | 'mode'>, version: string): FileAssetLines {
  const n = lineCount(file.content);
  const content = asset.content;
  const lines: Array<FileLineOrigin | null> = [];
  if (content && asset.isBase64?.value === true) {
    const range = { start: content.keyRange?.start ?? content.range.start, end: content.range.end };
    for (let i = 0; i < n; i++) lines.push({ range, how: 'decoded' });
  } else {
    const mapped = !content ? [] : content.source.folded ? scalarLines(text, content.range, content.value) ?? content.source.lines : content.source.lines;
    const values = file.content.split('\n');
    for (let i = 0; i < n; i++) {
      const range = mapped[i];
      lines.push(range ? { range, how: text.slice(range.start, range.end) === values[i] ? 'exact' : 'parsed' } : null);
    }
  }
  const path = asset.path && asset.path.value !== '' ? { key: 'path' as const, range: asset.path.range }
    : asset.name ? { key: 'name' as const, range: asset.name.range } : null;
  const mode = asset.mode && asset.mode.value !== '' && fileAssetFacts(version).modeField && file.mode === asset.mode.value ? asset.mode.range : null;
  return { lines, path, mode };
}
